// Affected runs: mfe-blog, mfe-admin, shell, functions
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { baseURL, expect, hydrated, originOf, overrideRemotes, repoRoot, sampleIds, startExtraServer, test, type ExtraServer } from '../support';

/**
 * Every error names its remote and build: a build of mfe-blog whose blog list throws, served to one visitor,
 * fails in the page service and in the browser; within a minute the staff Releases page lists its errors
 * under mfeBlog and that build, and the deployed blog build's count stays 0. The same build released as a
 * candidate of a gradual release is stopped automatically once its visitors' page views reach the stated
 * threshold, and the admin mailbox is told once.
 */

const BROKEN_BUILD = 'e2e0errors0001';
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The built blog under a new build id, its list page's heading replaced by a throw (browser and Node code). */
function brokenBlogBuild(): string {
  const dist = join(repoRoot, 'mfe-blog/dist');
  const live = readJson<{ metaData: { buildId: string } }>(join(dist, 'mf-manifest.json')).metaData.buildId;
  const work = mkdtempSync(join(repoRoot, '.e2e-errors-'));
  const build = join(work, 'builds', BROKEN_BUILD);
  cpSync(join(dist, 'builds', live), build, { recursive: true });
  const manifestFile = join(build, 'mf-manifest.json');
  const manifest = readJson<{ metaData: { buildId: string; ssrRemoteEntry?: { path: string } } }>(manifestFile);
  manifest.metaData.buildId = BROKEN_BUILD;
  if (manifest.metaData.ssrRemoteEntry) manifest.metaData.ssrRemoteEntry.path = `builds/${BROKEN_BUILD}/server`;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  cpSync(manifestFile, join(work, 'mf-manifest.json'));
  let changed = 0;
  for (const file of readdirSync(build, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(build, file), 'utf8');
    if (!text.includes('"Published Blogs"')) continue;
    writeFileSync(join(build, file), text.split('"Published Blogs"').join('(()=>{throw new TypeError("The harbour list broke")})()'));
    changed += 1;
  }
  if (changed < 2) throw new Error(`the blog list's heading was found in ${changed} compiled files, not in the browser and Node code`);
  return work;
}

test.describe('errors of a remote', () => {
  let work: string | null = null;
  let broken: ExtraServer | null = null;
  test.afterEach(async () => {
    await broken?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
    broken = null;
    work = null;
  });

  test('a throwing build is listed within a minute', async ({ page, otherContext }) => {
    test.setTimeout(120_000);
    work = brokenBlogBuild();
    broken = await startExtraServer('mfe-blog', { root: work });
    await overrideRemotes(page, { mfeBlog: `${broken.origin}/builds/${BROKEN_BUILD}/mf-manifest.json` });
    const liveBlog = readJson<{ metaData: { buildId: string } }>(join(repoRoot, 'mfe-blog/dist/mf-manifest.json')).metaData.buildId;

    await page.goto('/allblogs');
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the site is not available right now' })).toBeVisible();

    const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
    const since = Date.now();
    await staffPage.goto('/adminreleases');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const errors = staffPage.getByRole('table', { name: 'Errors in the last hour' });
    const row = (where: string) => errors.getByRole('row').filter({ hasText: BROKEN_BUILD }).filter({ hasText: where });
    // The browser's report is sent within seconds, the page service's within ten; the page reads again every 15.
    await expect(row('Showing a page')).toHaveCount(1, { timeout: 60_000 });
    await expect(row('Page service')).toHaveCount(1, { timeout: 60_000 });
    expect(Date.now() - since).toBeLessThan(60_000);
    await expect(row('Showing a page').getByRole('cell')).toHaveText([BROKEN_BUILD, 'allBlogs', 'Showing a page', 'TypeError', '1']);
    await expect(row('Showing a page').getByRole('rowheader')).toHaveText('mfeBlog');

    const blogRemote = staffPage.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ has: staffPage.getByRole('rowheader', { name: 'mfeBlog' }) });
    await expect(blogRemote.getByRole('cell').nth(0)).toHaveText(liveBlog);
    await expect(blogRemote.getByRole('cell').nth(1)).toHaveText(/^0 in the last hour/);
  });
});

