// Affected runs: mfe-public
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { securityHeaders, withSecurityHeaders } from '../../scripts/lib/security-headers.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { deepMerge, expect, freePort, holdScripts, hydrated, repoRoot, startExtraServer, test, type JsonObject } from '../support';

/**
 * One remote redeployed alone: the public pages' remote is rebuilt with a
 * changed text and deployed where it was (its earlier builds stay under
 * builds/<id>/). The next request for its page is rendered with the new
 * build, with no command run and the shell neither rebuilt nor changed; a
 * page rendered before the deploy keeps hydrating with the build it was
 * rendered with (or, were that build removed, is rendered with the current
 * one).
 */

const OLD_TAGLINE = 'THE WAVES ARE ALWAYS HIGH';
const NEW_TAGLINE = 'THE WAVES ARE HIGHER THAN EVER';
const webpackCli = join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
// Not execFileSync: this process serves the remote and the shell the command fetches from.
const run = promisify(execFile);

const recordedBuilds = (html: string): Record<string, string> => {
  const json = /<script type="application\/json" id="seawave-prerender">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page records no builds');
  return (JSON.parse(json) as { remotes: Record<string, string> }).remotes;
};

/**
 * A visitor whose page arrived before the remote's deploy and whose scripts
 * arrive after it (a slow phone, or a page the CDN kept): the page's scripts
 * are held until `release`.
 */
async function openBeforeDeploy(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const release = await holdScripts(page);
  const opened = openWithoutProblems(page, url);
  await page.waitForLoadState('domcontentloaded');
  return { context, page, release: () => (release(), opened) };
}

/** Files of the shell's build with their contents (to show it was not rebuilt). */
const scriptsOf = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );

async function openWithoutProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return problems;
}

test('redeploys render new; earlier pages keep their build', async ({ browser, project }) => {
  test.setTimeout(300_000);
  // Beside the containers, so the copied remote finds the shared tooling (../tooling) and the root node_modules.
  const work = mkdtempSync(join(repoRoot, '.e2e-redeploy-'));
  const remoteDir = mkdtempSync(join(repoRoot, '.e2e-redeploy-mfe-public-'));
  const servers: Server[] = [];
  try {
    // The remote's own folder (sources and its deployed build), as its team has it.
    cpSync(join(repoRoot, 'mfe-public'), remoteDir, { recursive: true, filter: (src) => !src.includes('node_modules') });
    // The rebuild keeps the newest builds by folder time: the copies keep their age, so the live one stays.
    const builds = join(repoRoot, 'mfe-public/dist/builds');
    for (const id of existsSync(builds) ? readdirSync(builds) : []) {
      const { atime, mtime } = statSync(join(builds, id));
      utimesSync(join(remoteDir, 'dist/builds', id), atime, mtime);
    }
    const remote = await startExtraServer('mfe-public', { root: join(remoteDir, 'dist') });

    // The shell's build as deployed, its remotes.json naming that remote (and its security policy allowing it).
    const shellDir = join(repoRoot, 'shell/dist');
    const remotes = { ...(JSON.parse(readFileSync(join(shellDir, 'remotes.json'), 'utf8')) as Record<string, string>), mfePublic: remote.manifestUrl };
    const appConfig = JSON.parse(readFileSync(join(shellDir, 'app-config.json'), 'utf8')) as JsonObject;
    const firebaseJson = join(work, 'firebase.json');
    const hosting = withSecurityHeaders(JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')), securityHeaders({ remotes, appConfig }));
    writeFileSync(firebaseJson, JSON.stringify(hosting));
    const shellPort = await freePort();
    const pages = { mode: 'server' as const, appConfig: deepMerge(appConfig, project.appConfig()), remotes };
    servers.push(await serveStatic({ firebaseJson, target: 'shell', root: shellDir, port: shellPort, pages }));
    const shellOrigin = `http://localhost:${shellPort}`;
    const shellScripts = scriptsOf(shellDir);

    const home = async () => {
      const response = await fetch(`${shellOrigin}/`);
      expect(response.status).toBe(200);
      return response.text();
    };
    // The rendered page (the organisation's JSON-LD in the head names the slogan too).
    const markupOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="seawave-prerender">/.exec(html)?.[1] ?? '';

    const before = await home();
    expect(markupOf(before)).toContain(OLD_TAGLINE);
    const firstBuild = recordedBuilds(before).mfePublic;
    expect(firstBuild).toMatch(new RegExp(`^${remote.origin}/builds/[0-9a-f]+/mf-manifest\\.json$`));

    // Two visitors whose pages were rendered before the deploy and whose scripts arrive after it.
    const visitorBefore = await openBeforeDeploy(browser, `${shellOrigin}/`);
    const visitorGone = await openBeforeDeploy(browser, `${shellOrigin}/`);

    // The remote's team changes a text, rebuilds and deploys its remote alone.
    const content = join(remoteDir, 'src/content/hero.ts');
    writeFileSync(content, readFileSync(content, 'utf8').replace(OLD_TAGLINE, NEW_TAGLINE));
    for (const extra of [[], ['--env', 'server']]) {
      await run(process.execPath, [webpackCli, '--mode', 'production', '--config', 'webpack.config.cjs', ...extra], {
        cwd: remoteDir,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      });
    }

    // A page rendered before the deploy hydrates with the build it was rendered with, which is still deployed.
    expect(await visitorBefore.release()).toEqual([]);
    await expect(visitorBefore.page.getByText(OLD_TAGLINE).first()).toBeVisible();
    await visitorBefore.page.getByRole('button', { name: 'Services' }).click();
    await expect(visitorBefore.page.getByRole('link', { name: 'All Services' })).toBeVisible();
    await visitorBefore.context.close();

    // Had that build been removed meanwhile, the page would be rendered with the remote's current build instead.
    const firstBuildDir = join(remoteDir, 'dist', new URL(firstBuild ?? '', remote.origin).pathname.replace(/\/mf-manifest\.json$/, ''));
    const kept = `${firstBuildDir}.kept`;
    renameSync(firstBuildDir, kept);
    // Its console may report the missing build's files: what counts is what the visitor sees.
    visitorGone.release().catch(() => undefined);
    await expect(visitorGone.page.getByText(NEW_TAGLINE).first()).toBeVisible();
    await expect(visitorGone.page.getByRole('alert')).toHaveCount(0);
    await visitorGone.context.close();
    renameSync(kept, firstBuildDir);

    // The next request is rendered with the remote's new build: no command, no deploy of the shell.
    const after = await home();
    expect(markupOf(after)).toContain(NEW_TAGLINE);
    expect(markupOf(after)).not.toContain(OLD_TAGLINE);
    expect(recordedBuilds(after).mfePublic).not.toBe(firstBuild);
    const visitorAfter = await browser.newContext();
    const pageAfter = await visitorAfter.newPage();
    expect(await openWithoutProblems(pageAfter, `${shellOrigin}/`)).toEqual([]);
    await expect(pageAfter.getByText(NEW_TAGLINE).first()).toBeVisible();
    await visitorAfter.close();

    // The shell was not rebuilt: its scripts are the ones it was deployed with, and firebase.json is the one it had.
    expect(scriptsOf(shellDir)).toEqual(shellScripts);
    await remote.stop();
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.closeAllConnections();
            server.close(resolve);
          }),
      ),
    );
    rmSync(work, { recursive: true, force: true });
    rmSync(remoteDir, { recursive: true, force: true });
  }
});
