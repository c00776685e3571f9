// Affected runs: mfe-public /, shell
import { expect, hydrationStarted, problemsOf, test } from '../support';

/**
 * A page marked "scripts": "on-use" (home, about, services, privacy) is complete as the server wrote it: its app
 * loads at the visitor's first use. What the visitor did before the app took over is not lost.
 */

test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

test('home loads no script before a Menu tap', async ({ page, renderedSite }) => {
  const problems = problemsOf(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${renderedSite.origin}/`, { waitUntil: 'load' });
  await page.waitForTimeout(1_500);
  expect(scripts).toEqual(['/after-paint.js']);
  expect(await hydrationStarted(page)).toBe(false);

  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await menu.tap();
  await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
  await expect.poll(() => hydrationStarted(page), { timeout: 15_000 }).toBe(true);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a tap before hydration is kept', async ({ page, renderedSite }) => {
  const problems = problemsOf(page);
  // The app's scripts are held back, as on a slow network: the tap lands on server HTML.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(?!after-paint\.js)[^/]+\.js(\?|$)/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto(`${renderedSite.origin}/`, { waitUntil: 'load' });
  const strip = page.getByTestId('partner-strip');
  const pause = page.getByRole('button', { name: 'Pause partner logos' });
  await pause.scrollIntoViewIfNeeded();
  await pause.tap();
  expect(await hydrationStarted(page)).toBe(false);
  await expect(strip).toHaveAttribute('data-paused', 'false');

  release();
  await expect(strip).toHaveAttribute('data-paused', 'true', { timeout: 15_000 });
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});