/**
 * A gradual release of the served site: the candidate is uploaded beside the live blog builds (mfe-blog's dist, as
 * a local release does) and named in the shell dist's remotes.json, which the page service of every test shell
 * and the Cloud Functions (SITE_ORIGIN, the shell `npm start` serves from the same dist) read alike.
 */
const CANDIDATE = 'e2e0abort00001';
// One cohort in a hundred: other tests running meanwhile almost never draw it.
const SHARE = 1;
const LIVE_HEADING = 'Published Blogs';
const shellRemotes = join(repoRoot, 'shell/dist/remotes.json');
const blogDist = join(repoRoot, 'mfe-blog/dist');

function writeAtomically(file: string, text: string) {
  writeFileSync(`${file}.e2e-tmp`, text);
  renameSync(`${file}.e2e-tmp`, file);
}

/** The live blog build copied under the candidate's id into mfe-blog's dist, its list page's heading replaced by a throw. */
function uploadThrowingCandidate(live: string): string {
  const build = join(blogDist, 'builds', CANDIDATE);
  rmSync(build, { recursive: true, force: true });
  cpSync(join(blogDist, 'builds', live), build, { recursive: true });
  const manifestFile = join(build, 'mf-manifest.json');
  writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replaceAll(live, CANDIDATE));
  let changed = 0;
  for (const file of readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(build, file), 'utf8');
    if (!text.includes(`"${LIVE_HEADING}"`)) continue;
    writeFileSync(join(build, file), text.split(`"${LIVE_HEADING}"`).join('(()=>{throw new TypeError("The harbour list broke")})()'));
    changed += 1;
  }
  if (changed < 2) throw new Error(`the blog list's heading was found in ${changed} compiled files, not in the browser and Node code`);
  return build;
}

const headingIn = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');
const asVisitorOf = (cohort: number) => ({ headers: { Cookie: `__session=cohort=${cohort}` } });

/** Puts a browser's visitor in `cohort`. */
const joinCohort = (context: BrowserContext, cohort: number) => context.addCookies([{ name: '__session', value: `cohort=${cohort}`, url: baseURL }]);

