// Affected runs: shell
import type { Page } from '@playwright/test';
import {
  container,
  expect,
  expectNoSeriousA11yViolations,
  hydrated,
  installReactRendererProbe,
  navigateInApp,
  overrideRemotes,
  readReactRenderers,
  readShareScope,
  renderInBrowser,
  test,
} from '../support';

/**
 * Platform behaviour: not-found page, a remote that is down and
 * comes back, remotes moved through remotes.json, shared singletons, and no
 * code of other remotes on the home page.
 */

const notFoundText = "Looks like you've found the doorway to the great nothing";
const remoteErrorHeading = 'This part of the site is not available right now';

const remoteError = (page: Page) => page.getByRole('alert').filter({ hasText: remoteErrorHeading });
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });

/** The route's remote page is on screen: no error, no spinner, a level-1 heading inside <main>. */
async function expectRemotePageShown(page: Page) {
  await expect(remoteError(page)).toHaveCount(0);
  await expect(page.locator('main#main h1').first()).toBeVisible();
  await expect(page.locator('main#main h1').first()).not.toHaveText(remoteErrorHeading);
}

const publicPort = container('mfe-public').port;
const otherRemotes = ['mfe-careers', 'mfe-blog', 'mfe-admin'].map((dir) => ({ dir, port: container(dir).port }));

