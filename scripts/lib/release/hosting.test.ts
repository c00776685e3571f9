/**
 * @jest-environment node
 */
/**
 * Releasing onto Firebase Hosting: a release adds only the new build's files
 * to a clone of the remote site's live version and releases it, then
 * switches the shell site's remotes.json in a release of its own; the kept
 * builds stay served, a rollback only re-points remotes.json, an incompatible
 * candidate changes nothing, and a failing API call leaves the live release
 * as it was, naming the step. Hosting and Firestore are a fake in this
 * process (fake-hosting.ts); nothing calls the network.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeHosting, fakeFetchSource } from './fake-hosting';
import { blogBuild, careersBuild, inNode, inNodeAsync, shellBuild, type Build } from './test-support';

const token = 'test-token';
const sites = { shell: 'sw-shell', 'mfe-blog': 'sw-blog', 'mfe-careers': 'sw-careers' };
const who = { commit: 'abc123', by: 'Asha <asha@seawave.example>' };
const remotes = { mfeBlog: 'https://sw-blog.web.app/mf-manifest.json', mfeCareers: 'https://sw-careers.web.app/mf-manifest.json' };
const buildFiles = (build: Build, prefix: string) => ({
  [`${prefix}mf-manifest.json`]: build.manifest,
  [`${prefix}shared-contract.json`]: build.contract,
  [`${prefix}routes.json`]: build.routes,
});

// Each case runs the composition in child Node processes, slow on a busy machine.
jest.setTimeout(30_000);

let hosting: FakeHosting;
let port = 0;
let work = '';

/** Runs `body` in a child Node with `composition`, the Hosting composition on the fake. */
const act = <T>(body: string, input: object = {}) =>
  inNodeAsync<T>(`${fakeFetchSource} const composition = lib.hostingComposition({ project: 'sw', sites: input.sites, token: input.token, fetch }); ${body}`, { port, sites, token, who, ...input });

/** A candidate build folder of mfeBlog with one compiled chunk besides its manifests. */
function candidate(build: Build) {
  const folder = join(work, build.manifest.metaData.buildId ?? 'candidate');
  mkdirSync(join(folder, 'static/js'), { recursive: true });
  for (const [file, value] of Object.entries(buildFiles(build, ''))) writeFileSync(join(folder, file), JSON.stringify(value));
  writeFileSync(join(folder, 'static/js/main.0a1b2c.js'), JSON.stringify({ chunk: build.manifest.metaData.buildId }));
  return folder;
}
const release = (build: Build) => act<{ buildId: string; previous: string; after: string }>('return lib.releaseBuild({ composition, remote: "mfeBlog", buildId: input.buildId, buildFolder: input.folder, ...input.who });', { buildId: build.manifest.metaData.buildId, folder: candidate(build) });

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'seawave-hosting-release-'));
  hosting = new FakeHosting(token);
  port = await hosting.start();
  hosting.deploy('sw-shell', { 'remotes.json': remotes, 'mf-manifest.json': shellBuild.manifest, 'shared-contract.json': shellBuild.contract, 'app.html': '<main></main>' });
  hosting.deploy('sw-blog', { ...buildFiles(blogBuild('b1'), ''), ...buildFiles(blogBuild('b1'), 'builds/b1/') });
  hosting.deploy('sw-careers', { ...buildFiles(careersBuild('c1'), ''), ...buildFiles(careersBuild('c1'), 'builds/c1/') });
});
afterEach(async () => {
  await hosting.stop();
  rmSync(work, { recursive: true, force: true });
});

