import { buildIdOf, manifestFor, parseRemotesFile, remoteRelease, remotesFileEntry } from './composition';

const live = 'http://localhost:3002/builds/aaa111/mf-manifest.json';
const candidate = 'http://localhost:3002/builds/bbb222/mf-manifest.json';

describe('remotes.json entries', () => {
  it('reads a plain URL as live only', () => {
    expect(remoteRelease(live, 'mfeBlog')).toEqual({ live, candidate: null, share: 0 });
  });

  it('reads a gradual release', () => {
    expect(parseRemotesFile({ mfeBlog: { live, candidate, share: 10 } })).toEqual({ mfeBlog: { live, candidate, share: 10 } });
  });

  it.each([{ live, candidate, share: 0 }, { live, candidate, share: 100 }, { live, candidate, share: 2.5 }, { live, candidate }, { candidate, share: 5 }, 7, null])(
    'refuses %p',
    (entry) => {
      expect(() => remoteRelease(entry, 'mfeBlog')).toThrow(/mfeBlog/);
    },
  );

  it('writes a candidate-free release as plain URL', () => {
    expect(remotesFileEntry({ live, candidate: null, share: 0 })).toBe(live);
    expect(remotesFileEntry({ live, candidate, share: 50 })).toEqual({ live, candidate, share: 50 });
  });
});

describe('cohorts', () => {
  const release = { live, candidate, share: 10 };

  it('gives the candidate to cohorts below share', () => {
    expect(manifestFor(release, 0)).toBe(candidate);
    expect(manifestFor(release, 9)).toBe(candidate);
    expect(manifestFor(release, 10)).toBe(live);
    expect(manifestFor(release, 99)).toBe(live);
  });

  it('a stopped candidate leaves everyone on live', () => {
    expect(manifestFor(release, 0, 'bbb222')).toBe(live);
    expect(manifestFor(release, 0, 'ccc333')).toBe(candidate);
  });

  it('reads build ids of pinned manifests only', () => {
    expect(buildIdOf(candidate)).toBe('bbb222');
    expect(buildIdOf('http://localhost:3002/mf-manifest.json')).toBeNull();
  });
});
