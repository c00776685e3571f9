// Affected runs: mfe-blog, shell
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { securityHeaders, withSecurityHeaders } from '../../scripts/lib/security-headers.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { LOCAL_PREVIEW_KEY, signPreview, type PreviewGrant } from '../../shell/src/server/preview';
import { deepMerge, expect, freePort, hydrated, repoRoot, startExtraServer, test, type JsonObject } from '../support';

/**
 * A team previews its remote's candidate build in the live composed site
 * (the deployed shell, the other remotes, the project's data) before
 * releasing it: the browser that opened a signed preview link sees the
 * candidate, rendered on the server and hydrated with it; any other browser,
 * and a browser holding an expired or forged preview, sees the deployed build.
 */

const LIVE_HEADING = 'Published Blogs';
const CANDIDATE_HEADING = 'Published Blogs (candidate)';
const CANDIDATE = 'ca0d1da7e0000000';

/** The blog remote as deployed (its current build), with a candidate build beside it under builds/<id>/, not released. */
function blogWithCandidate(folder: string): string {
  const dist = join(repoRoot, 'mfe-blog/dist');
  const current = (JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { metaData: { buildId: string } }).metaData.buildId;
  cpSync(dist, folder, { recursive: true, filter: (src) => !src.startsWith(join(dist, 'builds')) || src === join(dist, 'builds') || src.startsWith(join(dist, 'builds', current)) });
  // The candidate: the current build with one text changed (browser and Node builds alike).
  const candidate = join(folder, 'builds', CANDIDATE);
  cpSync(join(folder, 'builds', current), candidate, { recursive: true });
  for (const file of readdirSync(candidate, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const path = join(candidate, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`"${LIVE_HEADING}"`, `"${CANDIDATE_HEADING}"`));
  }
  const manifestFile = join(candidate, 'mf-manifest.json');
  writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replaceAll(current, CANDIDATE));
  return folder;
}

/** Opens a page and collects the console's errors and warnings (a hydration mismatch is one). */
async function open(browser: Browser, url: string, cookie?: { name: string; value: string }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ ...cookie, url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  await hydrated(page);
  return { page, problems };
}

test('a valid preview shows only to its browser', async ({ browser, project }) => {
  const work = mkdtempSync(join(tmpdir(), 'seawave-preview-'));
  const servers: Server[] = [];
  try {
    const blog = await startExtraServer('mfe-blog', { root: blogWithCandidate(join(work, 'mfe-blog')) });

    // The deployed shell, its remotes.json naming that blog remote (and its security policy allowing it).
    const shellDir = join(repoRoot, 'shell/dist');
    const remotes = { ...(JSON.parse(readFileSync(join(shellDir, 'remotes.json'), 'utf8')) as Record<string, string>), mfeBlog: blog.manifestUrl };
    const appConfig = JSON.parse(readFileSync(join(shellDir, 'app-config.json'), 'utf8')) as JsonObject;
    const firebaseJson = join(work, 'firebase.json');
    writeFileSync(firebaseJson, JSON.stringify(withSecurityHeaders(JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')), securityHeaders({ remotes, appConfig }))));
    const port = await freePort();
    servers.push(await serveStatic({ firebaseJson, target: 'shell', root: shellDir, port, pages: { mode: 'server', appConfig: deepMerge(appConfig, project.appConfig()), remotes } }));
    const site = `http://localhost:${port}`;

    const now = Math.floor(Date.now() / 1000);
    const grant: PreviewGrant = { remote: 'mfeBlog', build: CANDIDATE, page: '/allblogs', issuedAt: now - 60, expiresAt: now + 3600 };
    const link = (token: string) => `${site}/_preview/${token}`;

    // The tester opens the link: the page is rendered with the candidate and hydrated with it, with the banner.
    const tester = await open(browser, link(signPreview(grant, LOCAL_PREVIEW_KEY)));
    expect(new URL(tester.page.url()).pathname).toBe('/allblogs');
    await expect(tester.page.getByRole('heading', { level: 1, name: CANDIDATE_HEADING })).toBeVisible();
    await expect(tester.page.getByRole('status').filter({ hasText: `Previewing mfe-blog build ${CANDIDATE}` })).toBeVisible();
    expect(tester.problems).toEqual([]);
    const rendered = await tester.page.request.get(`${site}/allblogs`);
    expect(await rendered.text()).toContain(CANDIDATE_HEADING);
    expect(rendered.headers()['cache-control']).toBe('private, no-store');

    // Another browser, at the same time: the deployed build, no banner.
    const visitor = await open(browser, `${site}/allblogs`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: LIVE_HEADING, exact: true })).toBeVisible();
    await expect(visitor.page.getByText('Previewing')).toHaveCount(0);
    expect(visitor.problems).toEqual([]);

    // A browser still holding an expired preview, or a forged one, sees the deployed build.
    const expired = signPreview({ ...grant, issuedAt: now - 7200, expiresAt: now - 60 }, LOCAL_PREVIEW_KEY);
    const forged = signPreview(grant, 'x'.repeat(40));
    for (const value of [expired, forged]) {
      const held = await open(browser, `${site}/allblogs`, { name: '__session', value });
      await expect(held.page.getByRole('heading', { level: 1, name: LIVE_HEADING, exact: true })).toBeVisible();
      await expect(held.page.getByText('Previewing')).toHaveCount(0);
      await held.page.context().close();
    }
    // An expired or forged link starts nothing and says why.
    const refused = await visitor.page.goto(link(forged));
    expect(refused?.status()).toBe(400);
    await expect(visitor.page.getByRole('alert')).toHaveText('This preview link was not made for this site. Ask for a new one.');
    expect(await visitor.page.context().cookies()).toEqual([]);
    await visitor.page.goto(link(expired));
    await expect(visitor.page.getByRole('alert')).toHaveText('This preview link has expired. Ask for a new one.');
    await visitor.page.context().close();

    // "Stop previewing": the tester's browser sees the deployed build again.
    await tester.page.getByRole('link', { name: 'Stop previewing' }).click();
    await tester.page.waitForURL(`${site}/`);
    await tester.page.goto(`${site}/allblogs`);
    await expect(tester.page.getByRole('heading', { level: 1, name: LIVE_HEADING, exact: true })).toBeVisible();
    await expect(tester.page.getByText('Previewing')).toHaveCount(0);
    await tester.page.context().close();
    await blog.stop();
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))));
    rmSync(work, { recursive: true, force: true });
  }
});
