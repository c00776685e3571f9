// Affected runs: always (composition smoke test)
import { expect, manifestRoute, test } from '../support';

// The shell's own parts of every page: header, Services menu,
// mobile menu, footers by route, scroll-to-top, chat link, document metadata.

test.describe('header', () => {
  test('links the pages and highlights the active one', async ({ page }) => {
    await page.goto('/csr');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/careers');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/allblogs');
    await expect(nav.getByRole('link', { name: 'CSR' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Get A Free Quote' }).click();
    await expect(page).toHaveURL('/getafreequote');
    await expect(nav.getByRole('link', { name: 'CSR' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the header bar is black and fixed', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(header).toHaveCSS('position', 'fixed');
    await page.mouse.wheel(0, 1500);
    await expect(header).toBeInViewport();
  });

  test('Services opens on hover with six pages', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Services' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Custom Clearance', 'Freight Forwarding', 'Transportation', 'Warehousing', 'Exim Consultancy', 'Logistics Design']) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Freight Forwarding', exact: true }).click();
    await expect(page).toHaveURL('/freightforwarding');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Services opens on click and stays open', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Services' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Warehousing', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'All Services' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('Services works by keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Services' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Custom Clearance', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Freight Forwarding', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/freightforwarding');
  });

  test('the mobile menu works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Custom Clearance', exact: true }).click();
    await expect(page).toHaveURL('/customclearance');
    await expect(nav).toBeHidden();
  });
});

test.describe('footer', () => {
  for (const path of ['/about', '/customclearance', '/freightforwarding', '/transportation', '/warehousing', '/eximconsultancy', '/logisticsdesign']) {
    test(`short footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveAttribute('data-footer-variant', 'short');
      await expect(footer).toContainText('Hours: Mon-Sat 9.30-19.00');
      await expect(footer).toContainText('Navi Mumbai');
      await expect(footer).toContainText('Exactly');
    });
  }

  for (const path of ['/', '/csr', '/services', '/getafreequote', '/nowhere']) {
    test(`full footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveAttribute('data-footer-variant', 'full');
      for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
        await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute('target', '_blank');
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    });
  }
});

test('scroll-to-top appears and returns to the top', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(page.getByRole('heading', { name: 'Welcome to SEAWAVE' })).toBeVisible();
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
  await page.waitForTimeout(100);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the chat link opens a prefilled chat', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Chat With Us' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.hostname).toBe('wa.me');
  expect(href.pathname).toMatch(/^\/\d{10,15}$/);
  expect(href.searchParams.get('text')).toBe('Hello! I am interested in learning more about your services.');
});

test('every route gets its own title and description', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/about', '/csr', '/customclearance', '/nowhere']) {
    await page.goto(path);
    // The page sets its own title once it renders (until then the app page's default shows).
    await expect(page).toHaveTitle(path === '/nowhere' ? 'Page not found | SEAWAVE' : manifestRoute(path).title);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    seen.add(title);
  }
  expect(seen.size).toBe(5);
});
