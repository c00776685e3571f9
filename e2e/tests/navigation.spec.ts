// Affected runs: always (composition smoke test)
import type { Page } from '@playwright/test';
import { expect, holdScripts, hydrated, hydrationStarted, problemsOf, signIn, slowCpu, test } from '../support';

/**
 * Moving around the site: page titles, where keyboard focus lands, links that
 * open new tabs, the floating buttons and the mobile menu.
 */

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? { tag: el.tagName.toLowerCase(), text: (el.textContent ?? '').trim() } : null;
  });

test.describe('titles and focus', () => {
  test("a post's document title is its topic", async ({ page }) => {
    await page.goto('/blog/seed-post-dpd');
    await expect(page.getByRole('heading', { level: 1, name: 'Direct Port Delivery' })).toBeVisible();
    await expect(page).toHaveTitle('Direct Port Delivery | SEAWAVE');
    await page.goto('/blog/seed-post-customs');
    await expect(page).toHaveTitle('Custom Clearance | SEAWAVE');
  });

  test('client navigation focuses the new heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main#main h1').first()).toBeVisible();
    // Once the app has taken the page over, a link is a client-side navigation (before that, a page load).
    await hydrated(page);
    expect((await activeElement(page))?.tag).toBe('body');

    await page.getByRole('banner').getByRole('link', { name: 'CSR', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Corporate Social Responsibility' })).toBeFocused();

    // Into another remote, whose code loads first.
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Published Blogs' })).toBeFocused();
    // Tab goes on from the page's start, not from the clicked header link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main#main')?.contains(document.activeElement))).toBe(true);
  });
});

test.describe('links that open a new tab say so', () => {
  for (const path of ['/', '/herocontact', '/about', '/careers']) {
    test(`every new-tab link on ${path} says so`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await page.mouse.wheel(0, 5000);
      const links = page.locator('a[target="_blank"]');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const link = links.nth(i);
        const name = await link.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
        expect(name, await link.evaluate((el) => el.outerHTML.slice(0, 200))).toMatch(/new tab/i);
      }
    });
  }

  test('resumes download by button, not link', async ({ page }) => {
    await signIn(page);
    await page.goto('/applicantDetail/seed-applicant-one');
    await expect(page.getByRole('button', { name: 'Download Resume' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Resume/ })).toHaveCount(0);
  });
});

