// Affected runs: mfe-blog, mfe-admin, shell
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, overrideRemotes, repoRoot, startExtraServer, test, type ExtraServer } from '../support';

/**
 * Every error names its remote and build: a build of mfe-blog whose blog list throws, served to one visitor,
 * fails in the page service and in the browser; within a minute the staff Releases page lists its errors
 * under mfeBlog and that build, and the deployed blog build's count stays 0. (Stopping a candidate and the
 * mail are proven against the emulators: functions/src/release-guard-emulator.test.ts.)
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

  test('a build that throws on one page is listed on the Releases page with its remote and build within a minute', async ({ page, otherContext }) => {
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