it('uploads into a clone, switches remotes.json, logs it', async () => {
  const shellBefore = hosting.liveVersion('sw-shell');
  const released = await release(blogBuild('b2'));
  expect(released).toMatchObject({ action: 'release', buildId: 'b2', previous: 'b1', after: 'https://sw-blog.web.app/builds/b2/mf-manifest.json' });

  const changes = hosting.changes().map((change) => change.replace(/[0-9a-f]{64}/, '<sha256>'));
  // The release lock is taken first and given back last, each in a Firestore transaction.
  expect(changes).toEqual([
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents:beginTransaction',
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents:batchGet',
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents:commit',
    'POST firebasehosting.googleapis.com/v1beta1/sites/sw-blog/versions:clone',
    'POST firebasehosting.googleapis.com/v1beta1/sites/sw-blog/versions/v4:populateFiles',
    // routes.json and shared-contract.json are b1's, which Hosting holds already.
    ...Array(2).fill('POST upload-firebasehosting.googleapis.com/upload/sites/sw-blog/versions/v4/files/<sha256>'),
    'PATCH firebasehosting.googleapis.com/v1beta1/sites/sw-blog/versions/v4?updateMask=status',
    'POST firebasehosting.googleapis.com/v1beta1/sites/sw-blog/releases?versionName=sites%2Fsw-blog%2Fversions%2Fv4',
    'POST firebasehosting.googleapis.com/v1beta1/sites/sw-shell/versions:clone',
    'POST firebasehosting.googleapis.com/v1beta1/sites/sw-shell/versions/v5:populateFiles',
    'POST upload-firebasehosting.googleapis.com/upload/sites/sw-shell/versions/v5/files/<sha256>',
    'PATCH firebasehosting.googleapis.com/v1beta1/sites/sw-shell/versions/v5?updateMask=status',
    'POST firebasehosting.googleapis.com/v1beta1/sites/sw-shell/releases?versionName=sites%2Fsw-shell%2Fversions%2Fv5',
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents/releases',
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents:beginTransaction',
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents:batchGet',
    'POST firestore.googleapis.com/v1/projects/sw/databases/(default)/documents:commit',
  ]);
  const populated = hosting.requests.filter((r) => r.path.endsWith(':populateFiles')).map((r) => Object.keys((r.body as { files: object }).files).sort());
  expect(populated).toEqual([['/builds/b2/mf-manifest.json', '/builds/b2/routes.json', '/builds/b2/shared-contract.json', '/builds/b2/static/js/main.0a1b2c.js'], ['/remotes.json']]);
  expect(hosting.requests.find((r) => r.path.endsWith('versions:clone') && r.path.includes('sw-shell'))?.body).toEqual({ sourceVersion: shellBefore, finalize: false });

  expect(hosting.served('sw-shell', 'remotes.json')).toEqual({ ...remotes, mfeBlog: 'https://sw-blog.web.app/builds/b2/mf-manifest.json' });
  expect(hosting.served('sw-shell', 'mf-manifest.json')).toEqual(shellBuild.manifest);
  expect(hosting.served('sw-blog', 'builds/b2/static/js/main.0a1b2c.js')).toEqual({ chunk: 'b2' });
  expect(hosting.served('sw-blog', 'builds/b1/mf-manifest.json')).toEqual(blogBuild('b1').manifest);
  expect(hosting.documents.map((d) => d.fields)).toEqual([
    {
      action: { stringValue: 'release' },
      remote: { stringValue: 'mfeBlog' },
      buildId: { stringValue: 'b2' },
      previous: { stringValue: 'b1' },
      commit: { stringValue: who.commit },
      at: { stringValue: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown },
      by: { stringValue: who.by },
    },
  ]);
});

