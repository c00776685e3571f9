import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support';

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
  test("a blog post's document title is its topic", async ({ page }) => {
    await page.goto('/blog/seed-post-dpd');
    await expect(page.getByRole('heading', { level: 1, name: 'Direct Port Delivery' })).toBeVisible();
    await expect(page).toHaveTitle('Direct Port Delivery | SEAWAVE');
    await page.goto('/blog/seed-post-customs');
    await expect(page).toHaveTitle('Custom Clearance | SEAWAVE');
  });

  test("after a client-side navigation, keyboard focus is on the new page's heading; not on the first load", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main#main h1').first()).toBeVisible();
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
    test(`every new-tab link on ${path} says "opens in a new tab" in its name`, async ({ page }) => {
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

  test('the admin downloads a resume with a button: no link to a resume, no new tab', async ({ page }) => {
    await signIn(page);
    await page.goto('/applicantDetail/seed-applicant-one');
    await expect(page.getByRole('button', { name: 'Download Resume' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Resume/ })).toHaveCount(0);
  });
});

test.describe('floating buttons', () => {
  test("'Chat With Us' is on public pages but not on the staff screens", async ({ page }) => {
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
    test(`at ${width} px, scrolled to the end, the floating buttons cover no part of the copyright line`, async ({ page }) => {
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

test('at 375 px Escape closes the open mobile menu and returns focus to its button', async ({ page }) => {
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
