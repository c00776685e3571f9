// Affected runs: mfe-blog, shell
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { securityHeaders, withSecurityHeaders } from '../../scripts/lib/security-headers.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { deepMerge, expect, freePort, hydrated, repoRoot, startExtraServer, test, type ExtraServer, type JsonObject } from '../support';
import { writeLiveRemotes } from '../support/remote-build';

/**
 * A team releases its remote alone and can take it back: `npm run release`
 * checks a build of mfe-blog against the deployed site, uploads it beside
 * the kept builds and points remotes.json at it; the next page load shows
 * it, with no other container rebuilt; `npm run releases` lists it; `npm run
 * rollback` points back at the previous build, with no build run. A build
 * that needs a shared-ui export the deployed shell lacks, or claims a path
 * another remote serves, is refused with a message naming it.
 *
 * The deployed site is a copy of the hosting folders (the blog's build and
 * the shell's remotes.json copied; the other files as built), served by this
 * test, so the repository's dists stay as they were. The candidate is made from the
 * deployed blog build, one text changed in its compiled files, under a new
 * build id: the command releases it with `--built` (a real build of the
 * remote takes minutes; the release command's own build is the remote's
 * production build).
 */

const OLD_HEADING = 'Published Blogs';
const NEW_HEADING = 'Published Harbour Blogs';
const run = promisify(execFile);
const releaseScript = join(repoRoot, 'scripts/release.mjs');

interface Site {
  work: string;
  hosting: string;
  shellOrigin: string;
  blog: ExtraServer;
  servers: Server[];
}