it('keeps earlier builds; a rollback re-points remotes.json alone', async () => {
  await release(blogBuild('b2'));
  expect(await act('return composition.keptBuilds("mfeBlog");')).toEqual(['b1', 'b2']);
  const before = hosting.requests.length;

  const rolledBack = await act('return lib.rollback({ composition, remote: "mfeBlog", ...input.who });');
  expect(rolledBack).toMatchObject({ action: 'rollback', buildId: 'b1', previous: 'b2', after: 'https://sw-blog.web.app/builds/b1/mf-manifest.json' });
  const changes = hosting.requests.slice(before).filter((r) => r.method !== 'GET');
  expect(changes.filter((r) => r.path.includes('sw-blog'))).toEqual([]);
  expect(changes.filter((r) => r.path.endsWith(':populateFiles')).map((r) => r.body)).toEqual([{ files: { '/remotes.json': expect.stringMatching(/^[0-9a-f]{64}$/) as unknown } }]);
  expect(hosting.served('sw-shell', 'remotes.json')).toEqual({ ...remotes, mfeBlog: 'https://sw-blog.web.app/builds/b1/mf-manifest.json' });
  expect(hosting.served('sw-blog', 'builds/b2/mf-manifest.json')).toEqual(blogBuild('b2').manifest);

  const listed = await act<string>('return lib.formatReleases(await composition.log.read(), { mfeBlog: await composition.liveBuild("mfeBlog") });');
  expect(listed.split('\n').slice(1)).toEqual([expect.stringMatching(/\srollback\s+mfeBlog\s+b1\s+b2\s.*\slive$/), expect.stringMatching(/\srelease\s+mfeBlog\s+b2\s+b1\s/)]);
});

it('refuses an incompatible candidate before changing anything', async () => {
  const routes = { remote: 'mfeBlog', pages: [{ expose: './BlogListPage', routes: [{ name: 'blogCareers', path: '/careers' }] }] };
  await expect(release(blogBuild('b3', { routes, imports: ['Button', 'HarbourBanner'] }))).rejects.toThrow(
    /HarbourBanner", which the deployed shell's @seawave\/shared-ui 0\.1\.0 does not export\n {2}- route "\/careers" \(\.\/BlogListPage\): already served by mfeCareers \(\.\/CareersPage\)/,
  );
  expect(hosting.changes().filter((change) => !change.includes('firestore.googleapis.com'))).toEqual([]);
  expect(hosting.served('sw-shell', 'remotes.json')).toEqual(remotes);
  expect(hosting.named.get('projects/sw/databases/(default)/documents/releaseLocks/composition')?.fields).toBeNull();
});

it('a failed step leaves the live release untouched', async () => {
  const shellBefore = hosting.liveVersion('sw-shell');
  hosting.failOn = ['PATCH firebasehosting.googleapis.com/v1beta1/sites/sw-shell/'];
  await expect(release(blogBuild('b2'))).rejects.toThrow(/^finalizing sites\/sw-shell\/versions\/v5 failed: PATCH https:\/\/firebasehosting\.googleapis\.com\/v1beta1\/sites\/sw-shell\/versions\/v5\?updateMask=status answered 503 .*backend unavailable/);
  expect(hosting.liveVersion('sw-shell')).toBe(shellBefore);
  expect(hosting.served('sw-shell', 'remotes.json')).toEqual(remotes);
  expect(hosting.documents).toEqual([]);

  const blogBefore = hosting.liveVersion('sw-blog');
  hosting.failOn = ['POST upload-firebasehosting.googleapis.com/'];
  await expect(release(blogBuild('b3'))).rejects.toThrow(/^uploading \/builds\/b3\/\S+ to sites\/sw-blog\/versions\/v6 failed: POST .* answered 503/);
  expect(hosting.liveVersion('sw-blog')).toBe(blogBefore);
  expect(hosting.served('sw-blog', 'builds/b3/mf-manifest.json')).toBeUndefined();
});

it("the fake enforces Hosting's version rules", async () => {
  const live = hosting.liveVersion('sw-blog');
  const problem = await act<string>(`
    const api = (method, path, body) => fetch('https://firebasehosting.googleapis.com/v1beta1/' + path, { method, headers: { authorization: 'Bearer ' + input.token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await api('POST', 'sites/sw-blog/versions:clone', { sourceVersion: input.live });
    const early = await api('POST', 'sites/sw-blog/releases?versionName=sites%2Fsw-blog%2Fversions%2Fv4', {});
    const late = await api('POST', '${live ?? ''}:populateFiles', { files: {} });
    return [early.status, late.status, (await late.json()).error.message];`, { live });
  expect(problem).toEqual([412, 412, 'a finalized version cannot be changed']);
});

