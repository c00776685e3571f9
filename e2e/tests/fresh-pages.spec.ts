// Affected runs: mfe-admin, mfe-careers, mfe-blog
import type { APIRequestContext } from '@playwright/test';
import { expect, publishPost, test } from '../support';

/**
 * What staff change is what visitors and search engines get within a
 * minute, with no command and no deploy: staff work in the admin screens
 * (one browser), and the site as visitors get it (pages rendered on request)
 * answers with the new status, text, title, structured data and sitemap.
 */

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const WITHIN_A_MINUTE = { timeout: 60_000, intervals: [250, 500, 1_000] };

async function answer(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  const html = await response.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type']);
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    ogTitle: /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? null,
    jsonLd,
    html,
  };
}

async function sitemapPaths(request: APIRequestContext, origin: string): Promise<string[]> {
  const xml = await (await request.get(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

test('a blocked vacancy answers 404 until unblocked', async ({ page, request, renderedSite }) => {
  const jobPath = '/jobdetails/seed-job-fleet-coordinator';
  const jobUrl = `${renderedSite.origin}${jobPath}`;
  expect(await answer(request, jobUrl)).toMatchObject({ status: 200, jsonLd: ['JobPosting'], title: 'Fleet Coordinator | SEAWAVE' });
  expect(await sitemapPaths(request, renderedSite.origin)).toContain(jobPath);

  await page.goto('/admincareereditallowance');
  const card = page.getByRole('article', { name: 'Fleet Coordinator' });
  await card.getByRole('button', { name: 'Block Fleet Coordinator' }).click();
  await expect(card.getByText('Blocked', { exact: true })).toBeVisible();

  await expect.poll(async () => (await answer(request, jobUrl)).status, WITHIN_A_MINUTE).toBe(404);
  expect((await answer(request, jobUrl)).jsonLd).toEqual([]);
  await expect.poll(() => sitemapPaths(request, renderedSite.origin), WITHIN_A_MINUTE).not.toContain(jobPath);

  await card.getByRole('button', { name: 'Unblock Fleet Coordinator' }).click();
  await expect(card.getByText('Blocked', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await answer(request, jobUrl)).status, WITHIN_A_MINUTE).toBe(200);
  expect((await answer(request, jobUrl)).jsonLd).toEqual(['JobPosting']);
  await expect.poll(() => sitemapPaths(request, renderedSite.origin), WITHIN_A_MINUTE).toContain(jobPath);
});

test("a post's page follows publish, edit and delete", async ({
  page,
  request,
  renderedSite,
}) => {
  const topic = `Fresh Pages ${Date.now()}`;
  const before = await sitemapPaths(request, renderedSite.origin);

  await publishPost(page, { name: 'Asha Rao', topic, description: 'Published a moment ago.', message: 'Rendered on request, fresh within a minute.' });

  let postPath = '';
  await expect
    .poll(async () => {
      postPath = (await sitemapPaths(request, renderedSite.origin)).find((path) => path.startsWith('/blog/') && !before.includes(path)) ?? '';
      return postPath;
    }, WITHIN_A_MINUTE)
    .not.toBe('');
  const postUrl = `${renderedSite.origin}${postPath}`;
  const published = await answer(request, postUrl);
  expect(published).toMatchObject({ status: 200, jsonLd: ['BlogPosting'], title: `${topic} | SEAWAVE`, ogTitle: `${topic} | SEAWAVE` });
  expect(published.html).toContain('Rendered on request, fresh within a minute.');

  const newTopic = `${topic} (revised)`;
  await page.goto(`/blogedit/${postPath.split('/').pop() ?? ''}`);
  await page.getByRole('textbox', { name: 'Topic' }).fill(newTopic);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admineditblogs$/);
  await expect.poll(async () => (await answer(request, postUrl)).title, WITHIN_A_MINUTE).toBe(`${newTopic} | SEAWAVE`);
  expect((await answer(request, postUrl)).ogTitle).toBe(`${newTopic} | SEAWAVE`);

  await page.getByRole('article', { name: newTopic }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this blog?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(newTopic)).toHaveCount(0);
  await expect.poll(async () => (await answer(request, postUrl)).status, WITHIN_A_MINUTE).toBe(404);
  expect((await answer(request, postUrl)).jsonLd).toEqual([]);
  expect(await sitemapPaths(request, renderedSite.origin)).not.toContain(postPath);
});