test.describe('floating buttons', () => {
  test('the chat link shows only on public pages', async ({ page }) => {
    const chat = page.getByRole('link', { name: /Chat With Us/ });
    await page.goto('/');
    await expect(chat).toBeVisible();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(chat).toHaveCount(0);
    await signIn(page);
    await page.goto('/adminviewquoterequests');
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
    await expect(chat).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`they leave the copyright visible at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/csr');
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      await expect(toTop).toBeVisible();
      const copyright = page.getByRole('contentinfo').getByText(/All rights reserved\./);
      const line = (await copyright.boundingBox())!;
      for (const button of [toTop, page.getByRole('link', { name: /Chat With Us/ })]) {
        const box = (await button.boundingBox())!;
        const overlaps = box.x < line.x + line.width && line.x < box.x + box.width && box.y < line.y + line.height && line.y < box.y + box.height;
        expect(overlaps, `${await button.textContent()} over the copyright line`).toBe(false);
      }
    });
  }
});

test('at 375 px Escape closes the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' })).toBeHidden();
});

/**
 * The header of the server-rendered site works before React takes it over
 * (on a slow phone hydration takes seconds) and with scripts blocked: the
 * Menu and Services buttons are native disclosures. A state the visitor
 * opened before hydration is kept by React, which then drives the menus.
 */
test.describe('the header menus before any script runs', () => {
  // Taps, as on a phone.
  test.use({ hasTouch: true });

  const serviceLinks = ['Custom Clearance', 'Freight Forwarding', 'Transportation', 'Warehousing', 'Exim Consultancy', 'Logistics Design'];

  /** `/about` at 1280 px, its scripts held back, with what the desktop Services tests use. */
  async function openAboutWithScriptsHeld(page: Page, origin: string) {
    const problems = problemsOf(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const releaseScripts = await holdScripts(page);
    await page.goto(`${origin}/about`, { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    return { problems, releaseScripts, nav, services: nav.getByRole('button', { name: 'Services' }) };
  }

  test('at 375 px the menus work without scripts', async ({ page, renderedSite }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${renderedSite.origin}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(nav).toBeHidden();
    await menu.tap();
    await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Warehousing', exact: true })).toBeHidden();
    await nav.getByRole('button', { name: 'Services' }).tap();
    for (const label of serviceLinks) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();
    // A second tap closes the menu, a third opens it again.
    await menu.tap();
    await expect(nav).toBeHidden();
    await menu.tap();
    await expect(nav.getByRole('link', { name: 'Freight Forwarding', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Freight Forwarding', exact: true }).tap();
    await expect(page).toHaveURL(`${renderedSite.origin}/freightforwarding`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
    expect(await hydrationStarted(page)).toBe(false);
  });

  test('at 1280 px Services opens without scripts', async ({ browser, renderedSite }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${renderedSite.origin}/about`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
    const services = nav.getByRole('button', { name: 'Services' });
    await expect(nav.getByRole('link', { name: 'Warehousing', exact: true })).toBeHidden();
    await services.click();
    for (const label of serviceLinks) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // The list drops down from the button, over the page (the header bar keeps its height).
    const button = (await services.boundingBox())!;
    const first = (await nav.getByRole('link', { name: 'Custom Clearance', exact: true }).boundingBox())!;
    expect(first.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
    expect(Math.abs(first.x - button.x)).toBeLessThan(4);
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(120);
    await services.click();
    await expect(nav.getByRole('link', { name: 'Warehousing', exact: true })).toBeHidden();
    await context.close();
  });

  test('at 375 px menus tapped early stay open', async ({ page, renderedSite }) => {
    const problems = problemsOf(page);
    await page.setViewportSize({ width: 375, height: 740 });
    const releaseScripts = await holdScripts(page);
    await page.goto(`${renderedSite.origin}/`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await menu.tap();
    await services.tap();
    await expect(nav.getByRole('link', { name: 'Logistics Design', exact: true })).toBeVisible();
    expect(await hydrationStarted(page)).toBe(false);

    releaseScripts();
    await expect.poll(() => hydrationStarted(page)).toBe(true);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Logistics Design', exact: true })).toBeVisible();

    // Escape in Services closes it first (focus back on its button), then the menu.
    await nav.getByRole('link', { name: 'Warehousing', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Warehousing', exact: true })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav).toBeHidden();

    // A tap opens it again; a tap on Services (mouseenter, then click) keeps it open; choosing a service closes both.
    await menu.tap();
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Transportation', exact: true }).tap();
    await expect(page).toHaveURL(`${renderedSite.origin}/transportation`);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a Menu tap at first paint survives slow hydration', async ({ page, renderedSite }) => {
    const problems = problemsOf(page);
    await page.setViewportSize({ width: 375, height: 740 });
    const fullSpeed = await slowCpu(page, 4);
    await page.goto(`${renderedSite.origin}/about`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menu.tap();
    await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
    await expect.poll(() => hydrationStarted(page), { timeout: 20_000 }).toBe(true);
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
    await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
    await fullSpeed();
    expect(problems).toEqual([]);
  });

  test('at 1280 px Services clicked early stays open', async ({ page, renderedSite }) => {
    const { problems, releaseScripts, nav, services } = await openAboutWithScriptsHeld(page, renderedSite.origin);
    await services.click();
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();
    releaseScripts();
    await expect.poll(() => hydrationStarted(page)).toBe(true);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();

    await services.focus();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Custom Clearance', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(nav.getByRole('link', { name: 'Custom Clearance', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // The pointer is still where it clicked: it leaves, then comes back.
    await page.mouse.move(640, 600);
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Exim Consultancy', exact: true })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });

  test('at 1280 px an early hover opens Services', async ({ page, renderedSite }) => {
    const { problems, releaseScripts, nav, services } = await openAboutWithScriptsHeld(page, renderedSite.origin);
    await services.hover();
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
    releaseScripts();
    await expect.poll(() => hydrationStarted(page)).toBe(true);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });
});
