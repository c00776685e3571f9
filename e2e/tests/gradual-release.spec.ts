// Affected runs: mfe-blog, mfe-careers, shell
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import { securityHeaders, withSecurityHeaders } from '../../scripts/lib/security-headers.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { deepMerge, expect, freePort, hydrated, repoRoot, startExtraServer, test, type ExtraServer, type JsonObject } from '../support';
import { writeLiveRemotes } from '../support/remote-build';

/**
 * Releases are never lost and go out gradually without skew. Two releases of
 * different remotes started at once both take effect; one of a remote that
 * another command is changing is refused naming the holder; remotes.json
 * ends at the last logged switch of each remote. `--share 50` serves the
 * candidate to about half of the new visitors, each kept on one build by
 * the cohort in the `__session` cookie over reloads and client navigations
 * (the document fetches no other build of the blog), with no hydration error; `promote` gives it to everyone, `abort` to nobody.
 *
 * The deployed site is a copy of the hosting folders (the shell's
 * remotes.json, mfe-blog and mfe-careers with their live builds copied; the
 * other files as built), so the repository's dists stay as they were.
 */

const LIVE_HEADING = 'Published Blogs';
const NEW_HEADING = 'Published Harbour Blogs';
const run = promisify(execFile);
const releaseScript = join(repoRoot, 'scripts/release.mjs');

interface Site {
  work: string;
  hosting: string;
  shellOrigin: string;
  remotes: ExtraServer[];
  servers: Server[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const liveBuildOf = (folder: string) => readJson<{ metaData: { buildId: string } }>(join(folder, 'mf-manifest.json')).metaData.buildId;

async function releaseCommand(site: Site, ...args: string[]) {
  const result = await run(process.execPath, [releaseScript, ...args, '--hosting', site.hosting], { cwd: repoRoot, env: { ...process.env, SEAWAVE_RELEASED_BY: 'Test Releaser' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { ...result, output: `${result.stdout}${result.stderr}` };
}

/** A build of the remote in `dir` like the deployed one under a new id, `from` replaced by `to` in its compiled files. */
function candidateFrom(site: Site, dir: string, buildId: string, from?: string, to?: string): string {
  const live = liveBuildOf(join(site.hosting, dir));
  const dist = join(site.work, `candidate-${buildId}`);
  const build = join(dist, 'builds', buildId);
  cpSync(join(site.hosting, dir, 'builds', live), build, { recursive: true });
  const manifestFile = join(build, 'mf-manifest.json');
  writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replaceAll(live, buildId));
  if (from !== undefined && to !== undefined) {
    let changed = 0;
    for (const file of readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(build, file), 'utf8');
      if (!text.includes(from)) continue;
      writeFileSync(join(build, file), text.split(from).join(to));
      changed += 1;
    }
    expect(changed).toBeGreaterThan(1);
  }
  cpSync(manifestFile, join(dist, 'mf-manifest.json'));
  return dist;
}

async function deploySite(appConfigForTest: JsonObject): Promise<Site> {
  const work = mkdtempSync(join(repoRoot, '.e2e-gradual-'));
  const hosting = join(work, 'hosting');
  mkdirSync(join(hosting, 'shell'), { recursive: true });
  const shellDist = join(repoRoot, 'shell/dist');
  for (const name of readdirSync(shellDist)) {
    if (name === 'remotes.json') writeLiveRemotes(join(hosting, 'shell', name));
    else symlinkSync(join(shellDist, name), join(hosting, 'shell', name));
  }
  const remotes: ExtraServer[] = [];
  const remotesFile = join(hosting, 'shell/remotes.json');
  const entries = readJson<Record<string, string>>(remotesFile);
  for (const [dir, name] of [['mfe-blog', 'mfeBlog'], ['mfe-careers', 'mfeCareers']] as const) {
    const dist = join(repoRoot, dir, 'dist');
    const live = liveBuildOf(dist);
    cpSync(dist, join(hosting, dir), { recursive: true, filter: (src) => !src.startsWith(join(dist, 'builds')) || src === join(dist, 'builds') || src.startsWith(join(dist, 'builds', live)) });
    const server = await startExtraServer(dir, { root: join(hosting, dir) });
    remotes.push(server);
    entries[name] = server.manifestUrl;
  }
  for (const dir of ['mfe-public', 'mfe-admin']) symlinkSync(join(repoRoot, dir, 'dist'), join(hosting, dir));
  writeJson(remotesFile, entries);
  const appConfig = readJson<JsonObject>(join(hosting, 'shell/app-config.json'));
  const firebaseJson = join(work, 'firebase.json');
  writeJson(firebaseJson, withSecurityHeaders(readJson(join(repoRoot, 'firebase.json')), securityHeaders({ remotes: entries, appConfig })));
  const port = await freePort();
  const server = await serveStatic({ firebaseJson, target: 'shell', root: join(hosting, 'shell'), port, pages: { mode: 'server', appConfig: deepMerge(appConfig, appConfigForTest) } });
  return { work, hosting, shellOrigin: `http://localhost:${port}`, remotes, servers: [server] };
}

async function closeSite(site: Site | null) {
  if (!site) return;
  await Promise.all(site.remotes.map((remote) => remote.stop()));
  await Promise.all(site.servers.map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))));
  rmSync(site.work, { recursive: true, force: true });
}