test.describe('a candidate that throws', () => {
  let remotesBefore: string | null = null;
  let uploaded: string | null = null;
  test.afterEach(() => {
    if (remotesBefore !== null) writeAtomically(shellRemotes, remotesBefore);
    if (uploaded) rmSync(uploaded, { recursive: true, force: true });
    remotesBefore = null;
    uploaded = null;
  });

  test('is stopped after the stated views, mailing once', async ({ page, project, otherContext }) => {
    test.setTimeout(90_000);
    project.expectServerFunctions();
    const live = readJson<{ metaData: { buildId: string } }>(join(blogDist, 'mf-manifest.json')).metaData.buildId;
    const liveStats = `releaseStats/mfeBlog-${live}`;
    const liveErrorsBefore = ((await project.document(liveStats))?.errors as number | undefined) ?? 0;
    const remotesText = readFileSync(shellRemotes, 'utf8');
    const remotes = JSON.parse(remotesText) as Record<string, unknown>;
    expect(typeof remotes.mfeBlog, 'the blog is not in a gradual release already').toBe('string');
    expect(existsSync(join(blogDist, 'builds', CANDIDATE))).toBe(false);
    uploaded = uploadThrowingCandidate(live);
    remotesBefore = remotesText;
    const candidateUrl = `${originOf('mfe-blog')}/builds/${CANDIDATE}/mf-manifest.json`;
    writeAtomically(shellRemotes, `${JSON.stringify({ ...remotes, mfeBlog: { live: remotes.mfeBlog, candidate: candidateUrl, share: SHARE } }, null, 2)}\n`);

    // Visitors: cohort 0 gets the candidate, the others the live build. Posts render with both; the list throws with the candidate.
    const get = async (path: string, cohort: number) => {
      const response = await fetch(new URL(path, baseURL), asVisitorOf(cohort));
      return { status: response.status, heading: headingIn(await response.text()) };
    };
    const post = `/blog/${sampleIds.postId}`;
    const { minPageViews } = readJson<{ releaseGuard: { minPageViews: number } }>(join(repoRoot, 'shared-data/src/limits.json')).releaseGuard;
    const candidateViews = await Promise.all(Array.from({ length: minPageViews + 4 }, () => get(post, 0)));
    expect(candidateViews.map((view) => view.status)).toEqual(Array(minPageViews + 4).fill(200));
    expect(await Promise.all(Array.from({ length: 3 }, () => get('/allblogs', 0)))).toEqual(Array(3).fill({ status: 503, heading: undefined }));
    const liveViews = await Promise.all(Array.from({ length: 10 }, (_, i) => get(i % 2 ? post : '/allblogs', 50 + i)));
    expect(liveViews.map((view) => view.status)).toEqual(Array(10).fill(200));
    expect(liveViews.filter((_, i) => i % 2 === 0).map((view) => view.heading)).toEqual(Array(5).fill(LIVE_HEADING));

    // A visitor in a browser on the candidate: a post, then the blog list by a client navigation, which fails.
    await joinCohort(page.context(), 0);
    await page.goto(post);
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the site is not available right now' })).toBeVisible();
    const since = Date.now();

    const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
    await staffPage.goto('/adminreleases');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const errors = staffPage.getByRole('table', { name: 'Errors in the last hour' });
    const row = (where: string) => errors.getByRole('row').filter({ hasText: CANDIDATE }).filter({ hasText: where });
    await expect(row('Showing a page')).toHaveCount(1, { timeout: 60_000 });
    await expect(row('Page service')).toHaveCount(1, { timeout: 60_000 });
    expect(Date.now() - since).toBeLessThan(60_000);
    await expect(row('Showing a page').getByRole('rowheader')).toHaveText('mfeBlog');
    await expect(row('Page service').getByRole('cell')).toHaveText([CANDIDATE, 'allBlogs', 'Page service', 'Error', '3']);

    const blogRemote = staffPage.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ has: staffPage.getByRole('rowheader', { name: 'mfeBlog' }) });
    await expect(blogRemote.getByRole('cell')).toHaveText(
      [live, /^0 in the last hour/, CANDIDATE, `${SHARE} %`, /^[1-9]\d* in the last hour/, /^Stopped automatically: .* errors per 100 page views .*\. Everyone gets the live build\.$/],
      { timeout: 60_000 },
    );

    // A new visitor of the candidate's cohort gets the live build (the page service reads the guards every 10 s).
    await expect.poll(() => get('/allblogs', 0), { timeout: 20_000 }).toEqual({ status: 200, heading: LIVE_HEADING });
    const newVisitor = await otherContext();
    await joinCohort(newVisitor, 0);
    const newPage = await newVisitor.newPage();
    await newPage.goto('/allblogs');
    await expect(newPage.getByRole('heading', { level: 1, name: LIVE_HEADING })).toBeVisible();

    const mail = (await project.documents('mail')).filter((doc) => doc.id.startsWith('release-stopped-'));
    expect(mail.map((doc) => [doc.id, doc.to])).toEqual([[`release-stopped-mfeBlog-${CANDIDATE}`, 'admin@seawave.example.com']]);
    expect((await project.document('releaseGuards/mfeBlog'))?.abortedBuild).toBe(CANDIDATE);
    expect(((await project.document(liveStats))?.errors as number | undefined) ?? 0).toBe(liveErrorsBefore);
  });
});
