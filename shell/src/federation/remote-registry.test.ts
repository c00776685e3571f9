import { preloadRemote, registerRemotes } from '@module-federation/runtime';
import { parseRemotesFile, registerRemotesAndPreload } from './remote-registry';

jest.mock('@module-federation/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const file = {
  mfePublic: 'http://localhost:3001/mf-manifest.json',
  mfeBlog: '/remotes/blog/mf-manifest.json',
};

describe('parseRemotesFile', () => {
  it('resolves relative manifest URLs against the shell page', () => {
    expect(parseRemotesFile(file, 'https://www.seawave.example.com/about')).toEqual([
      { name: 'mfePublic', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfeBlog', entry: 'https://www.seawave.example.com/remotes/blog/mf-manifest.json' },
    ]);
  });

  it.each([[null], [[]], ['text'], [{ mfePublic: 42 }], [{ mfePublic: '' }]])('rejects %p', (data) => {
    expect(() => parseRemotesFile(data, 'http://localhost:3000/')).toThrow(/remotes\.json/);
  });
});

describe('registerRemotesAndPreload', () => {
  const at = (href: string) => new URL(href) as unknown as Location;

  it('registers every remote and preloads only the current page of the current remote', () => {
    registerRemotesAndPreload(file, at('http://localhost:3000/allblogs'));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfePublic', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfeBlog', entry: 'http://localhost:3000/remotes/blog/mf-manifest.json' },
    ]);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfeBlog', exposes: ['./BlogListPage'], resourceCategory: 'sync' },
    ]);
  });

  it('preloads nothing on a path no remote serves, or when the remote is not listed', () => {
    registerRemotesAndPreload(file, at('http://localhost:3000/nowhere'));
    registerRemotesAndPreload(file, at('http://localhost:3000/careers'));
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