describe('the credential and the sites', () => {
  it('takes SEAWAVE_HOSTING_TOKEN, or says how to give one', async () => {
    expect(await inNodeAsync('return lib.hostingToken();', null, { SEAWAVE_HOSTING_TOKEN: 'from-env' })).toBe('from-env');
    await expect(inNodeAsync('return lib.hostingToken();', null, { SEAWAVE_HOSTING_TOKEN: '', GOOGLE_APPLICATION_CREDENTIALS: join(work, 'missing.json') })).rejects.toThrow(
      /^no credential for Firebase Hosting: set SEAWAVE_HOSTING_TOKEN .*gcloud auth application-default login/,
    );
  });

  it("names sites as .firebaserc's hosting targets do", () => {
    const file = join(work, '.firebaserc');
    writeFileSync(file, JSON.stringify({ projects: { default: 'sw' }, targets: { sw: { hosting: { shell: ['sw'], 'mfe-blog': ['sw-blog'] } } } }));
    expect(inNode('return [lib.defaultProject(input), lib.hostingSites("sw", input)];', file)).toEqual(['sw', { shell: 'sw', 'mfe-blog': 'sw-blog' }]);
    expect(() => inNode('return lib.hostingSites("other", input);', file)).toThrow('.firebaserc has no hosting targets for project other');
  });
});

