// Affected runs: shell
import { expect, expectNoSeriousA11yViolations, test } from '../support';

// axe on every public page of the composed site: no serious or
// critical violations, including the shell's header, footers and floating
// buttons around each page. The admin, blog, careers and quote specs check
// their own screens.
const publicPages = [
  '/',
  '/about',
  '/heroabout',
  '/herocontact',
  '/services',
  '/customclearance',
  '/freightforwarding',
  '/transportation',
  '/warehousing',
  '/eximconsultancy',
  '/logisticsdesign',
  '/csr',
  '/nowhere',
];

// A link that opens a new tab says so in its accessible name, so nobody is
// surprised by a new tab (the pages' own content; the shell's header and
// footers are checked with the layout).
for (const path of publicPages) {
  test(`${path} is accessible and labels new-tab links`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('full-screen-spinner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const newTabLinks = page.getByRole('main').locator('a[target="_blank"]');
    const count = await newTabLinks.count();
    for (let index = 0; index < count; index += 1) {
      await expect(newTabLinks.nth(index)).toHaveAccessibleName(/opens in a new tab\)$/);
    }
  });
}

test('accessible with the Services menu open', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the mobile menu at 375 px is accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to SEAWAVE' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the home page has new-tab links to check', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to SEAWAVE' })).toBeVisible();
  // The sections below the hero arrive in a chunk of their own.
  await expect.poll(() => page.getByRole('main').locator('a[target="_blank"]').count()).toBeGreaterThanOrEqual(6);
});
