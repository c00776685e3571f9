// Affected runs: mfe-blog
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { deepMerge, expect, hydrated, navigateInApp, overrideRemotes, renderInBrowser, repoRoot, startExtraServer, test, type ExtraServer, type JsonObject } from '../support';
import { buildRemoteWithExtraPages } from '../support/remote-build';

/**
 * A remote ships a new page alone: mfe-blog is rebuilt with one more page
 * and one more route in its manifest (a fixture: e2e/fixtures/remote-new-page)
 * and served on its own, while the shell's build stays exactly as it is. The
 * shell learns the route from the manifest the remote publishes.
 */

const fixturePages = join(repoRoot, 'e2e/fixtures/remote-new-page/pages.json');
const fixtureDist = join(repoRoot, 'node_modules/.cache/seawave-e2e/mfe-blog-with-new-page');
const shellIndex = join(repoRoot, 'shell/dist/app.html');
const firebaseJson = join(repoRoot, 'firebase.json');
const notFoundText = "Looks like you've found the doorway to the great nothing";
const unavailableText = 'This part of the site is not available right now';

const newPageHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Harbour News' });
const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: unavailableText });

/** The route's remote page is on screen: a level-1 heading inside <main>, no error panel. */
async function expectRemotePageShown(page: Page, heading?: string) {
  await expect(page.locator('main#main h1').first()).toBeVisible();
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(unavailable(page)).toHaveCount(0);
}

let shellBuiltAt = 0;
let firebaseJsonBefore = '';

test.beforeAll(async () => {
  // One remote's production build (about a minute on two cores).
  test.setTimeout(240_000);
  shellBuiltAt = statSync(shellIndex).mtimeMs;
  firebaseJsonBefore = readFileSync(firebaseJson, 'utf8');
  await buildRemoteWithExtraPages('mfe-blog', fixturePages, fixtureDist);
});

test.afterAll(() => {
  // The shell was not rebuilt, and its code has never heard of the new page.
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  expect(readFileSync(firebaseJson, 'utf8')).toBe(firebaseJsonBefore);
  const shellScripts = readdirSync(join(repoRoot, 'shell/dist')).filter((file) => file.endsWith('.js'));
  for (const file of shellScripts) expect(readFileSync(join(repoRoot, 'shell/dist', file), 'utf8')).not.toContain('harbournews');
});

/** Serves the rebuilt mfe-blog alone and points this page's remotes.json at it (the shell's build is untouched). */
async function deployRebuiltBlog(page: Page, extraServer: (dir: string, options?: { root?: string }) => Promise<ExtraServer>) {
  const blog = await extraServer('mfe-blog', { root: fixtureDist });
  await overrideRemotes(page, { mfeBlog: blog.manifestUrl });
  return blog;
}

test.describe('a remote that ships a new page alone', () => {
  test('its manifest publishes the new route', async ({ request, extraServer }) => {
    const blog = await extraServer('mfe-blog', { root: fixtureDist });
    const response = await request.get(`${blog.origin}/routes.json`);
    expect(response.ok()).toBe(true);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const manifest = (await response.json()) as { remote: string; pages: { expose: string; routes: { path: string }[] }[] };
    expect(manifest.remote).toBe('mfeBlog');
    expect(manifest.pages.map((p) => p.expose)).toEqual(['./BlogListPage', './BlogPostPage', './HarbourNewsPage']);
  });

  test('the shell serves the route opened directly', async ({ page, extraServer, pageErrors }) => {
    await deployRebuiltBlog(page, extraServer);
    await page.goto('/harbournews');
    await expectRemotePageShown(page, 'Harbour News');
    await expect(page).toHaveTitle('Harbour News | SEAWAVE');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'News from the harbour: a page the shell was never built with.');
    expect(pageErrors.map((e) => e.message)).toEqual([]);
  });

  test('the shell serves the route by client navigation', async ({ page, extraServer, requests }) => {
    await deployRebuiltBlog(page, extraServer);
    await page.goto('/allblogs');
    await expectRemotePageShown(page, 'Published Blogs');
    requests.clear();
    await navigateInApp(page, '/harbournews');
    await expect(newPageHeading(page)).toBeVisible();
    await expect(page).toHaveTitle('Harbour News | SEAWAVE');
    expect(requests.all.filter((r) => r.resourceType === 'document'), 'no page load').toEqual([]);
    // And back to another remote's page.
    await navigateInApp(page, '/careers');
    await expectRemotePageShown(page, 'Careers at SEAWAVE');
  });

  test('unknown paths still show not-found', async ({ page, extraServer }) => {
    await deployRebuiltBlog(page, extraServer);
    await page.goto('/harbournews/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    await expect(page).toHaveTitle('Page not found | SEAWAVE');
    await navigateInApp(page, '/harbour-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
  });

  test('the shell links to it by route name', async ({ page }) => {
    renderInBrowser(page);
    // The blog's team moves its list page: only the manifest it publishes says so.
    await page.route('**/routes.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { remote: string; pages: { routes: { name: string; path: string }[] }[] };
      if (manifest.remote === 'mfeBlog') for (const entry of manifest.pages.flatMap((p) => p.routes)) if (entry.name === 'allBlogs') entry.path = '/harbour-blogs';
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/');
    await hydrated(page);
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    await expect(blogLink).toHaveAttribute('href', '/harbour-blogs');
    await blogLink.click();
    await expect(page).toHaveURL(/\/harbour-blogs$/);
    await expectRemotePageShown(page, 'Published Blogs');
  });

  test('an unreachable manifest breaks only its own paths', async ({ page, extraServer }) => {
    renderInBrowser(page);
    const blog = await deployRebuiltBlog(page, extraServer);
    const manifestUrl = `${blog.origin}/routes.json`;
    await page.route(manifestUrl, (route) => route.abort('connectionrefused'));

    await page.goto('/');
    await expectRemotePageShown(page);
    await navigateInApp(page, '/careers');
    await expectRemotePageShown(page, 'Careers at SEAWAVE');
    await navigateInApp(page, '/csr');
    await expectRemotePageShown(page);

    // Its paths cannot be told from unknown ones: the panel with Try again, not a false "not found".
    await navigateInApp(page, '/harbournews');
    await expect(unavailable(page)).toBeVisible();
    await expect(page.getByText(notFoundText)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();

    // The manifest is back: Try again shows the page in the same document.
    await page.unroute(manifestUrl);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(newPageHeading(page)).toBeVisible();
    await expect(page).toHaveTitle('Harbour News | SEAWAVE');
  });

  test('the live site renders the new page', async ({ request, extraServer, project }) => {
    const blog = await extraServer('mfe-blog', { root: fixtureDist });
    // The shell as deployed, its remotes.json naming where the blog's team deployed its build.
    const remotes = { ...(JSON.parse(readFileSync(join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as Record<string, string>), mfeBlog: blog.manifestUrl };
    const shipped = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/app-config.json'), 'utf8')) as JsonObject;
    const shell = await startExtraServer('shell', { pages: { mode: 'server', appConfig: deepMerge(shipped, project.appConfig()), remotes } });
    try {
      const response = await request.get(`${shell.origin}/harbournews`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Harbour News<\/h1>/);
      expect(html).toContain('<title>Harbour News | SEAWAVE</title>');
      expect((await request.get(`${shell.origin}/harbournews/2`)).status()).toBe(404);
      const sitemap = await (await request.get(`${shell.origin}/sitemap.xml`)).text();
      expect(sitemap).toContain('/harbournews</loc>');
    } finally {
      await shell.stop();
    }
  });
});
