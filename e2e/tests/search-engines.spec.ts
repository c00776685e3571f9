// Affected runs: shell
import { expect, expectNoSeriousA11yViolations, siteUrls, test } from '../support';

/**
 * What search engines and link previews meet before any script runs: HTTP
 * status 200 for every route of the manifests (staff screens included) and
 * 404 for any other path, which still shows the not-found page; robots.txt
 * naming the sitemap; a job's page titled with its position. (The sitemap
 * and the pages rendered on request: server-rendering.spec.ts.)
 */

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

test.describe('HTTP status', () => {
  test('every route of the manifests answers 200 with the site page', async ({ request }) => {
    const { publicUrls, staffUrls, staffRemoteUrls } = siteUrls();
    expect(publicUrls).toEqual(expect.arrayContaining(['/', '/careers', '/jobdetails/seed-job-customs-executive', '/blog/seed-post-dpd']));
    for (const url of [...publicUrls, ...staffUrls, '/careerinputfield?vacancy=seed-job-customs-executive']) {
      const response = await request.get(url);
      expect({ url, status: response.status() }).toEqual({ url, status: 200 });
      expect(await response.text()).toMatch(/<div id="?root"?>/);
      // Staff screens are kept out of search engines by this header, not by a list in robots.txt.
      expect({ url, robots: response.headers()['x-robots-tag'] }).toEqual({ url, robots: staffRemoteUrls.includes(url) ? 'noindex' : undefined });
    }
  });

  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page).toHaveTitle('Page not found | SEAWAVE');
    await expect(page.getByRole('link', { name: 'Get To Home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a query the page does not read is redirected, cacheable, to the address without it; a declared one is kept', async ({ request }) => {
    for (const [url, location] of [
      ['/?x=1', '/'],
      ['/careerinputfield?utm_source=mail&vacancy=seed-job-customs-executive', '/careerinputfield?vacancy=seed-job-customs-executive'],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect({ url, status: response.status(), location: response.headers()['location'] }).toEqual({ url, status: 301, location });
      expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    }
  });

  test('//anything and /about//team answer 404 with the not-found page, never the home page', async ({ request, renderedSite }) => {
    for (const path of ['//anything', '/about//team']) {
      const response = await request.get(`${renderedSite.origin}${path}`, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      const html = await response.text();
      expect(html).toContain('doorway to the great nothing');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test('a path under a route that the route does not serve answers 404 too', async ({ request }) => {
    for (const url of ['/careers/extra', '/jobdetails/seed-job-customs-executive/more', '/blog', '/index.php']) {
      const response = await request.get(url);
      expect({ url, status: response.status() }).toEqual({ url, status: 404 });
    }
  });
});

test('robots.txt lets crawlers read every page, names no staff path (a map for attackers) and names the sitemap', async ({ request, renderedSite }) => {
  const response = await request.get(`${renderedSite.origin}/robots.txt`);
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain('User-agent: *\nDisallow:\n');
  for (const staffPath of siteUrls().staffRemoteUrls) expect(robots).not.toContain(staffPath.split('/')[1] ?? staffPath);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test("a job's page is titled with its position", async ({ page }) => {
  const response = await page.goto('/jobdetails/seed-job-customs-executive');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Customs Documentation Executive' })).toBeVisible();
  await expect(page).toHaveTitle('Customs Documentation Executive | SEAWAVE');
});
