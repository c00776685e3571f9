// Affected runs: shell
import { container, expect, expectNoSeriousA11yViolations, hydrated, hydrationStarted, manifestRoute, slowCpu, test, type ExtraServer } from '../support';
import type { Page } from '@playwright/test';

/**
 * The site as visitors and crawlers get it: every page rendered on request
 * by the page service (the shell's build on its own port, reading the test's
 * project). Fetched without scripts each page carries its texts, its own
 * title and description, head tags and JSON-LD; in Chromium the same page is
 * hydrated (no hydration error or warning, no layout shift) and works.
 */

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

const textOf = (html: string): string =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

let shell: ExtraServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ project, renderedSite }) => {
  await project.reset();
  shell = renderedSite;
});

test('every public page is rendered on the server', async ({ request }) => {
  const expectations: Record<string, string[]> = {
    '/': ['Welcome to SEAWAVE', 'THE WAVES ARE ALWAYS HIGH'],
    '/about': ['About SEAWAVE'],
    '/customclearance': ['Custom Clearance'],
    '/careers': ['Careers at SEAWAVE', 'Customs Documentation Executive', 'Currently Unavailable'],
    '/allblogs': ['Published Blogs', 'Direct Port Delivery', 'Custom Clearance', 'Warehousing'],
    '/getafreequote': ['Get A Free Quote'],
  };
  for (const [path, texts] of Object.entries(expectations)) {
    const response = await request.get(`${shell.origin}${path}`);
    expect({ path, status: response.status() }).toEqual({ path, status: 200 });
    const html = await response.text();
    for (const text of texts) expect({ path, has: textOf(html).includes(text), text }).toEqual({ path, has: true, text });
    const meta = manifestRoute(path);
    expect(titleOf(html)).toBe(meta.title);
    expect(descriptionOf(html)).toBe(meta.description);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
    // Critical CSS is inline: the page is styled before any script.
    expect(html).toMatch(/<style data-emotion="css[^"]*">/);
  }

  const post = await (await request.get(`${shell.origin}/blog/seed-post-dpd`)).text();
  expect(titleOf(post)).toBe('Direct Port Delivery | SEAWAVE');
  const job = await (await request.get(`${shell.origin}/jobdetails/seed-job-customs-executive`)).text();
  expect(titleOf(job)).toBe('Customs Documentation Executive | SEAWAVE');
  expect(textOf(job)).toContain('Prepare bills of entry and shipping bills');
});

test('an unknown path answers a rendered 404', async ({ request }) => {
  const response = await request.get(`${shell.origin}/no-such-page`);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(textOf(html)).toContain(NOT_FOUND);
  expect(titleOf(html)).toBe('Page not found | SEAWAVE');
});