/** The release command on the test's hosting folders: its exit code and output. */
async function releaseCommand(site: Site, ...args: string[]) {
  const result = await run(process.execPath, [releaseScript, ...args, '--hosting', site.hosting], { cwd: repoRoot, env: { ...process.env, SEAWAVE_RELEASED_BY: 'Test Releaser' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { ...result, output: `${result.stdout}${result.stderr}` };
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** A build of mfe-blog like the deployed one under a new id, its compiled files changed by `edit` (which may also change its manifests). */
function candidateFrom(site: Site, buildId: string, edit: (build: string) => void): string {
  const live = readJson<{ metaData: { buildId: string } }>(join(site.hosting, 'mfe-blog/mf-manifest.json')).metaData.buildId;
  const dist = join(site.work, `candidate-${buildId}`);
  const build = join(dist, 'builds', buildId);
  cpSync(join(site.hosting, 'mfe-blog/builds', live), build, { recursive: true });
  const manifestFile = join(build, 'mf-manifest.json');
  const manifest = readJson<{ metaData: { buildId: string; ssrRemoteEntry?: { path: string } } }>(manifestFile);
  manifest.metaData.buildId = buildId;
  if (manifest.metaData.ssrRemoteEntry) manifest.metaData.ssrRemoteEntry.path = `builds/${buildId}/server`;
  writeJson(manifestFile, manifest);
  edit(build);
  cpSync(manifestFile, join(dist, 'mf-manifest.json'));
  return dist;
}

/** Every compiled file of a build (browser and Node) with `from` replaced by `to`; how many files changed. */
function replaceText(build: string, from: string, to: string): number {
  let changed = 0;
  for (const file of readdirSync(build, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(build, file), 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(join(build, file), text.split(from).join(to));
    changed += 1;
  }
  return changed;
}

/** The deployed site in a temporary folder: the shell and mfe-blog copied (the blog with its live build only), the others as built. */
async function deploySite(appConfigForTest: JsonObject): Promise<Site> {
  const work = mkdtempSync(join(repoRoot, '.e2e-release-'));
  const hosting = join(work, 'hosting');
  mkdirSync(hosting);
  // The shell's files are its built ones (linked: one renderer per process, the one the worker's own shells
  // load), except remotes.json, the hosting folder's own copy, which the release replaces.
  const shellDist = join(repoRoot, 'shell/dist');
  mkdirSync(join(hosting, 'shell'));
  for (const name of readdirSync(shellDist)) {
    if (name === 'remotes.json') writeLiveRemotes(join(hosting, 'shell', name));
    else symlinkSync(join(shellDist, name), join(hosting, 'shell', name));
  }
  const blogDist = join(repoRoot, 'mfe-blog/dist');
  const live = readJson<{ metaData: { buildId: string } }>(join(blogDist, 'mf-manifest.json')).metaData.buildId;
  cpSync(blogDist, join(hosting, 'mfe-blog'), { recursive: true, filter: (src) => !src.startsWith(join(blogDist, 'builds')) || src === join(blogDist, 'builds') || src.startsWith(join(blogDist, 'builds', live)) });
  for (const dir of ['mfe-public', 'mfe-careers', 'mfe-admin']) symlinkSync(join(repoRoot, dir, 'dist'), join(hosting, dir));

  const blog = await startExtraServer('mfe-blog', { root: join(hosting, 'mfe-blog') });
  const remotesFile = join(hosting, 'shell/remotes.json');
  const remotes = { ...readJson<Record<string, string>>(remotesFile), mfeBlog: blog.manifestUrl };
  writeJson(remotesFile, remotes);
  const appConfig = readJson<JsonObject>(join(hosting, 'shell/app-config.json'));
  const firebaseJson = join(work, 'firebase.json');
  writeJson(firebaseJson, withSecurityHeaders(readJson(join(repoRoot, 'firebase.json')), securityHeaders({ remotes, appConfig })));
  const port = await freePort();
  // No remotes given to the server: it reads the hosting folder's remotes.json on every request, as Hosting serves it.
  const server = await serveStatic({ firebaseJson, target: 'shell', root: join(hosting, 'shell'), port, pages: { mode: 'server', appConfig: deepMerge(appConfig, appConfigForTest) } });
  return { work, hosting, shellOrigin: `http://localhost:${port}`, blog, servers: [server] };
}

async function closeSite(site: Site | null) {
  if (!site) return;
  await site.blog.stop();
  await Promise.all(site.servers.map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))));
  rmSync(site.work, { recursive: true, force: true });
}

/** The blog list's heading on a fresh page load, rendered by the server and then by the browser. */
async function headingOnNextLoad(page: Page, site: Site) {
  const response = await fetch(`${site.shellOrigin}/allblogs`);
  const html = await response.text();
  if (response.status !== 200) return { server: `HTTP ${response.status}`, browser: null };
  await page.goto(`${site.shellOrigin}/allblogs`);
  await hydrated(page);
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  const rendered = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');
  return { server: rendered, browser: heading };
}

const builtScripts = (folder: string) => Object.fromEntries(readdirSync(folder).filter((name) => name.endsWith('.js')).map((name) => [name, statSync(join(folder, name)).mtimeMs]));

test.describe('releasing one remote alone', () => {
  let site: Site | null = null;
  test.beforeEach(async ({ project }) => {
    site = await deploySite(project.appConfig());
  });
  test.afterEach(async () => {
    await closeSite(site);
    site = null;
  });

  test('a blog release goes live and rolls back', async ({ page, pageErrors }) => {
    if (!site) throw new Error('no site');
    const shellScripts = builtScripts(join(site.hosting, 'shell'));
    const othersBefore = ['mfe-public', 'mfe-careers', 'mfe-admin'].map((dir) => statSync(join(site?.hosting ?? '', dir, 'mf-manifest.json')).mtimeMs);
    expect(await headingOnNextLoad(page, site)).toEqual({ server: OLD_HEADING, browser: OLD_HEADING });
    const before = readJson<{ metaData: { buildId: string } }>(join(site.hosting, 'mfe-blog/mf-manifest.json')).metaData.buildId;

    const candidate = candidateFrom(site, 'e2e0release0001', (build) => expect(replaceText(build, `"${OLD_HEADING}"`, `"${NEW_HEADING}"`)).toBeGreaterThan(1));
    const released = await releaseCommand(site, 'release', 'mfe-blog', '--built', candidate);
    expect(released.output).toContain(`mfe-blog build e2e0release0001 released`);
    expect(released.code).toBe(0);
    expect(readJson<Record<string, string>>(join(site.hosting, 'shell/remotes.json')).mfeBlog).toBe(`${site.blog.origin}/builds/e2e0release0001/mf-manifest.json`);
    expect(await headingOnNextLoad(page, site)).toEqual({ server: NEW_HEADING, browser: NEW_HEADING });

    const listed = await releaseCommand(site, 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`release\\s+mfeBlog\\s+e2e0release0001\\s+${before}\\s+\\S+\\s+Test Releaser\\s+live`));

    const kept = readdirSync(join(site.hosting, 'mfe-blog/builds')).sort();
    const rolledBack = await releaseCommand(site, 'rollback', 'mfe-blog');
    expect(rolledBack.output).toContain(`mfe-blog rolled back to ${before} (was e2e0release0001)`);
    expect(rolledBack.code).toBe(0);
    expect(await headingOnNextLoad(page, site)).toEqual({ server: OLD_HEADING, browser: OLD_HEADING });
    // Nothing was built: the kept builds are the same, and the rollback is logged like a release.
    expect(readdirSync(join(site.hosting, 'mfe-blog/builds')).sort()).toEqual(kept);
    expect((await releaseCommand(site, 'list', 'mfe-blog')).stdout).toMatch(new RegExp(`rollback\\s+mfeBlog\\s+${before}\\s+e2e0release0001\\s+\\S+\\s+Test Releaser\\s+live`));

    // The shell and the other remotes were neither rebuilt nor changed.
    expect(builtScripts(join(site.hosting, 'shell'))).toEqual(shellScripts);
    expect(['mfe-public', 'mfe-careers', 'mfe-admin'].map((dir) => statSync(join(site?.hosting ?? '', dir, 'mf-manifest.json')).mtimeMs)).toEqual(othersBefore);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });

  test('refuses a missing shared export or foreign route', async () => {
    if (!site) throw new Error('no site');
    const remotesBefore = readFileSync(join(site.hosting, 'shell/remotes.json'), 'utf8');

    const newExport = candidateFrom(site, 'e2e0release0002', (build) => {
      const contract = readJson<{ imports: Record<string, string[]> }>(join(build, 'shared-contract.json'));
      contract.imports['@seawave/shared-ui'] = [...(contract.imports['@seawave/shared-ui'] ?? []), 'HarbourBanner'];
      writeJson(join(build, 'shared-contract.json'), contract);
    });
    const refusedExport = await releaseCommand(site, 'release', 'mfe-blog', '--built', newExport);
    expect(refusedExport.code).toBe(1);
    expect(refusedExport.stderr).toMatch(/@seawave\/shared-ui: mfeBlog imports "HarbourBanner", which the deployed shell's @seawave\/shared-ui \d+\.\d+\.\d+ does not export/);

    const careers = candidateFrom(site, 'e2e0release0003', (build) => {
      const routes = readJson<{ pages: { routes: { name: string; path: string }[] }[] }>(join(build, 'routes.json'));
      routes.pages[0]?.routes.push({ ...(routes.pages[0]?.routes[0] ?? { name: '', path: '' }), name: 'blogCareers', path: '/careers' });
      writeJson(join(build, 'routes.json'), routes);
    });
    const refusedRoute = await releaseCommand(site, 'release', 'mfe-blog', '--built', careers);
    expect(refusedRoute.code).toBe(1);
    expect(refusedRoute.stderr).toMatch(/route "\/careers" \(\.\/\w+\): already served by mfeCareers/);

    // Nothing was uploaded, pointed or logged.
    expect(readFileSync(join(site.hosting, 'shell/remotes.json'), 'utf8')).toBe(remotesBefore);
    expect(existsSync(join(site.hosting, 'mfe-blog/builds/e2e0release0002'))).toBe(false);
    expect(existsSync(join(site.hosting, 'mfe-blog/builds/e2e0release0003'))).toBe(false);
    expect(existsSync(join(site.hosting, 'releases.jsonl'))).toBe(false);
  });
});