test.describe('not-found page', () => {
  test('shows its text and leads home', async ({ page, baseURL }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    await page.getByRole('link', { name: 'Get To Home' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectRemotePageShown(page);
  });

  test('deep unknown paths show it too', async ({ page }) => {
    // The shell's scripts must load from the site root, not relative to the deep URL.
    await page.goto('/no/such/deep/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: notFoundText })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a remote that is down', () => {
  test('shows an error, others work, Try again recovers', async ({
    page,
    requests,
    extraServer,
    baseURL,
  }) => {
    // mfe-public's build, on a port where nothing listens yet.
    const remote = await extraServer('mfe-public', { listen: false });
    await overrideRemotes(page, { mfePublic: remote.manifestUrl });

    // Its route manifest cannot be fetched either, so a path no other manifest serves may be one of its
    // pages: the panel with Try again, never a false "not found"; and none of its code is fetched.
    await page.goto('/nowhere');
    await expect(remoteError(page)).toBeVisible();
    await expect(page.getByText(notFoundText)).toHaveCount(0);
    expect(requests.toPort(remote.port).map((r) => r.pathname), 'only its route manifest was tried').toEqual(
      Array.from({ length: requests.toPort(remote.port).length }, () => '/routes.json'),
    );

    // Its route shows the error and Try again, inside the normal layout.
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__seawavePageMarker = 'same page'));
    await navigateInApp(page, '/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(remoteError(page)).toBeVisible();
    await expect(tryAgain(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(requests.toPort(remote.port).length, 'the route did try to fetch the remote').toBeGreaterThan(0);

    // Still down: Try again fails again, cleanly.
    await tryAgain(page).click();
    await expect(tryAgain(page)).toBeVisible();

    // Other routes keep working while it is down (client-side navigation).
    await navigateInApp(page, '/allblogs');
    await expectRemotePageShown(page);
    await navigateInApp(page, '/');
    await expect(tryAgain(page)).toBeVisible();

    // The remote comes back: Try again shows the page in the same document.
    await remote.start();
    requests.clear();
    await tryAgain(page).click();
    await expectRemotePageShown(page);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__seawavePageMarker)).toBe('same page');
    const documents = requests.all.filter((r) => r.resourceType === 'document');
    expect(documents, 'no page reload').toEqual([]);
    expect(requests.toPort(remote.port).some((r) => r.pathname.endsWith('.js') && r.status === 200)).toBe(true);
  });
});

test.describe('a remote that is down, reached by client-side navigation', () => {
  // One path of every route of the healthy remotes (detail routes with an unknown id).
  const healthyRoutes = {
    public: ['/', '/about', '/heroabout', '/herocontact', '/services', '/customclearance', '/freightforwarding', '/transportation', '/warehousing', '/eximconsultancy', '/logisticsdesign', '/csr', '/getafreequote'],
    blog: ['/allblogs', '/blog/no-such-post'],
    admin: ['/admin', '/adminviewquoterequests', '/quoteDetails/no-such-quote', '/adminblogpostallowance', '/admineditblogs', '/blogedit/no-such-post', '/admincareerpostallowance', '/admincareereditallowance', '/adminallapplicants', '/applicantDetail/no-such-applicant'],
  };

  test('errors within 5 s with few requests', async ({
    page,
    requests,
    extraServer,
    baseURL,
  }) => {
    const careers = await extraServer('mfe-careers', { listen: false });
    await overrideRemotes(page, { mfeCareers: careers.manifestUrl });
    await page.goto('/');
    await expectRemotePageShown(page);

    const clickedAt = Date.now();
    await page.getByRole('banner').getByRole('link', { name: 'Career', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/careers`);
    // The home page does not stay on screen while the remote is tried.
    await expect(page.getByTestId('hero-layer')).toHaveCount(0, { timeout: 1_000 });
    // The spinner while its route manifest is still being tried, then (or at once, once it has failed) the panel.
    await expect(remoteError(page)).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - clickedAt, 'error panel within 5 s').toBeLessThan(5_000);
    await expect(tryAgain(page)).toBeVisible();

    // Give a retry loop time to show itself: the number of requests stays bounded.
    await page.waitForTimeout(3_000);
    const tries = requests.toPort(careers.port).length;
    expect(tries, 'requests to the down remote').toBeGreaterThan(0);
    expect(tries, 'requests to the down remote').toBeLessThanOrEqual(10);
  });

  test('other remotes work; Try again retries only it', async ({
    page,
    requests,
    extraServer,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const careers = await extraServer('mfe-careers', { listen: false });
    await overrideRemotes(page, { mfeCareers: careers.manifestUrl });
    await page.goto('/careers');
    await expect(remoteError(page)).toBeVisible({ timeout: 10_000 });
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__seawavePageMarker = 'same page'));

    // Header links, clicked, to the other remotes' pages.
    for (const name of ['Blog', 'CSR']) {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expectRemotePageShown(page);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Get A Free Quote' }).click();
    await expect(page).toHaveURL(`${baseURL}/getafreequote`);
    await expectRemotePageShown(page);
    for (const path of [...healthyRoutes.public, ...healthyRoutes.blog, '/signin']) {
      await navigateInApp(page, path);
      await expectRemotePageShown(page);
    }

    // Signed in, the admin remote's routes render too.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with your staff e-mail' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('admin@seawave.example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const path of healthyRoutes.admin) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expectRemotePageShown(page);
    }

    // Back on the failed route: still the panel (the failure is remembered), without new requests.
    requests.clear();
    await navigateInApp(page, '/careers');
    await expect(remoteError(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests.toPort(careers.port), 'a remembered failure is not refetched by navigation').toEqual([]);

    // The remote comes back: Try again fetches that remote only and shows its page, without a reload.
    await careers.start();
    requests.clear();
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers at SEAWAVE' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__seawavePageMarker)).toBe('same page');
    expect(requests.all.filter((r) => r.resourceType === 'document'), 'no page reload').toEqual([]);
    const otherRemotePorts = ['mfe-public', 'mfe-blog', 'mfe-admin'].map((dir) => container(dir).port);
    expect(requests.all.filter((r) => otherRemotePorts.includes(r.port)).map((r) => r.url), 'Try again loads no other remote').toEqual([]);
    expect(requests.toPort(careers.port).some((r) => r.pathname.endsWith('.js') && r.status === 200)).toBe(true);
  });
});

test.describe('remotes.json', () => {
  test('repoints a remote without a shell build', async ({
    page,
    requests,
    extraServer,
  }) => {
    const moved = await extraServer('mfe-public');
    await overrideRemotes(page, { mfePublic: moved.manifestUrl });
    await page.goto('/');
    await expectRemotePageShown(page);
    // The server-rendered page shows before its scripts arrive: wait for the app to take it over.
    await hydrated(page);
    const fromMoved = requests.toPort(moved.port);
    // The page was rendered with the moved remote and hydrates with its versioned build.
    expect(fromMoved.some((r) => r.pathname.endsWith('/mf-manifest.json'))).toBe(true);
    await expect.poll(() => requests.toPort(moved.port).filter((r) => r.pathname.endsWith('.js') && r.status === 200).length).toBeGreaterThan(0);
    expect(requests.toPort(publicPort), `nothing from the usual port ${publicPort}`).toEqual([]);
  });
});

test.describe('shared modules', () => {
  test('React and shared packages load once', async ({
    page,
    pageErrors,
  }) => {
    await installReactRendererProbe(page);
    // Every JS body of the page, to find which container's copy of each library ran.
    const bodies: Promise<{ url: URL; body: string } | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || !response.ok()) return;
      bodies.push(response.text().then((body) => ({ url, body }), () => null));
    });

    await page.goto('/', { waitUntil: 'networkidle' });
    await expectRemotePageShown(page);
    // A second mfe-public page in the same document uses the shared modules again.
    await navigateInApp(page, '/about');
    await expectRemotePageShown(page);
    await page.waitForLoadState('networkidle');

    // 1. Exactly one react-dom renderer registered (a second copy registers itself too).
    const renderers = await readReactRenderers(page);
    expect(renderers.map((r) => `${r.rendererPackageName}@${r.version}`)).toHaveLength(1);

    // 2. The share scope holds exactly one loaded version of each shared package.
    const scope = await readShareScope(page);
    // Every host instance lists the scope it sees, so the same copy can appear
    // under several owners: count distinct copies (version + providing container).
    const loadedVersions = (pkg: string) => [
      ...new Set(scope.filter((e) => e.pkg === pkg && (e.loaded || e.loading)).map((e) => `${e.version} from ${e.from}`)),
    ];
    // The router is shared as "react-router-dom" (a slim re-export that
    // bundles react-router, see tooling/federation/shared.cjs); the code
    // marker check below proves react-router itself ran from one container.
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@emotion/react', '@seawave/shared-ui', '@seawave/shared-data']) {
      expect(loadedVersions(pkg), `${pkg} in the share scope`).toHaveLength(1);
    }
    for (const pkg of new Set(scope.map((e) => e.pkg))) {
      expect(loadedVersions(pkg).length, `${pkg}: ${loadedVersions(pkg).join(', ')}`).toBeLessThanOrEqual(1);
    }

    // 3. Each library's code came from one container only: a remote that
    //    bundled or fell back to its own copy would serve it from its own port.
    const scripts = (await Promise.all(bodies)).filter((s) => s !== null);
    expect(scripts.some((s) => Number(s.url.port) === publicPort), 'mfe-public code was loaded').toBe(true);
    const markers: Record<string, RegExp> = {
      react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/,
      'react-dom': /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/,
      'react-dom/client': /__reactContainer\$/,
      'react-router': /__reactRouterVersion/,
      '@emotion/react': /__EMOTION_TYPE_PLEASE_DO_NOT_USE__/,
    };
    for (const [library, marker] of Object.entries(markers)) {
      const origins = [...new Set(scripts.filter((s) => marker.test(s.body)).map((s) => s.url.origin))];
      expect(origins, `containers whose copy of ${library} was downloaded`).toHaveLength(1);
    }

    // 4. Two Reacts would break hooks ("Invalid hook call"): no page errors.
    expect(pageErrors.map((e) => e.message)).toEqual([]);
  });
});

test.describe('home page downloads', () => {
  test('only route manifests come from other remotes', async ({ page, requests }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectRemotePageShown(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(requests.toPort(publicPort).length, 'mfe-public was loaded').toBeGreaterThan(0);
    for (const { dir, port } of otherRemotes) {
      expect(requests.toPort(port).map((r) => r.pathname).filter((path) => path !== '/routes.json'), `requests to ${dir}`).toEqual([]);
    }
  });
});

test.describe('first load of / as the app page, rendered in the browser (what a staff screen or a failed render gets)', () => {
  test('runtime JSON loads once; the remote loads early', async ({
    page,
    requests,
    baseURL,
  }) => {
    renderInBrowser(page);
    const shellOrigin = new URL(baseURL ?? '').origin;
    const shellPort = Number(new URL(shellOrigin).port);
    // Hold back the shell's bootstrap chunks (everything but main.js) so the
    // shell renders late; the page's remote must not wait for that render.
    await page.route(`${shellOrigin}/*.js`, async (route) => {
      if (!new URL(route.request().url()).pathname.startsWith('/main.')) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    let manifestRequestedAt = 0;
    page.on('request', (request) => {
      if (!manifestRequestedAt && request.url().endsWith(`:${publicPort}/mf-manifest.json`)) manifestRequestedAt = Date.now();
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const headerShownAt = Date.now();
    await expectRemotePageShown(page);
    expect(manifestRequestedAt, 'the manifest of mfe-public was requested').toBeGreaterThan(0);
    expect(headerShownAt - manifestRequestedAt, 'manifest requested well before the shell rendered').toBeGreaterThan(700);
    // index.html preloads the runtime files and index.ts consumes the preloads: one request each.
    for (const file of ['/remotes.json', '/app-config.json']) {
      expect(requests.toPort(shellPort).filter((r) => r.pathname === file), file).toHaveLength(1);
    }
  });

  test('the first hero layer is embedded', async ({ page, requests }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const firstLayer = page.getByTestId('hero-layer').first();
    await expect(firstLayer).toHaveCSS('opacity', '1');
    const background = await firstLayer.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background.startsWith('url("data:image/svg+xml')).toBe(true);
    expect(requests.all.filter((r) => r.pathname.includes('hero-layer-1'))).toEqual([]);
  });
});