test('the sitemap lists live pages only', async ({ request }) => {
  const xml = await (await request.get(`${shell.origin}/sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(listed).toEqual(expect.arrayContaining(['/', '/about', '/customclearance', '/careers', '/allblogs', '/getafreequote', '/blog/seed-post-dpd', '/jobdetails/seed-job-customs-executive']));
  expect(listed.filter((path) => /^\/(admin|signin|quoteDetails|applicantDetail)/.test(path))).toEqual([]);
  for (const path of listed) expect({ path, status: (await request.get(`${shell.origin}${path}`)).status() }).toEqual({ path, status: 200 });
  expect(listed).not.toContain('/jobdetails/seed-job-sales-intern');
  expect((await request.get(`${shell.origin}/jobdetails/seed-job-sales-intern`)).status()).toBe(404);
  const robots = await (await request.get(`${shell.origin}/robots.txt`)).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test('JSON-LD blocks parse with their properties', async ({ request }) => {
  const blocks = async (path: string) => jsonLdOf(await (await request.get(`${shell.origin}${path}`)).text());

  for (const path of ['/', '/herocontact']) {
    const [organization] = await blocks(path);
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'SEAWAVE' });
  }
  const [breadcrumb] = await blocks('/customclearance');
  expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
  expect((breadcrumb?.itemListElement as unknown[]).length).toBe(3);

  const [posting] = await blocks('/jobdetails/seed-job-customs-executive');
  expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Customs Documentation Executive', directApply: true });
  for (const property of ['description', 'datePosted', 'hiringOrganization', 'jobLocation', 'employmentType']) expect(posting).toHaveProperty(property);

  const [article] = await blocks('/blog/seed-post-dpd');
  expect(article).toMatchObject({ '@type': 'BlogPosting', headline: 'Direct Port Delivery' });
  for (const property of ['image', 'datePublished', 'dateModified', 'author']) expect(article).toHaveProperty(property);

  expect(await blocks('/about')).toEqual([]);
});

/** Opens a server-rendered page and records console errors and warnings and the layout shift. */
async function openHydrated(page: Page, path: string): Promise<{ problems: string[]; layoutShift: () => Promise<number> }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${shell.origin}${path}`);
  return { problems, layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift) };
}

for (const path of ['/', '/about', '/customclearance', '/careers', '/allblogs', '/blog/seed-post-dpd', '/jobdetails/seed-job-customs-executive']) {
  test(`${path} hydrates without errors or shifts`, async ({ page }) => {
    const { problems, layoutShift } = await openHydrated(page, path);
    await hydrated(page);
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible();
    expect(await layoutShift()).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });
}

/** Whether React has taken over the element (hydrated server HTML carries React's fiber key). */
const isHydrated = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test('home sections hydrate only when scrolled into view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  const { problems, layoutShift } = await openHydrated(page, '/');
  await hydrated(page);
  await expect.poll(() => isHydrated(page, '[data-home-section="hero"]')).toBe(true);
  const partners = '[data-home-section="partners"]';
  const footer = 'footer[data-footer-variant]';
  // Server HTML, on the page but not yet taken over: marked, to show later that React kept these very nodes.
  await expect(page.locator(partners)).toContainText('Trusted Partners');
  await expect(page.locator(footer)).toContainText('SEAWAVE');
  expect(await isHydrated(page, partners)).toBe(false);
  expect(await isHydrated(page, footer)).toBe(false);
  await page.evaluate(({ partners, footer }) => {
    for (const selector of [partners, footer]) (document.querySelector(selector) as unknown as { serverNode: boolean }).serverNode = true;
  }, { partners, footer });
  const scriptsBeforeScrolling = scripts.length;

  await page.locator(partners).scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, partners)).toBe(true);
  expect(scripts.length).toBeGreaterThan(scriptsBeforeScrolling);
  expect(await page.locator(partners).evaluate((element) => (element as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
  await expect(page.locator('[data-home-section="loader"]')).toHaveAttribute('data-in-view', 'true');
  expect(await isHydrated(page, footer)).toBe(false);

  await page.locator(footer).scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, footer)).toBe(true);
  expect(await page.locator(footer).evaluate((element) => (element as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
  expect(await layoutShift()).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});

test('navigating before footer hydration shows the next footer', async ({ page }) => {
  const { problems } = await openHydrated(page, '/');
  await hydrated(page);
  expect(await isHydrated(page, 'footer[data-footer-variant]')).toBe(false);
  await page.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('link', { name: 'Custom Clearance' }).first().click();
  await expect(page).toHaveURL(/\/customclearance$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The short footer of the service pages (the home page has the full one).
  await expect(page.locator('footer[data-footer-variant]')).toHaveAttribute('data-footer-variant', 'short');
  expect(problems).toEqual([]);
});

test('scripts run only after the first paint', async ({ page }) => {
  await slowCpu(page, 4);
  await page.route(/\/assets\/[^/]*-banner\.[0-9a-f]+\./, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const record = window as unknown as { entryScriptAt?: number; imagePaints: { url: string; at: number }[] };
    record.imagePaints = [];
    // The banner's own paint (Element Timing), whether or not it is the page's largest: the footer's video poster can be.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; renderTime: number })[]) record.imagePaints.push({ url: entry.url, at: entry.renderTime || entry.startTime });
    }).observe({ type: 'element', buffered: true });
    new MutationObserver((mutations, observer) => {
      for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
        if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
          record.entryScriptAt = performance.now();
          observer.disconnect();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${shell.origin}/customclearance`);
  await hydrated(page);
  const { entryScriptAt, firstPaint, banner, imagePaints } = await page.evaluate(() => ({
    ...(window as unknown as { entryScriptAt?: number; imagePaints: { url: string; at: number }[] }),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    banner: document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')?.currentSrc,
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(entryScriptAt).toBeGreaterThan(firstPaint ?? Infinity);
  expect(banner).toBeTruthy();
  const bannerPainted = imagePaints.find((entry) => entry.url === banner)?.at;
  expect(bannerPainted, JSON.stringify(imagePaints)).toBeLessThan(entryScriptAt ?? 0);
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible();
});

test('the quote form validates once hydrated', async ({ page }) => {
  const { problems } = await openHydrated(page, '/getafreequote');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('main').getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(`${shell.origin}/getafreequote`);
  expect(problems).toEqual([]);
});

test('reduced motion stops the server-rendered video', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { problems } = await openHydrated(page, '/warehousing');
  await hydrated(page);
  const video = page.locator('main video');
  await expect(video).not.toHaveAttribute('autoplay');
  await expect(page.getByRole('button', { name: 'Play video', exact: true })).toBeVisible();
  expect(await video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
  expect(await video.evaluate((node: HTMLVideoElement) => node.currentTime)).toBe(0);
  expect(problems).toEqual([]);
});

test('at 375 px the rendered mobile menu works', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { problems } = await openHydrated(page, '/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});

test('server-rendered pages are accessible before scripts', async ({ browser }) => {
  const context = await browser.newContext();
  // The site's scripts never arrive (axe itself still runs in the page).
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  for (const path of ['/', '/careers', '/allblogs', '/blog/seed-post-dpd', '/jobdetails/seed-job-customs-executive', '/getafreequote']) {
    await page.goto(`${shell.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);
    await expectNoSeriousA11yViolations(page);
  }
  await context.close();
});

/** Ordinary clicks from directly opened pages: each renders its target page and title (none may leave the old page on screen). */
const clickThroughs: { from: string; link: (page: Page) => ReturnType<Page['getByRole']>; to: string | RegExp; heading: string; title: string }[] = [
  { from: '/', link: (page) => page.getByRole('banner').getByRole('link', { name: 'Career' }), to: '/careers', heading: 'Careers at SEAWAVE', title: manifestRoute('/careers').title },
  { from: '/allblogs', link: (page) => page.getByRole('article', { name: 'Direct Port Delivery' }).getByRole('link', { name: 'Direct Port Delivery' }), to: '/blog/seed-post-dpd', heading: 'Direct Port Delivery', title: 'Direct Port Delivery | SEAWAVE' },
  { from: '/allblogs', link: (page) => page.getByRole('banner').getByRole('link', { name: 'CSR' }), to: '/csr', heading: 'Corporate Social Responsibility', title: manifestRoute('/csr').title },
  { from: '/blog/seed-post-dpd', link: (page) => page.getByRole('link', { name: /Back to all blogs/ }), to: '/allblogs', heading: 'Published Blogs', title: manifestRoute('/allblogs').title },
  { from: '/careers', link: (page) => page.getByRole('link', { name: 'View Customs Documentation Executive' }), to: '/jobdetails/seed-job-customs-executive', heading: 'Customs Documentation Executive', title: 'Customs Documentation Executive | SEAWAVE' },
  { from: '/about', link: (page) => page.getByRole('banner').getByRole('link', { name: 'Blog' }), to: '/allblogs', heading: 'Published Blogs', title: manifestRoute('/allblogs').title },
  { from: '/customclearance', link: (page) => page.locator('main').getByRole('link', { name: 'Get A Free Quote' }), to: '/getafreequote', heading: 'Get A Free Quote', title: manifestRoute('/getafreequote').title },
];

for (const { from, link, to, heading, title } of clickThroughs) {
  test(`opened directly, a click ${from} -> ${to} works`, async ({ page }) => {
    const { problems } = await openHydrated(page, from);
    await hydrated(page);
    await link(page).click();
    await expect(page).toHaveURL(`${shell.origin}${to}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveTitle(title);
    expect(problems).toEqual([]);
  });
}

test('a header link clicked during hydration navigates', async ({ browser }) => {
  test.setTimeout(120_000);
  // Moments after React was given the page (hydration runs as a transition, in slices, for a while).
  for (const delay of [0, 20, 60, 150, 300, 600]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((ms) => {
      const timer = setInterval(() => {
        const root = document.getElementById('root');
        if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
          clearInterval(timer);
          setTimeout(() => {
            const link = [...document.querySelectorAll<HTMLAnchorElement>('header nav a')].find((a) => a.textContent?.trim() === 'Get A Free Quote');
            link?.click();
          }, ms);
        }
      }, 1);
    }, delay);
    await slowCpu(page, 4);
    await page.goto(`${shell.origin}/csr`, { waitUntil: 'domcontentloaded' });
    await expect(page, `clicked ${delay} ms into hydration`).toHaveURL(`${shell.origin}/getafreequote`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' }), `clicked ${delay} ms into hydration`).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CSR' })).not.toHaveAttribute('aria-current', 'page');
    await context.close();
  }
});

test('a down careers remote offers Try again', async ({ page }) => {
  await openHydrated(page, '/');
  await hydrated(page);
  await page.route((url) => url.port === String(container('mfe-careers').port), (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('link', { name: 'Career' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the site is not available right now' })).toBeVisible();
});

test('the application page hydrates without errors', async ({ page }) => {
  const { problems } = await openHydrated(page, '/careerinputfield?vacancy=seed-job-customs-executive');
  await hydrated(page);
  // The applicant's own current position: empty and editable on the server's page as in the browser's.
  await expect(page.getByRole('textbox', { name: 'Current Position' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Current Position' })).toBeEditable();
  expect(problems).toEqual([]);
});

test('an early scroll position is kept', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${shell.origin}/csr`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 1_200));
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(1_200);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
});

test('a tap on an unloaded part applies once', async ({ page }) => {
  // The code of the home page's lower part (the contact section) is held until after the tap.
  let release = () => undefined as void;
  const codeMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.port === String(container('mfe-public').port) && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Show interactive map')) await codeMayCome;
      await route.fulfill({ response, body }).catch(() => undefined);
    },
  );
  await page.route(/openstreetmap\.org/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${shell.origin}/`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const contact = page.getByRole('main').getByRole('region', { name: 'Contact Us', exact: true });
  const button = contact.getByRole('button', { name: 'Show interactive map' });
  await button.click();
  expect(await button.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), 'tapped before its code came').toBe(false);
  release();
  const map = contact.locator('iframe[title="Map showing the SEAWAVE head office in Navi Mumbai"]');
  await expect(map).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  await expect(map).toHaveCount(1);
});

test('a tap before scripts start applies once', async ({ page }) => {
  // The app's scripts arrive 2 s late (a slow phone); the page and after-paint.js do not.
  await page.route(
    (url) => url.origin === shell.origin && url.pathname.endsWith('.js') && url.pathname !== '/after-paint.js',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined);
    },
  );
  await page.route(/openstreetmap\.org/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }));
  await page.goto(`${shell.origin}/herocontact`, { waitUntil: 'domcontentloaded' });
  const contact = page.getByRole('main').getByRole('region', { name: 'Contact Us', exact: true });
  await contact.getByRole('button', { name: 'Show interactive map' }).click();
  expect(await hydrationStarted(page), 'tapped before the scripts ran').toBe(false);
  const map = contact.locator('iframe[title="Map showing the SEAWAVE head office in Navi Mumbai"]');
  await expect(map).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  await expect(map).toHaveCount(1);
});