describe('gradual releases, the lock and pruning on Hosting', () => {
  const lockName = 'projects/sw/databases/(default)/documents/releaseLocks/composition';
  const gradual = (build: Build, share: number) =>
    act<{ buildId: string; after: unknown; pruned: string[] }>('return lib.releaseBuild({ composition, remote: "mfeBlog", buildId: input.buildId, buildFolder: input.folder, share: input.share, ...input.who });', {
      buildId: build.manifest.metaData.buildId,
      folder: candidate(build),
      share,
    });

  it('serves, logs and promotes a share, leaving no lock', async () => {
    await gradual(blogBuild('b2'), 10);
    expect(hosting.served('sw-shell', 'remotes.json')).toEqual({ ...remotes, mfeBlog: { live: 'https://sw-blog.web.app/builds/b1/mf-manifest.json', candidate: 'https://sw-blog.web.app/builds/b2/mf-manifest.json', share: 10 } });
    expect(hosting.documents.at(-1)?.fields).toMatchObject({ action: { stringValue: 'release' }, buildId: { stringValue: 'b2' }, share: { integerValue: '10' } });
    expect(await act('return lib.releaseStates(composition);')).toEqual([
      { remote: 'mfeBlog', live: 'b1', candidate: 'b2', share: 10 },
      { remote: 'mfeCareers', live: 'c1', candidate: null, share: 0 },
    ]);
    await act('return lib.endGradualRelease({ composition, remote: "mfeBlog", action: "promote", ...input.who });');
    expect(hosting.served('sw-shell', 'remotes.json')).toEqual({ ...remotes, mfeBlog: 'https://sw-blog.web.app/builds/b2/mf-manifest.json' });
    expect(await act('return (await composition.log.read()).map((r) => [r.action, r.buildId, r.previous, r.share ?? null]);')).toEqual([
      ['release', 'b2', 'b1', 10],
      ['promote', 'b2', 'b1', null],
    ]);
    // Taken and given back in Firestore transactions, once per command.
    expect(hosting.changes().filter((change) => change.includes('documents:commit'))).toHaveLength(4);
    expect(hosting.named.get(lockName)?.fields).toBeNull();
  });

  it('refuses while the remote is locked, changing nothing', async () => {
    const since = new Date().toISOString();
    const fields = { remote: 'mfeBlog', action: 'rollback', by: 'Bo', since, token: 't', host: 'ci' };
    hosting.named.set(lockName, { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])), writes: 1 });
    await expect(release(blogBuild('b2'))).rejects.toThrow(`mfeBlog is being changed by Bo (rollback of mfeBlog, since ${since}); nothing was done`);
    expect(hosting.changes().filter((change) => !change.includes('firestore'))).toEqual([]);
    expect(hosting.served('sw-shell', 'remotes.json')).toEqual(remotes);
  });

  it('two commands racing for the lock: one wins', async () => {
    const outcome = await act<{ first: unknown; second: unknown }>(`
      const call = async (what, method, url, { body } = {}) => {
        const response = await fetch(url, { method, headers: { authorization: 'Bearer ' + input.token, 'content-type': 'application/json' }, body });
        if (!response.ok) throw new Error(what + ' failed: ' + method + ' ' + url + ' answered ' + response.status + ' ' + (await response.text()));
        return response;
      };
      const lock = lib.firestoreLock({ project: 'sw', call });
      const holder = (remote, by) => ({ remote, action: 'release', by, since: new Date().toISOString(), token: by });
      const [first, second] = await Promise.all([lock.acquire(holder('mfeBlog', 'Asha')), lock.acquire(holder('mfeCareers', 'Bo'))]);
      return { first, second };`);
    const held = [outcome.first, outcome.second];
    expect(held.filter((holder) => holder === null)).toHaveLength(1);
    expect(held.find((holder) => holder !== null)).toMatchObject({ action: 'release' });
  });

  it('prunes only old builds nothing names', async () => {
    hosting.deploy('sw-blog', { ...buildFiles(blogBuild('b1'), ''), ...buildFiles(blogBuild('b1'), 'builds/b1/'), ...buildFiles(blogBuild('p1'), 'builds/p1/'), ...buildFiles(blogBuild('p2'), 'builds/p2/') });
    const old = new Date(Date.now() - 20 * 86_400_000).toISOString();
    hosting.documents.push({ fields: { action: { stringValue: 'upload' }, remote: { stringValue: 'mfeBlog' }, buildId: { stringValue: 'p1' }, previous: { stringValue: 'b1' }, commit: { stringValue: 'a' }, at: { stringValue: old }, by: { stringValue: 'Asha' } } });
    const released = await gradual(blogBuild('b2'), 25);
    expect(released.pruned).toEqual(['p1']);
    const clones = hosting.requests.filter((r) => r.path.endsWith('versions:clone') && r.path.includes('sw-blog')).map((r) => (r.body as { exclude?: unknown }).exclude);
    expect(clones).toEqual([undefined, { regexes: ['^/builds/p1/'] }]);
    expect(await act('return composition.keptBuilds("mfeBlog");')).toEqual(['b1', 'p2', 'b2']);
    expect(hosting.served('sw-blog', 'builds/p1/mf-manifest.json')).toBeUndefined();
  });
});

describe('a plain firebase deploy of a remote', () => {
  const refusal = (site: string) => act<string | null>('return lib.rawDeployRefusal({ dir: "mfe-blog", site: input.site, fetch });', { site });

  it('is refused once the site serves a build', async () => {
    expect(await refusal('sw-blog')).toBe(
      'mfe-blog is live on sw-blog: a firebase deploy would replace its whole version and drop its kept builds (the live build, any candidate, the rollback targets). Release it with: npm run release -- mfe-blog --production [--share <per cent>] (or npm run deploy -w mfe-blog, which runs it)',
    );
  });

  it('goes ahead only on a readable empty site', async () => {
    expect(await refusal('sw-new')).toBeNull();
    hosting.failOn = ['GET sw-blog.web.app/'];
    expect(await refusal('sw-blog')).toMatch(/^cannot tell whether sw-blog serves kept builds \(https:\/\/sw-blog\.web\.app\/mf-manifest\.json answered 503\); a firebase deploy could drop them\. Use: npm run release -- mfe-blog --production/);
  });
});
