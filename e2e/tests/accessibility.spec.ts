import { expect, expectNoSeriousA11yViolations, test } from '../support';

// axe on every public page of the composed site (issue 2): no serious or
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

for (const path of publicPages) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('full-screen-spinner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('no serious accessibility violations with the Services menu open', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('no serious accessibility violations in the mobile menu at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to SEAWAVE' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
