import { parseRemotesFile } from './remote-registry';

describe('parseRemotesFile', () => {
  it('resolves relative manifest URLs against the shell page', () => {
    expect(
      parseRemotesFile(
        { mfePublic: 'http://localhost:3001/mf-manifest.json', mfeBlog: '/remotes/blog/mf-manifest.json' },
        'https://www.seawave.example.com/about',
      ),
    ).toEqual([
      { name: 'mfePublic', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfeBlog', entry: 'https://www.seawave.example.com/remotes/blog/mf-manifest.json' },
    ]);
  });

  it('ignores unknown remotes with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRemotesFile({ mfeUnknown: 'http://x/mf-manifest.json' }, 'http://localhost:3000/')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mfeUnknown'));
  });

  it.each([[null], [[]], ['text'], [{ mfePublic: 42 }], [{ mfePublic: '' }]])('rejects %p', (data) => {
    expect(() => parseRemotesFile(data, 'http://localhost:3000/')).toThrow(/remotes\.json/);
  });
});
