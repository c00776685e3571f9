// Affected runs: mfe-public / /customclearance, mfe-careers /careers /jobdetails/:jobId, mfe-blog /allblogs /blog/:postId, shell
import { expect, holdScripts, hydrationStarted, problemsOf, test } from '../support';

/**
 * A page marked "scripts": "on-use" (content, service, careers and blog pages) is complete as the server wrote it: its app
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
  const release = await holdScripts(page, { afterPaint: true });
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

test('service and data pages load no app until used', async ({ page, renderedSite }) => {
  const problems = problemsOf(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const paths = ['/customclearance', '/careers', '/jobdetails/seed-job-fleet-coordinator', '/allblogs', '/blog/seed-post-customs'];
  for (const path of paths) {
    scripts.length = 0;
    await page.goto(`${renderedSite.origin}${path}`, { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(scripts, path).toEqual(['/after-paint.js']);
    expect(await hydrationStarted(page), path).toBe(false);
  }
  expect(problems).toEqual([]);
});

test('a service video plays from the first use', async ({ page, renderedSite }) => {
  const problems = problemsOf(page);
  const release = await holdScripts(page, { afterPaint: true });
  await page.goto(`${renderedSite.origin}/customclearance`, { waitUntil: 'load' });
  const video = page.getByRole('main').locator('video');
  const paused = () => video.evaluate((node: HTMLVideoElement) => node.paused);
  expect(await paused()).toBe(true);
  const play = page.getByRole('button', { name: 'Play video', exact: true });
  await play.scrollIntoViewIfNeeded();
  await play.tap();
  expect(await hydrationStarted(page)).toBe(false);

  release();
  await expect(page.getByRole('button', { name: 'Pause video', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(await paused()).toBe(false);
  expect(problems).toEqual([]);
});
