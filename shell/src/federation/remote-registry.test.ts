import { preloadRemote, registerRemotes } from '@module-federation/runtime';
import { catalogOf } from '../testing/site-catalog';
import { parseRemotesFile, preloadPageOf, registerRemotesFile } from './remote-registry';

jest.mock('@module-federation/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const file = {
  mfePublic: 'http://localhost:3001/mf-manifest.json',
  mfeBlog: '/remotes/blog/mf-manifest.json',
};

describe('parseRemotesFile', () => {
  it('resolves manifest URLs against the shell page', () => {
    expect(parseRemotesFile(file, 'https://www.seawave.example.com/about')).toEqual([
      { name: 'mfePublic', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfeBlog', entry: 'https://www.seawave.example.com/remotes/blog/mf-manifest.json' },
    ]);
  });

  it("takes a gradual release's live build", () => {
    const gradual = { mfeBlog: { live: '/blog/builds/b1/mf-manifest.json', candidate: '/blog/builds/b2/mf-manifest.json', share: 50 } };
    expect(parseRemotesFile(gradual, 'https://www.seawave.example.com/')).toEqual([{ name: 'mfeBlog', entry: 'https://www.seawave.example.com/blog/builds/b1/mf-manifest.json' }]);
  });

  it.each([[null], [[]], ['text'], [{ mfePublic: 42 }], [{ mfePublic: '' }], [{ mfePublic: { candidate: '/x/mf-manifest.json', share: 5 } }]])('rejects %p', (data) => {
    expect(() => parseRemotesFile(data, 'http://localhost:3000/')).toThrow(/remotes\.json/);
  });
});

describe('registerRemotesFile', () => {
  it('registers every remote with the runtime', () => {
    expect(registerRemotesFile(file, 'http://localhost:3000/allblogs')).toHaveLength(2);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfePublic', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfeBlog', entry: 'http://localhost:3000/remotes/blog/mf-manifest.json' },
    ]);
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe('preloadPageOf', () => {
  it("preloads only the claiming remote's current page", async () => {
    const { catalog } = catalogOf();
    await preloadPageOf(catalog, '/allblogs');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfeBlog', exposes: ['./BlogListPage'], resourceCategory: 'sync' }]);
  });

  it('preloads nothing for unclaimed or unfetched paths', async () => {
    await preloadPageOf(catalogOf().catalog, '/nowhere');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await preloadPageOf(catalogOf(undefined, new Set(['mfeCareers'])).catalog, '/careers');
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
