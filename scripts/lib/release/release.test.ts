/**
 * @jest-environment node
 */
/**
 * Releasing a remote alone: a candidate is checked against the deployed
 * shell and the other remotes (shared modules and versions, the names it
 * imports from the shared packages, the federation runtime's major version,
 * the routes it claims), remotes.json is replaced in one step, every release
 * and rollback is logged, and a rollback goes back one release at a time.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogBuild, blogRoutes, careersBuild, careersRoutes, inNode, inNodeAsync, shellBuild } from './test-support';

const problems = (candidate: ReturnType<typeof blogBuild>, shell = shellBuild) =>
  inNode<string[]>('return lib.compatibilityProblems(input);', { remote: 'mfeBlog', candidate, shell, otherRoutes: [blogRoutes, careersRoutes] });

describe('the compatibility check of a candidate against the deployed composition', () => {
  it('accepts a build within what the shell provides', () => {
    expect(problems(blogBuild('b2'))).toEqual([]);
  });

  it('refuses a shared-ui export the shell lacks', () => {
    expect(problems(blogBuild('b2', { imports: ['Button', 'HarbourBanner'] }))).toEqual([
      '@seawave/shared-ui: mfeBlog imports "HarbourBanner", which the deployed shell\'s @seawave/shared-ui 0.1.0 does not export',
    ]);
  });

  it('refuses a shared module newer than the shell’s', () => {
    expect(problems(blogBuild('b2', { shared: { '@seawave/shared-ui': '0.2.0' } }))).toEqual([
      '@seawave/shared-ui: mfeBlog needs ^0.2.0 (built with 0.2.0); the deployed shell provides 0.1.0',
    ]);
    expect(problems(blogBuild('b2', { shared: { react: '20.0.0' } }))).toEqual(['react: mfeBlog needs ^20.0.0 (built with 20.0.0); the deployed shell provides 19.3.1']);
    expect(problems(blogBuild('b2', { shared: { react: '19.0.0' } }))).toEqual([]);
  });

  it('refuses a shared module the shell lacks', () => {
    const candidate = blogBuild('b2');
    candidate.manifest.shared.push({ name: 'date-fns', version: '4.4.0', singleton: true, requiredVersion: '^4.0.0' });
    expect(problems(candidate)).toEqual(['date-fns: mfeBlog needs ^4.0.0 (built with 4.4.0); the deployed shell does not provide it']);
  });

  it('refuses another major federation runtime, accepts newer minor', () => {
    expect(problems(blogBuild('b2', { pluginVersion: '3.0.1' }))).toEqual([
      'federation runtime: mfeBlog is built with @module-federation/enhanced 3.0.1, the deployed shell provides 2.9.2; shell and remotes must stay on one major version',
    ]);
    expect(problems(blogBuild('b2', { pluginVersion: '2.10.0' }))).toEqual([]);
  });

  it('refuses paths or route names another remote owns', () => {
    const routes = { remote: 'mfeBlog', pages: [{ expose: './BlogListPage', routes: [{ name: 'allBlogs', path: '/allblogs' }, { name: 'jobs', path: '/Careers' }] }] };
    expect(problems(blogBuild('b2', { routes }))).toEqual(['route "/Careers" (./BlogListPage): already served by mfeCareers (./CareersPage)']);
    const renamed = { remote: 'mfeBlog', pages: [{ expose: './BlogListPage', routes: [{ name: 'careers', path: '/blogcareers' }] }] };
    expect(problems(blogBuild('b2', { routes: renamed }))).toEqual(['route name "careers" (/blogcareers): already used by mfeCareers (./CareersPage)']);
  });

  it('compares versions with the declared ranges', () => {
    const cases: [string, string, boolean][] = [
      ['19.3.1', '^19.0.0', true],
      ['18.3.1', '^19.0.0', false],
      ['19.3.1', '^19.4.0', false],
      ['0.1.5', '^0.1.2', true],
      ['0.2.0', '^0.1.0', false],
      ['0.1.0', '0.1.0', true],
      ['0.1.1', '0.1.0', false],
    ];
    expect(inNode<boolean[]>('return input.map(([version, range]) => lib.satisfies(version, range));', cases)).toEqual(cases.map(([, , expected]) => expected));
    expect(() => inNode('return lib.satisfies("1.0.0", ">=1 <2");')).toThrow('cannot compare version "1.0.0" with range ">=1 <2"');
  });
});

describe('remotes.json, pointed at one build in one step', () => {
  let dir = '';
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'seawave-pointer-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('pins an entry to a build of its root', () => {
    expect(
      inNode<string[]>(
        'return [lib.pinEntry("http://localhost:3003/mf-manifest.json", "ab12"), lib.pinEntry("http://localhost:3003/builds/ff00/mf-manifest.json", "ab12"), lib.pinEntry("/blog/mf-manifest.json", "ab12"), lib.pinnedBuild("http://localhost:3003/builds/ab12/mf-manifest.json"), lib.pinnedBuild("http://localhost:3003/mf-manifest.json")];',
      ),
    ).toEqual(['http://localhost:3003/builds/ab12/mf-manifest.json', 'http://localhost:3003/builds/ab12/mf-manifest.json', '/blog/builds/ab12/mf-manifest.json', 'ab12', null]);
    expect(() => inNode('return lib.pinEntry("http://localhost:3003/mf-manifest.json", "../x");')).toThrow('"../x" is not a build id');
  });

  it('replaces the file atomically, changing only that entry', () => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfeBlog: 'http://localhost:3003/mf-manifest.json', mfeCareers: 'http://localhost:3002/mf-manifest.json' }));
    const inode = statSync(file).ino;
    const pointed = inNode<{ before: string; after: string }>('return lib.pointRemote(input, "mfeBlog", "ab12");', file);
    expect(pointed).toEqual({ before: 'http://localhost:3003/mf-manifest.json', after: 'http://localhost:3003/builds/ab12/mf-manifest.json' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ mfeBlog: 'http://localhost:3003/builds/ab12/mf-manifest.json', mfeCareers: 'http://localhost:3002/mf-manifest.json' });
    expect(statSync(file).ino).not.toBe(inode);
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });

  it('a rebuilt remotes.json keeps the live pins', () => {
    const built = {
      mfeBlog: 'http://localhost:3003/mf-manifest.json',
      mfeCareers: 'http://localhost:3002/mf-manifest.json',
      mfePublic: 'https://public.example/mf-manifest.json',
      mfeAdmin: 'http://localhost:3004/mf-manifest.json',
    };
    const live = {
      mfeBlog: 'http://localhost:3003/builds/ab12/mf-manifest.json',
      mfeCareers: 'http://localhost:3002/mf-manifest.json',
      // Moved to another origin since: the new address wins.
      mfePublic: 'https://old-public.example/builds/cd34/mf-manifest.json',
      mfeGone: 'http://localhost:3009/builds/ee55/mf-manifest.json',
    };
    expect(inNode<Record<string, string>>('return lib.keepPins(input.built, input.live);', { built, live })).toEqual({ ...built, mfeBlog: live.mfeBlog });
  });
});

describe('the release log', () => {
  const release = (buildId: string, previous: string | null, action = 'release', remote = 'mfeBlog') => ({ action, remote, buildId, previous, commit: 'abc', at: '2026-11-27T10:00:00.000Z', by: 'Asha' });

  it('keeps order; each rollback goes back one release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seawave-log-'));
    try {
      const file = join(dir, 'logs', 'releases.jsonl');
      const entries = [release('b1', 'b0'), release('c1', null, 'release', 'mfeCareers'), release('b2', 'b1'), release('b1', 'b2', 'rollback')];
      const read = inNode<unknown[]>('for (const entry of input.entries) lib.appendRelease(input.file, entry); return lib.readReleases(input.file);', { file, entries });
      expect(read).toEqual(entries);
      expect(inNode('return [lib.rollbackTarget(input, "mfeBlog", "b2"), lib.rollbackTarget(input, "mfeBlog", "b1"), lib.rollbackTarget(input, "mfeBlog", "b0"), lib.rollbackTarget(input, "mfeCareers", "c1")];', entries)).toEqual([
        'b1',
        'b0',
        null,
        null,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints newest first, marking live builds', () => {
    const text = inNode<string>('return lib.formatReleases(input, { mfeBlog: "b1" });', [release('b1', 'b0'), release('b2', 'b1')]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^time \(UTC\)\s+action\s+remote\s+build\s+before\s+commit\s+by$/);
    expect(lines[1]).toMatch(/^2026-11-27T10:00:00.000Z\s+release\s+mfeBlog\s+b2\s+b1\s+abc\s+Asha$/);
    expect(lines[2]).toMatch(/\s+b1\s+b0\s+abc\s+Asha\s+live$/);
  });
});

const write = (file: string, value: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};
const writeBuild = (folder: string, build: ReturnType<typeof blogBuild>) => {
  write(join(folder, 'mf-manifest.json'), build.manifest);
  write(join(folder, 'shared-contract.json'), build.contract);
  write(join(folder, 'routes.json'), build.routes);
};

describe('releasing into and rolling back in the local hosting folders', () => {
  let hosting = '';
  const remotesJson = () => JSON.parse(readFileSync(join(hosting, 'shell/remotes.json'), 'utf8')) as Record<string, string>;
  const who = { commit: 'abc123', by: 'Asha <asha@seawave.example>' };
  const act = (body: string, input: unknown) => inNode<{ buildId: string; previous: string; after: string }>(`const composition = lib.localComposition({ hosting: input.hosting }); ${body}`, { hosting, who, ...(input as object) });

  beforeEach(() => {
    hosting = mkdtempSync(join(tmpdir(), 'seawave-hosting-'));
    write(join(hosting, 'shell/remotes.json'), { mfeBlog: 'http://localhost:3003/mf-manifest.json', mfeCareers: 'http://localhost:3002/mf-manifest.json' });
    write(join(hosting, 'shell/mf-manifest.json'), shellBuild.manifest);
    write(join(hosting, 'shell/shared-contract.json'), shellBuild.contract);
    writeBuild(join(hosting, 'mfe-blog'), blogBuild('b1'));
    writeBuild(join(hosting, 'mfe-blog/builds/b1'), blogBuild('b1'));
    const careers = careersBuild('c1');
    writeBuild(join(hosting, 'mfe-careers'), careers);
    writeBuild(join(hosting, 'mfe-careers/builds/c1'), careers);
  });
  afterEach(() => rmSync(hosting, { recursive: true, force: true }));

  it('releases and rolls back, logging both', () => {
    const candidate = join(hosting, '..', `${hosting.split('/').pop()}-candidate`);
    try {
      writeBuild(join(candidate, 'builds/b2'), blogBuild('b2'));
      const released = act('return lib.releaseBuild({ composition, remote: "mfeBlog", buildId: "b2", buildFolder: input.candidate, ...input.who });', { candidate: join(candidate, 'builds/b2') });
      expect(released).toMatchObject({ action: 'release', buildId: 'b2', previous: 'b1', commit: 'abc123', by: who.by });
      expect(remotesJson().mfeBlog).toBe('http://localhost:3003/builds/b2/mf-manifest.json');
      expect(remotesJson().mfeCareers).toBe('http://localhost:3002/mf-manifest.json');
      expect(readdirSync(join(hosting, 'mfe-blog/builds')).sort()).toEqual(['b1', 'b2']);

      const rolledBack = act('return lib.rollback({ composition, remote: "mfeBlog", ...input.who });', {});
      expect(rolledBack).toMatchObject({ action: 'rollback', buildId: 'b1', previous: 'b2' });
      expect(remotesJson().mfeBlog).toBe('http://localhost:3003/builds/b1/mf-manifest.json');
      const log = readFileSync(join(hosting, 'releases.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { action: string; buildId: string });
      expect(log.map((entry) => [entry.action, entry.buildId])).toEqual([
        ['release', 'b2'],
        ['rollback', 'b1'],
      ]);
      // A rollback of a build the log knows nothing earlier of says which kept builds there are.
      expect(() => act('return lib.rollback({ composition, remote: "mfeBlog", ...input.who });', {})).toThrow(
        'the release log does not say which build of mfeBlog was live before b1; name one of the kept builds: b2',
      );
    } finally {
      rmSync(candidate, { recursive: true, force: true });
    }
  });

  it('refuses an incompatible candidate before changing anything', () => {
    const candidate = join(hosting, 'candidate');
    writeBuild(candidate, blogBuild('b3', { routes: { remote: 'mfeBlog', pages: [{ expose: './BlogListPage', routes: [{ name: 'blogCareers', path: '/careers' }] }] } }));
    expect(() => act('return lib.releaseBuild({ composition, remote: "mfeBlog", buildId: "b3", buildFolder: input.candidate, ...input.who });', { candidate })).toThrow(
      'route "/careers" (./BlogListPage): already served by mfeCareers (./CareersPage)',
    );
    expect(remotesJson().mfeBlog).toBe('http://localhost:3003/mf-manifest.json');
    expect(existsSync(join(hosting, 'mfe-blog/builds/b3'))).toBe(false);
    expect(existsSync(join(hosting, 'releases.jsonl'))).toBe(false);
  });

  it('refuses rolling back to a build not kept', () => {
    expect(() => act('return lib.rollback({ composition, remote: "mfeBlog", buildId: "zz9", ...input.who });', {})).toThrow('mfeBlog has no kept build zz9; name one of the kept builds: none');
  });
});

describe('gradual releases, the release lock and pruning in the local hosting folders', () => {
  let hosting = '';
  const remotesJson = () => JSON.parse(readFileSync(join(hosting, 'shell/remotes.json'), 'utf8')) as Record<string, unknown>;
  const log = () => readFileSync(join(hosting, 'releases.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  const who = { commit: 'abc123', by: 'Asha <asha@seawave.example>' };
  const body = (call: string) => `const composition = lib.localComposition({ hosting: input.hosting }); const waits = []; return ${call};`;
  const act = <T = Record<string, unknown>>(call: string, input: object = {}) => inNode<T>(body(call), { hosting, who, ...input });
  const actAsync = <T = Record<string, unknown>>(call: string, input: object = {}) => inNodeAsync<T>(body(call), { hosting, who, ...input });
  const candidate = (id: string, build = blogBuild(id)) => {
    const folder = join(hosting, 'candidates', id);
    writeBuild(folder, build);
    return folder;
  };
  const release = (id: string, share: number | null = null) =>
    act(`lib.releaseBuild({ composition, remote: "mfeBlog", buildId: input.id, buildFolder: input.folder, share: input.share, ...input.who })`, { id, folder: candidate(id), share });
  const blog = (id: string) => `http://localhost:3003/builds/${id}/mf-manifest.json`;

  beforeEach(() => {
    hosting = mkdtempSync(join(tmpdir(), 'seawave-cohorts-'));
    write(join(hosting, 'shell/remotes.json'), { mfeBlog: 'http://localhost:3003/mf-manifest.json', mfeCareers: 'http://localhost:3002/mf-manifest.json' });
    write(join(hosting, 'shell/mf-manifest.json'), shellBuild.manifest);
    write(join(hosting, 'shell/shared-contract.json'), shellBuild.contract);
    writeBuild(join(hosting, 'mfe-blog'), blogBuild('b1'));
    writeBuild(join(hosting, 'mfe-blog/builds/b1'), blogBuild('b1'));
    writeBuild(join(hosting, 'mfe-careers'), careersBuild('c1'));
    writeBuild(join(hosting, 'mfe-careers/builds/c1'), careersBuild('c1'));
  });
  afterEach(() => rmSync(hosting, { recursive: true, force: true }));

  it('releases to a share, then to everyone', () => {
    expect(release('b2', 10)).toMatchObject({ action: 'release', buildId: 'b2', previous: 'b1', share: 10 });
    expect(remotesJson().mfeBlog).toEqual({ live: blog('b1'), candidate: blog('b2'), share: 10 });
    expect(act('lib.releaseStates(composition)')).toEqual([
      { remote: 'mfeBlog', live: 'b1', candidate: 'b2', share: 10 },
      { remote: 'mfeCareers', live: 'c1', candidate: null, share: 0 },
    ]);
    expect(act<string>('lib.formatStates([{ remote: "mfeBlog", live: "b1", candidate: "b2", share: 10 }, { remote: "mfeCareers", live: "c1", candidate: null, share: 0 }])').split('\n')).toEqual([
      'remote      live build  candidate  share',
      'mfeBlog     b1          b2         10%',
      'mfeCareers  c1          -          -',
    ]);
    // Raising the share keeps the live build and the candidate.
    release('b2', 50);
    expect(remotesJson().mfeBlog).toEqual({ live: blog('b1'), candidate: blog('b2'), share: 50 });

    expect(act('lib.endGradualRelease({ composition, remote: "mfeBlog", action: "promote", ...input.who })')).toMatchObject({ action: 'promote', buildId: 'b2', previous: 'b1', after: blog('b2') });
    expect(remotesJson().mfeBlog).toBe(blog('b2'));
    expect(() => act('lib.endGradualRelease({ composition, remote: "mfeBlog", action: "abort", ...input.who })')).toThrow('mfeBlog has no candidate to abort: b2 is everyone\'s build');
    expect(act('lib.rollback({ composition, remote: "mfeBlog", ...input.who })')).toMatchObject({ buildId: 'b1', previous: 'b2' });
    expect(log().map((entry) => [entry.action, entry.buildId, entry.previous, entry.share])).toEqual([
      ['release', 'b2', 'b1', 10],
      ['release', 'b2', 'b1', 50],
      ['promote', 'b2', 'b1', undefined],
      ['rollback', 'b1', 'b2', undefined],
    ]);
  });

  it('an abort restores the live build, keeping the candidate', () => {
    release('b2', 10);
    expect(act('lib.endGradualRelease({ composition, remote: "mfeBlog", action: "abort", ...input.who })')).toMatchObject({ action: 'abort', buildId: 'b1', previous: 'b2', after: blog('b1') });
    expect(remotesJson().mfeBlog).toBe(blog('b1'));
    expect(readdirSync(join(hosting, 'mfe-blog/builds')).sort()).toEqual(['b1', 'b2']);
    expect(() => release('b3', 100)).toThrow('--share must be a whole per cent from 1 to 99');
  });

  it('refuses while the remote is locked, naming the holder', () => {
    const holder = { remote: 'mfeBlog', action: 'release', by: 'Bo <bo@seawave.example>', since: new Date().toISOString(), token: 'x', host: 'elsewhere' };
    write(join(hosting, 'release.lock'), holder);
    expect(() => release('b2')).toThrow(`mfeBlog is being changed by Bo <bo@seawave.example> (release of mfeBlog, since ${holder.since}); nothing was done: try again when it is done`);
    expect(remotesJson().mfeBlog).toBe('http://localhost:3003/mf-manifest.json');
    expect(existsSync(join(hosting, 'mfe-blog/builds/b2'))).toBe(false);
    // A lock older than its expiry is a command that died holding it: taken over.
    write(join(hosting, 'release.lock'), { ...holder, since: new Date(Date.now() - 16 * 60_000).toISOString() });
    expect(release('b2')).toMatchObject({ buildId: 'b2' });
    expect(existsSync(join(hosting, 'release.lock'))).toBe(false);
  });

  it("waits for another remote's switch, then applies its own", async () => {
    const holder = { remote: 'mfeCareers', action: 'release', by: 'Bo', since: new Date().toISOString(), token: 'x', host: 'elsewhere' };
    write(join(hosting, 'release.lock'), holder);
    const waiting = actAsync(`lib.releaseBuild({ composition, remote: "mfeBlog", buildId: "b2", buildFolder: input.folder, ...input.who, tell: (line) => waits.push(line) }).then((done) => ({ ...done, waits }))`, { folder: candidate('b2') });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(remotesJson().mfeBlog).toBe('http://localhost:3003/mf-manifest.json');
    // The other switch, made while holding the lock, then released.
    writeFileSync(join(hosting, 'shell/remotes.json'), JSON.stringify({ ...remotesJson(), mfeCareers: 'http://localhost:3002/builds/c1/mf-manifest.json' }));
    rmSync(join(hosting, 'release.lock'));
    expect(await waiting).toMatchObject({ buildId: 'b2', waits: [`waiting for the release lock, held by Bo (release of mfeCareers, since ${holder.since})`] });
    expect(remotesJson()).toEqual({ mfeBlog: blog('b2'), mfeCareers: 'http://localhost:3002/builds/c1/mf-manifest.json' });
  });

  it('concurrent releases of different remotes both land', async () => {
    const careers = join(hosting, 'candidates', 'c2');
    writeBuild(careers, careersBuild('c2'));
    const [first, second] = await Promise.all([
      actAsync('lib.releaseBuild({ composition, remote: "mfeBlog", buildId: "b2", buildFolder: input.folder, ...input.who })', { folder: candidate('b2') }),
      actAsync('lib.releaseBuild({ composition, remote: "mfeCareers", buildId: "c2", buildFolder: input.folder, ...input.who })', { folder: careers }),
    ]);
    expect([first?.buildId, second?.buildId]).toEqual(['b2', 'c2']);
    expect(remotesJson()).toEqual({ mfeBlog: blog('b2'), mfeCareers: 'http://localhost:3002/builds/c2/mf-manifest.json' });
    expect(log().map((entry) => entry.buildId).sort()).toEqual(['b2', 'c2']);
  });

  it('uploads a preview build without switching anything', () => {
    const uploaded = act('lib.uploadBuild({ composition, remote: "mfeBlog", buildId: "p1", buildFolder: input.folder, ...input.who })', { folder: candidate('p1') });
    expect(uploaded).toMatchObject({ action: 'upload', buildId: 'p1', previous: 'b1', pruned: [] });
    expect(remotesJson().mfeBlog).toBe('http://localhost:3003/mf-manifest.json');
    expect(readdirSync(join(hosting, 'mfe-blog/builds')).sort()).toEqual(['b1', 'p1']);
    expect(log().map((entry) => [entry.action, entry.buildId])).toEqual([['upload', 'p1']]);
  });

  it('prunes old builds nothing names', () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    for (const id of ['b0', 'p1', 'p2']) {
      writeBuild(join(hosting, 'mfe-blog/builds', id), blogBuild(id));
      if (id !== 'p2') utimesSync(join(hosting, 'mfe-blog/builds', id, 'mf-manifest.json'), old, old);
    }
    utimesSync(join(hosting, 'mfe-blog/builds/b1/mf-manifest.json'), old, old);
    // b0 was live once: the log names it.
    writeFileSync(join(hosting, 'releases.jsonl'), `${JSON.stringify({ action: 'release', remote: 'mfeBlog', buildId: 'b0', previous: null, commit: 'a', at: old.toISOString(), by: 'Asha' })}\n`);
    const released = release('b2', 20);
    // p1: uploaded long ago and released to nobody; p2: uploaded today (a preview).
    expect(released.pruned).toEqual(['p1']);
    expect(readdirSync(join(hosting, 'mfe-blog/builds')).sort()).toEqual(['b0', 'b1', 'b2', 'p2']);
  });
});

describe('which kept builds a switch prunes', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const prune = (state: object) => inNode<string[]>('return lib.prunableBuilds({ ...input, now: new Date(input.now) });', { now: now.toISOString(), kept: [], keptSince: {}, needed: [], log: [], ...state });

  it('drops unnamed builds over two weeks; keeps undated ones', () => {
    expect(prune({ kept: ['a', 'b', 'c', 'd'], keptSince: { a: daysAgo(15), b: daysAgo(13), c: daysAgo(40) } })).toEqual(['a', 'c']);
    expect(prune({ kept: ['a', 'c'], keptSince: { a: daysAgo(15), c: daysAgo(40) }, needed: ['a'], log: [{ action: 'rollback', remote: 'mfeBlog', buildId: 'x', previous: 'c', at: daysAgo(300) }] })).toEqual([]);
  });

  it('dates a build by its log upload entry', () => {
    const upload = (buildId: string, days: number) => ({ action: 'upload', remote: 'mfeBlog', buildId, previous: 'l', commit: 'a', at: daysAgo(days), by: 'Asha' });
    expect(prune({ kept: ['u1', 'u2', 'u3'], log: [upload('u1', 20), upload('u2', 1)] })).toEqual(['u1']);
  });
});