const headingIn = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');

/** The blog list's heading a new visitor (no cookie) is served. */
async function newVisitorHeading(site: Site) {
  const response = await fetch(`${site.shellOrigin}/allblogs`);
  return headingIn(await response.text());
}

/**
 * A new visitor in a browser of their own: the blog list's heading on the first load (rendered, then hydrated), on
 * 5 reloads (the page as the server answers the browser's request, with its cookie) and after 3 client navigations
 * (CSR, the blog list, CSR); the builds of mfe-blog the document fetched; every console error and warning.
 */
async function visit(browser: Browser, site: Site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const heading = page.getByRole('heading', { level: 1 }).first();
  const url = `${site.shellOrigin}/allblogs`;
  await page.goto(url);
  await hydrated(page);
  const seen = [await heading.textContent()];
  const reloads = await Promise.all(Array.from({ length: 5 }, async () => headingIn(await (await context.request.get(url)).text()) ?? null));
  seen.push(...reloads);
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'CSR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Social Responsibility' })).toBeVisible();
  await banner.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(heading).toHaveText(/Published/);
  seen.push(await heading.textContent());
  await banner.getByRole('link', { name: 'CSR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Social Responsibility' })).toBeVisible();
  const blogBuilds = await page.evaluate((origin) => [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(origin)).map((name) => /\/builds\/([^/]+)\//.exec(name)?.[1] ?? 'root'))], site.remotes[0]?.origin ?? '');
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  const cookie = (await context.cookies()).find((c) => c.name === '__session')?.value ?? '';
  await context.close();
  return { seen, blogBuilds, navigations, problems, cohort: Number(/^cohort=(\d+)$/.exec(cookie)?.[1] ?? -1) };
}

test.describe('gradual releases', () => {
  let site: Site | null = null;
  test.beforeEach(async ({ project }) => {
    site = await deploySite(project.appConfig());
  });
  test.afterEach(async () => {
    await closeSite(site);
    site = null;
  });

  test('releases lock per remote and lose no switch', async () => {
    if (!site) throw new Error('no site');
    const remotesFile = join(site.hosting, 'shell/remotes.json');
    const blog = candidateFrom(site, 'mfe-blog', 'e2e0gradual0001');
    const careers = candidateFrom(site, 'mfe-careers', 'e2e0gradual0002');
    const [blogRelease, careersRelease] = await Promise.all([releaseCommand(site, 'release', 'mfe-blog', '--built', blog), releaseCommand(site, 'release', 'mfe-careers', '--built', careers)]);
    expect([blogRelease.code, careersRelease.code], `${blogRelease.output}\n${careersRelease.output}`).toEqual([0, 0]);
    expect(readJson<Record<string, string>>(remotesFile)).toMatchObject({
      mfeBlog: expect.stringMatching(/\/builds\/e2e0gradual0001\/mf-manifest\.json$/) as unknown,
      mfeCareers: expect.stringMatching(/\/builds\/e2e0gradual0002\/mf-manifest\.json$/) as unknown,
    });
    const listed = await releaseCommand(site, 'list');
    expect(listed.stdout).toMatch(/^mfeBlog\s+e2e0gradual0001\s+-\s+-$/m);
    expect(listed.stdout).toMatch(/^mfeCareers\s+e2e0gradual0002\s+-\s+-$/m);
    expect(listed.stdout).toMatch(/release\s+mfeBlog\s+e2e0gradual0001\s.*live$/m);
    expect(listed.stdout).toMatch(/release\s+mfeCareers\s+e2e0gradual0002\s.*live$/m);

    // Another command is changing mfe-blog: a release of it is refused, naming who and since when; nothing changes.
    const since = new Date().toISOString();
    writeJson(join(site.hosting, 'release.lock'), { remote: 'mfeBlog', action: 'rollback', by: 'Other Releaser', since, token: 'held', host: 'ci-runner' });
    const before = readFileSync(remotesFile, 'utf8');
    const refused = await releaseCommand(site, 'release', 'mfe-blog', '--built', candidateFrom(site, 'mfe-blog', 'e2e0gradual0003'), '--share', '10');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`mfeBlog is being changed by Other Releaser (rollback of mfeBlog, since ${since}); nothing was done`);
    expect(readFileSync(remotesFile, 'utf8')).toBe(before);
    rmSync(join(site.hosting, 'release.lock'));

    // Two of the same remote at once: each takes effect or is refused naming the other; remotes.json ends at the last logged one.
    const racing = await Promise.all(
      ['e2e0gradual0004', 'e2e0gradual0005'].map((id) => candidateFrom(site as Site, 'mfe-blog', id)).map((dist) => releaseCommand(site as Site, 'release', 'mfe-blog', '--built', dist)),
    );
    for (const result of racing) {
      if (result.code !== 0) expect(result.stderr).toMatch(/mfeBlog is being changed by Test Releaser \(release of mfeBlog, since \d{4}-\d\d-\d\dT[\d:.]+Z\); nothing was done/);
    }
    expect(racing.some((result) => result.code === 0)).toBe(true);
    const log = readFileSync(join(site.hosting, 'releases.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { remote: string; buildId: string });
    expect(log.filter((entry) => entry.remote === 'mfeBlog').length).toBe(1 + racing.filter((result) => result.code === 0).length);
    const lastBlog = log.filter((entry) => entry.remote === 'mfeBlog').at(-1)?.buildId;
    expect(readJson<Record<string, string>>(remotesFile).mfeBlog).toMatch(new RegExp(`/builds/${lastBlog}/mf-manifest\\.json$`));
    expect(readJson<Record<string, string>>(remotesFile).mfeCareers).toMatch(/\/builds\/e2e0gradual0002\/mf-manifest\.json$/);
  });

  test('a 50% share sticks per visitor; promote and abort work', async ({ browser }) => {
    // Twenty browsers, five at a time, each loading, hydrating and navigating: about 25 s on a quiet 2-core machine.
    test.setTimeout(90_000);
    if (!site) throw new Error('no site');
    const live = liveBuildOf(join(site.hosting, 'mfe-blog'));
    const candidate = candidateFrom(site, 'mfe-blog', 'e2e0gradual0010', `"${LIVE_HEADING}"`, `"${NEW_HEADING}"`);
    const released = await releaseCommand(site, 'release', 'mfe-blog', '--built', candidate, '--share', '50');
    expect(released.output).toContain('mfe-blog build e2e0gradual0010 released to 50% of the visitors');
    expect((await releaseCommand(site, 'list', 'mfe-blog')).stdout).toMatch(new RegExp(`^mfeBlog\\s+${live}\\s+e2e0gradual0010\\s+50%$`, 'm'));

    const visitors: Awaited<ReturnType<typeof visit>>[] = [];
    // Five browsers at a time.
    for (let batch = 0; batch < 4; batch += 1) visitors.push(...(await Promise.all(Array.from({ length: 5 }, () => visit(browser, site as Site)))));
    for (const visitor of visitors) {
      const build = visitor.cohort < 50 ? 'e2e0gradual0010' : live;
      expect(visitor.cohort).toBeGreaterThanOrEqual(0);
      expect({ cohort: visitor.cohort, seen: visitor.seen, blogBuilds: visitor.blogBuilds, navigations: visitor.navigations }).toEqual({
        cohort: visitor.cohort,
        seen: Array(7).fill(visitor.cohort < 50 ? NEW_HEADING : LIVE_HEADING),
        blogBuilds: [build],
        navigations: 1,
      });
      expect(visitor.problems.filter((problem) => /hydrat/i.test(problem))).toEqual([]);
    }
    const onCandidate = visitors.filter((visitor) => visitor.seen[0] === NEW_HEADING).length;
    expect(onCandidate).toBeGreaterThanOrEqual(4);
    expect(onCandidate).toBeLessThanOrEqual(16);

    expect((await releaseCommand(site, 'promote', 'mfe-blog')).code).toBe(0);
    expect(await Promise.all(Array.from({ length: 20 }, () => newVisitorHeading(site as Site)))).toEqual(Array(20).fill(NEW_HEADING));

    // Again to half, then aborted: nobody.
    expect((await releaseCommand(site, 'rollback', 'mfe-blog', live)).code).toBe(0);
    expect((await releaseCommand(site, 'release', 'mfe-blog', '--built', candidate, '--share', '50')).code).toBe(0);
    const aborted = await releaseCommand(site, 'abort', 'mfe-blog');
    expect(aborted.output).toContain(`mfe-blog candidate e2e0gradual0010 aborted: everyone is on ${live}`);
    expect(await Promise.all(Array.from({ length: 20 }, () => newVisitorHeading(site as Site)))).toEqual(Array(20).fill(LIVE_HEADING));
  });
});
