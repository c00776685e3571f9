// Affected runs: shell
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { containers, expect, freePort, originOf, overrideRemotes, repoRoot, routeHref, signIn, siteUrls, test } from '../support';

/**
 * The site runs under its real security headers: every public and staff page
 * loads under the Content-Security-Policy with no violation, the staff pages
 * cannot be framed by another site, and the shell and the remotes send the
 * headers generated from remotes.json and app-config.json.
 */

/** The headers `node scripts/security-headers.mjs` generates for the built shell's runtime files. */
const expectedHeaders = securityHeaders({
  remotes: JSON.parse(readFileSync(join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as unknown,
  appConfig: JSON.parse(readFileSync(join(repoRoot, 'shell/dist/app-config.json'), 'utf8')) as unknown,
});
const expected = (key: string): string => expectedHeaders.find((header) => header.key === key)?.value ?? '';

interface CspWatch {
  /** Every violation reported so far: `securitypolicyviolation` events and CSP errors in the console. */
  violations(): Promise<string[]>;
}

/** Records every Content-Security-Policy violation of the page, from before its first script runs. */
async function watchCsp(page: Page): Promise<CspWatch> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations?: string[] };
    store.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (event) => store.__cspViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    async violations() {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      return [...events, ...consoleErrors];
    },
  };
}

/** Opens `path` and waits until its page has rendered and its pictures and videos had time to load. */
async function openAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main h1').first(), `${path}: page shown`).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('full-screen-spinner')).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

const { publicUrls, staffUrls } = siteUrls();
/** Every page anyone may open (from the route manifests), and the not-found page. */
const publicRoutes = [...publicUrls, '/no-such-page'];
const staffRoutes = staffUrls;

test.describe('every page runs under the Content-Security-Policy without a violation', () => {
  test('the public pages, for a visitor', async ({ page }) => {
    test.setTimeout(180_000);
    const csp = await watchCsp(page);
    for (const path of publicRoutes) {
      await openAndSettle(page, path);
      expect(await csp.violations(), `${path}: CSP violations`).toEqual([]);
    }
  });

  test("a visitor's map and client navigation", async ({ page }) => {
    test.setTimeout(90_000);
    const csp = await watchCsp(page);
    await openAndSettle(page, routeHref('heroContact'));
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    await expect(page.locator('iframe[src*="openstreetmap.org"]')).toHaveCount(1);
    for (const name of ['Career', 'Blog', 'CSR']) {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page.locator('main#main h1').first()).toBeVisible();
    }
    expect(await csp.violations()).toEqual([]);
  });

  test('the staff pages, signing in and out', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const csp = await watchCsp(page);
    await signIn(page);
    expect(await csp.violations(), 'signing in: CSP violations').toEqual([]);
    for (const path of staffRoutes) {
      await openAndSettle(page, path);
      expect(await csp.violations(), `${path}: CSP violations`).toEqual([]);
    }
    // Sign Out signs out and goes to the home page.
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('main#main h1').first()).toBeVisible();
    expect(await csp.violations(), 'signing out: CSP violations').toEqual([]);
  });

  test('an unnamed remote cannot run its code', async ({ page, extraServer }) => {
    const csp = await watchCsp(page);
    const stray = await extraServer('mfe-public');
    // remotes.json changed without regenerating the headers.
    await overrideRemotes(page, { mfePublic: stray.manifestUrl }, { csp: false });
    // A page that starts its scripts once painted (not on first use), so the stray remote is asked for at once.
    await page.goto(routeHref('customclearance'));
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the site is not available right now' })).toBeVisible({ timeout: 15_000 });
    const violations = await csp.violations();
    expect(violations.some((v) => v.includes(stray.origin))).toBe(true);
  });
});

test.describe('framing', () => {
  let server: Server | null = null;

  test.afterEach(async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  });

  test('another origin cannot frame the admin page', async ({ page, baseURL }) => {
    const port = await freePort();
    const framing = `http://127.0.0.1:${port}`;
    server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Framing test</title><h1>Another site</h1><iframe title="SEAWAVE admin" src="${baseURL}/admin" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));

    const refused = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes("frame-ancestors 'none'"),
      timeout: 10_000,
    });
    const shellResponse = page.waitForResponse((response) => response.url() === `${baseURL}/admin`);
    await page.goto(framing);
    await expect(page.getByRole('heading', { level: 1, name: 'Another site' })).toBeVisible();
    expect((await shellResponse).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await refused).text()).toContain("frame-ancestors 'none'");

    // The frame holds an error page, never the site: no root element, no sign-in, no staff screen.
    const frame = page.frameLocator('iframe[title="SEAWAVE admin"]');
    await expect(frame.locator('#root')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    for (const child of page.mainFrame().childFrames()) {
      const rendered = await child.evaluate(() => document.querySelector('#root') !== null).catch(() => false);
      expect(rendered, `frame ${child.url()} shows the site`).toBe(false);
    }
  });
});

test.describe('response headers', () => {
  const securityKeys = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Strict-Transport-Security'];

  test('the policy is strict', () => {
    const policy = expected('Content-Security-Policy');
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", ...containers.filter((c) => !c.host).map((c) => originOf(c.dir))]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(expected('X-Content-Type-Options')).toBe('nosniff');
    expect(expected('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(expected('X-Frame-Options')).toBe('DENY');
    expect(expected('Permissions-Policy')).toContain('camera=()');
    expect(expected('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  for (const path of ['/', '/admin', '/remotes.json', '/app-config.json']) {
    test(`the shell sends every header on ${path}`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${path}`);
      expect(response.ok()).toBe(true);
      for (const key of securityKeys) expect(response.headers()[key.toLowerCase()], key).toBe(expected(key));
    });
  }

  for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/routes.json']) {
    test(`a remote sends every header and CORS on ${file}`, async ({ request }) => {
      const response = await request.get(`${originOf('mfe-public')}${file}`, { headers: { Origin: originOf('shell') } });
      expect(response.ok()).toBe(true);
      const headers = response.headers();
      for (const key of securityKeys) expect(headers[key.toLowerCase()], key).toBe(expected(key));
      expect(headers['access-control-allow-origin']).toBe('*');
      expect(headers['content-type']).toMatch(file.endsWith('.js') ? /javascript/ : /json/);
    });
  }
});

test.describe('what is deployed', () => {
  /** Every file of every hosting folder of firebase.json (each container's dist), relative to the repository. */
  const deployedFiles = (): string[] => {
    const hosting = (JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: { public: string }[] }).hosting;
    return hosting.flatMap(({ public: folder }) => readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)));
  };

  test('no built file names a staff member', () => {
    const allowList = JSON.parse(readFileSync(join(repoRoot, 'config/admin-allow-list.json'), 'utf8')) as { staff: { email: string }[] };
    const staffEmails = allowList.staff.map((account) => account.email.toLowerCase());
    expect(staffEmails.length).toBeGreaterThan(0);
    const dists = readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, entry.name, 'dist')))
      .map((entry) => join(entry.name, 'dist'));
    expect(dists).toEqual(expect.arrayContaining(containers.map((container) => join(container.dir, 'dist'))));
    const files = dists.flatMap((folder) =>
      readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((file) => {
      const text = readFileSync(file, 'latin1').toLowerCase();
      return staffEmails.some((email) => text.includes(email));
    });
    expect(naming.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
  });

  test('no source map is in a hosting folder', () => {
    const files = deployedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });
});
