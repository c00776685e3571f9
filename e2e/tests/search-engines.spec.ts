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
  test('every manifest route answers 200', async ({ request }) => {
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

  test('an unknown path answers 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page).toHaveTitle('Page not found | SEAWAVE');
    await expect(page.getByRole('link', { name: 'Get To Home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('unread queries redirect to the clean address', async ({ request }) => {
    for (const [url, location] of [
      ['/?x=1', '/'],
      ['/careerinputfield?utm_source=mail&vacancy=seed-job-customs-executive', '/careerinputfield?vacancy=seed-job-customs-executive'],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect({ url, status: response.status(), location: response.headers()['location'] }).toEqual({ url, status: 301, location });
      expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    }
  });

  test('double slashes answer 404, not home', async ({ request, renderedSite }) => {
    for (const path of ['//anything', '/about//team']) {
      const response = await request.get(`${renderedSite.origin}${path}`, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      const html = await response.text();
      expect(html).toContain('doorway to the great nothing');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test('unserved subpaths answer 404', async ({ request }) => {
    for (const url of ['/careers/extra', '/jobdetails/seed-job-customs-executive/more', '/blog', '/index.php']) {
      const response = await request.get(url);
      expect({ url, status: response.status() }).toEqual({ url, status: 404 });
    }
  });
});

test('robots.txt allows pages and hides staff paths', async ({ request, renderedSite }) => {
  const response = await request.get(`${renderedSite.origin}/robots.txt`);
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain('User-agent: *\nDisallow:\n');
  for (const staffPath of siteUrls().staffRemoteUrls) expect(robots).not.toContain(staffPath.split('/')[1] ?? staffPath);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test("a job page's title is its position", async ({ page }) => {
  const response = await page.goto('/jobdetails/seed-job-customs-executive');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Customs Documentation Executive' })).toBeVisible();
  await expect(page).toHaveTitle('Customs Documentation Executive | SEAWAVE');
});
