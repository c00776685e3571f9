// Affected runs: mfe-blog, mfe-admin
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { emulatorHosts, expect, expectNoSeriousA11yViolations, hydrated, overrideAppConfig, projectOf, renderInBrowser, repoRoot, signIn, test } from '../support';

/**
 * The blog: the public list and post pages of mfe-blog and the admin create /
 * edit list / edit screens of mfe-admin, against the local back end. Each
 * test has a fresh browser context and its project starts from the sample
 * content (3 sample posts) unless a test empties it.
 */

// ---------------------------------------------------------------- images

// Real pictures: a 120 x 80 PNG, a 48 x 48 PNG, a 200 x 50 JPEG, and a 1 x 1 WebP and GIF.
const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);
const mainPhoto = fixture('harbour.png');
const profilePhoto = fixture('author.png');
const newMainPhoto = fixture('new-harbour.jpg');
const webpPhoto = fixture('pixel.webp');
const gifPhoto = fixture('pixel.gif');
// Not pictures, though named .png: an SVG carrying a script, and plain text.
const svgNamedPng = fixture('script-svg.png');
const textNamedPng = fixture('notes.png');
const NOT_A_PICTURE = 'This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.';

// ---------------------------------------------------------------- helpers

const FIELDS_REQUIRED = 'Please fill out all fields.';
const TOO_LONG = 'Some answers are too long. Please shorten them.';
const DELETE_QUESTION = 'Are you sure you want to delete this blog?';
const seedTopicsLatestFirst = ['Warehousing', 'Custom Clearance', 'Direct Port Delivery'];

const postList = (page: Page) => page.getByRole('list', { name: 'Blog posts' });
const topicsIn = (page: Page) => postList(page).getByRole('heading', { level: 2 });

/** True once the image has loaded real pixels. */
async function expectImageLoaded(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

async function fillPostForm(page: Page, values: { name: string; topic: string; description: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Topic', { exact: true }).fill(values.topic);
  await page.getByLabel('Description', { exact: true }).fill(values.description);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

// ---------------------------------------------------------------- tests

test.describe('public blog', () => {
  test('lists posts latest first, each opening its post', async ({ page }) => {
    await page.goto('/allblogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Published Blogs' })).toBeVisible();
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);
    const card = page.getByRole('article', { name: 'Custom Clearance' });
    await expect(card.getByText('SEAWAVE Customs Desk')).toBeVisible();
    await expectImageLoaded(card.getByRole('img', { name: 'Author: SEAWAVE Customs Desk' }));
    await expect(card.getByText('Five documents that keep your shipment from waiting at customs.')).toBeVisible();
    await card.getByRole('link', { name: 'Custom Clearance' }).click();
    await expect(page).toHaveURL(/\/blog\/seed-post-customs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Clearance' })).toBeVisible();
  });

  test('shows skeleton cards while posts load', async ({ page }) => {
    // A page opened directly comes with its posts; one reached from another page reads them in the browser.
    await page.goto('/about');
    await hydrated(page);
    // Hold back the page service's data answers for 2 s, so the list stays loading.
    await page.route('**/_data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Published Blogs' })).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: 'Loading posts' })).toBeAttached();
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst, { timeout: 15_000 });
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('an unknown post shows a not-found message', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page.getByText('This blog post does not exist or has been removed.')).toBeVisible();
    await page.getByRole('link', { name: /Back to all blogs/ }).click();
    await expect(page).toHaveURL(/\/allblogs$/);
  });

  test('a direct open reads nothing in the browser', async ({ page }) => {
    const reads: string[] = [];
    const firestore: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_data/')) reads.push(request.url());
      if (request.url().includes(emulatorHosts.firestore)) firestore.push(request.url());
    });
    await page.goto('/allblogs');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Direct Port Delivery' }).first()).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(reads).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'CSR', exact: true }).click();
    await expect(page).toHaveURL(/\/csr$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/allblogs$/);
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    // Through the page service, never the database.
    expect(firestore).toEqual([]);
  });

  test('a failed load shows an error in red', async ({ page }) => {
    // A page the server rendered moments ago shows the posts it read and does not read them again: the browser's read is what fails here.
    renderInBrowser(page);
    await page.route('**/_data/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Not available right now."}' }));
    await page.goto('/allblogs');
    const error = page.getByRole('alert').filter({ hasText: 'Error fetching posts. Please try again later.' });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  });

  test('missing photos show a placeholder with alt text', async ({ page }) => {
    const project = projectOf(page);
    const post = (await project.documents('posts')).find((p) => p.id === 'seed-post-dpd');
    expect(post).toBeDefined();
    for (const path of [post!.mainPhoto, post!.profilePhoto]) {
      expect(typeof path).toBe('string');
      const url = `http://${emulatorHosts.storage}/v0/b/${project.projectId}.appspot.com/o/${encodeURIComponent(String(path))}`;
      const response = await fetch(url, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
      expect(response.ok).toBe(true);
    }

    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);
    const card = page.getByRole('article', { name: 'Direct Port Delivery' });
    const author = `Author: ${String(post!.name)}`;
    const placeholder = card.getByRole('img', { name: author });
    // The picture is tried first; once it fails, the placeholder takes its place under the same name.
    await expect.poll(() => placeholder.evaluate((element) => element.tagName)).not.toBe('IMG');
    await expect(placeholder).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);

    await card.getByRole('link', { name: 'Direct Port Delivery' }).click();
    const illustration = page.getByRole('img', { name: 'Illustration for Direct Port Delivery' });
    await expect.poll(() => illustration.evaluate((element) => element.tagName)).not.toBe('IMG');
    await expect(illustration).toBeVisible();
    // The alternative text is shown whole, not clipped.
    await expect(illustration).toHaveText('Illustration for Direct Port Delivery');
    expect(await illustration.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: author }).evaluate((element) => element.tagName)).not.toBe('IMG');
    await expect(page.getByRole('img', { name: author })).toBeVisible();
    await expect(page.locator('article img')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the blog pages are accessible', async ({ page }) => {
    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/blog/seed-post-dpd');
    await expect(page.getByRole('heading', { level: 1, name: 'Direct Port Delivery' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('admin blog', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ signedInAs: 'admin' });

  test('creates and edits a post with real photos', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/adminblogpostallowance');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Blog Post' })).toBeVisible();
    const message = 'First line\nsecond line\n\nA new paragraph with <script>alert(1)</script> and <b>bold</b>';
    await fillPostForm(page, { name: 'Asha Rao', topic: 'E2E Harbour Notes', description: 'What we saw at the port.', message });
    await page.getByLabel('Blog Photo').setInputFiles(mainPhoto);
    await page.getByLabel('Profile Photo').setInputFiles(profilePhoto);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Blog post published.' })).toBeVisible();

    // Top of /allblogs (latest first).
    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveText(['E2E Harbour Notes', ...seedTopicsLatestFirst]);
    await page.getByRole('link', { name: 'E2E Harbour Notes' }).click();

    // Detail: both photos load, the text keeps its line breaks, markup is literal.
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Harbour Notes' })).toBeVisible();
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Illustration for E2E Harbour Notes' }))).toBe(120);
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Author: Asha Rao' }))).toBe(48);
    const body = page.getByTestId('post-message');
    const paragraphs = body.locator('p');
    await expect(paragraphs).toHaveCount(2);
    expect(await paragraphs.nth(0).innerHTML()).toBe('First line<br>second line');
    await expect(paragraphs.nth(1)).toHaveText('A new paragraph with <script>alert(1)</script> and <b>bold</b>');
    await expect(body.locator('b, script')).toHaveCount(0);
    const postUrl = page.url();
    const postId = decodeURIComponent(postUrl.split('/blog/')[1] ?? '');
    expect(postId).not.toBe('');

    // Edit only the topic: both photos are kept.
    await page.goto('/admineditblogs');
    await page.getByRole('article', { name: 'E2E Harbour Notes' }).getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blogedit/${postId}$`));
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
    await expectImageLoaded(page.getByRole('img', { name: 'Blog Photo (current)' }));
    await page.getByLabel('Topic', { exact: true }).fill('E2E Harbour Notes, revised');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/admineditblogs$/);
    await expect(page.getByRole('status').filter({ hasText: 'The blog post was updated.' })).toBeVisible();

    await page.goto(postUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Harbour Notes, revised' })).toBeVisible();
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Illustration for E2E Harbour Notes, revised' }))).toBe(120);
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Author: Asha Rao' }))).toBe(48);

    // Replace the main photo: it changes, the profile photo stays.
    await page.goto(`/blogedit/${encodeURIComponent(postId)}`);
    await page.getByLabel('Blog Photo').setInputFiles(newMainPhoto);
    await expectImageLoaded(page.getByRole('img', { name: 'Blog Photo preview (new)' }));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/admineditblogs$/);
    await page.goto(postUrl);
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Illustration for E2E Harbour Notes, revised' }))).toBe(200);
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Author: Asha Rao' }))).toBe(48);
    expect(dialogs, 'no script from the post ran').toEqual([]);
  });

  test('delete asks first; cancel keeps, confirm removes', async ({ page }) => {
    await page.goto('/admineditblogs');
    const row = page.getByRole('article', { name: 'Warehousing' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: DELETE_QUESTION });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog', { name: DELETE_QUESTION }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The blog post was deleted.' })).toBeVisible();
    await expect(topicsIn(page)).toHaveText(['Custom Clearance', 'Direct Port Delivery']);

    await page.reload();
    await expect(topicsIn(page)).toHaveText(['Custom Clearance', 'Direct Port Delivery']);
    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveText(['Custom Clearance', 'Direct Port Delivery']);
    await page.goto('/blog/seed-post-warehousing');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  });

  test('shows every validation message', async ({ page }) => {
    await page.goto('/adminblogpostallowance');
    const post = page.getByRole('button', { name: 'Post', exact: true });
    const alert = page.getByRole('alert');

    await post.click();
    await expect(alert).toContainText(FIELDS_REQUIRED);
    await fillPostForm(page, { name: 'N', topic: 'T', description: 'D', message: 'M' });
    await post.click();
    await expect(alert).toContainText(FIELDS_REQUIRED);
    await page.getByLabel('Blog Photo').setInputFiles(mainPhoto);
    await post.click();
    await expect(alert).toContainText(FIELDS_REQUIRED);
    // A file that is not an image is refused at once, with its reason.
    await page.getByLabel('Profile Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('The image "notes.txt" must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    await post.click();
    await expect(alert).toContainText('The image "notes.txt" must be a PNG, JPEG, WebP or GIF image.');
    await page.getByLabel('Profile Photo').setInputFiles(profilePhoto);
    await page.getByLabel('Topic', { exact: true }).fill('   ');
    await post.click();
    await expect(alert).toContainText(FIELDS_REQUIRED);
    await expect(page).toHaveURL(/\/adminblogpostallowance$/);

    // Edit: each of the four texts is required.
    await page.goto('/blogedit/seed-post-dpd');
    const update = page.getByRole('button', { name: 'Update' });
    for (const label of ['Name', 'Topic', 'Description', 'Message']) {
      const control = page.getByLabel(label, { exact: true });
      const before = await control.inputValue();
      await control.fill('');
      await update.click();
      await expect(alert).toContainText(FIELDS_REQUIRED);
      await control.fill(before);
    }
    await expect(page).toHaveURL(/\/blogedit\/seed-post-dpd$/);
  });

  test('marks fields to fix and refuses long topics', async ({
    page,
  }) => {
    await page.goto('/adminblogpostallowance');
    const post = page.getByRole('button', { name: 'Post', exact: true });
    await post.click();
    await expect(page.getByRole('alert')).toContainText(FIELDS_REQUIRED);
    for (const label of ['Name', 'Topic', 'Description', 'Message', 'Blog Photo', 'Profile Photo']) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    const longTopic = 'Harbour notes from the night shift at the container terminal, '.repeat(3).trim();
    expect(longTopic.length).toBeGreaterThan(150);
    await fillPostForm(page, { name: 'Asha Rao', topic: longTopic, description: 'What we saw at the port.', message: 'Text' });
    await page.getByLabel('Blog Photo').setInputFiles(mainPhoto);
    await page.getByLabel('Profile Photo').setInputFiles(profilePhoto);
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue(longTopic);
    await expect(page.getByText(`${longTopic.length} / 150 characters: ${longTopic.length - 150} too many`, { exact: true })).toBeVisible();
    await post.click();
    await expect(page.getByRole('alert')).toContainText(TOO_LONG);
    await expect(page.getByLabel('Topic', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Topic', { exact: true })).toHaveAccessibleDescription(/Please shorten this to 150 characters or fewer\./);
    await expect(page.getByLabel('Topic', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/adminblogpostallowance$/);

    // Edit: the emptied field is the one marked, and it has the focus.
    await page.goto('/blogedit/seed-post-dpd');
    const description = page.getByLabel('Description', { exact: true });
    await expect(description).not.toHaveValue('');
    await description.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toContainText(FIELDS_REQUIRED);
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('This field is required.');
    await expect(description).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    // Nothing was created.
    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);
  });

  test('a failed photo upload creates nothing, keeps values', async ({ page }) => {
    const removeOverride = await overrideAppConfig(page, { simulateFailures: ['files.upload'] });
    await page.goto('/adminblogpostallowance');
    await fillPostForm(page, { name: 'Asha Rao', topic: 'Never saved', description: 'Upload fails.', message: 'Line 1\nLine 2' });
    await page.getByLabel('Blog Photo').setInputFiles(mainPhoto);
    await page.getByLabel('Profile Photo').setInputFiles(profilePhoto);
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    await expect(page.getByRole('alert')).toContainText('The blog post could not be published. Nothing was saved');
    await expect(page).toHaveURL(/\/adminblogpostallowance$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('Never saved');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Upload fails.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Line 1\nLine 2');
    expect(await page.getByLabel('Blog Photo').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('harbour.png');
    expect(await page.getByLabel('Profile Photo').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('author.png');
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();

    // Nothing was created.
    await removeOverride();
    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);
  });

  test('refuses fake pictures, publishes WebP and GIF', async ({
    page,
  }) => {
    const imagesBefore = await projectOf(page).files('images/');
    await page.goto('/adminblogpostallowance');
    await fillPostForm(page, { name: 'Asha Rao', topic: 'E2E Pixel Notes', description: 'Small pictures.', message: 'Text' });
    const post = page.getByRole('button', { name: 'Post', exact: true });
    for (const notAPicture of [svgNamedPng, textNamedPng]) {
      await page.getByLabel('Blog Photo').setInputFiles(notAPicture);
      await page.getByLabel('Profile Photo').setInputFiles(profilePhoto);
      await post.click();
      await expect(page.getByRole('alert')).toContainText(NOT_A_PICTURE);
      await expect(page.getByLabel('Blog Photo')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Profile Photo')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/adminblogpostallowance$/);
    }
    expect(await projectOf(page).files('images/')).toEqual(imagesBefore);
    expect((await projectOf(page).documents('posts')).map((p) => p.topic)).not.toContain('E2E Pixel Notes');

    await page.getByLabel('Blog Photo').setInputFiles(webpPhoto);
    await page.getByLabel('Profile Photo').setInputFiles(gifPhoto);
    await post.click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await page.goto('/allblogs');
    await page.getByRole('link', { name: 'E2E Pixel Notes' }).click();
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Illustration for E2E Pixel Notes' }))).toBe(1);
    expect(await expectImageLoaded(page.getByRole('img', { name: 'Author: Asha Rao' }))).toBe(1);
  });

  test('Back while publishing leaves the admin there', async ({ page }) => {
    await page.goto('/admineditblogs');
    await expect(topicsIn(page)).toHaveCount(3);
    // Within the site (no page load), as an admin moves between its screens.
    await page.getByRole('link', { name: 'New Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Blog Post' })).toBeVisible();
    await fillPostForm(page, { name: 'Asha Rao', topic: 'E2E Back Notes', description: 'Saved while away.', message: 'Text' });
    await page.getByLabel('Blog Photo').setInputFiles(mainPhoto);
    await page.getByLabel('Profile Photo').setInputFiles(profilePhoto);
    // Storage answers slowly, so the save is still running when the admin goes back.
    const storagePort = emulatorHosts.storage.split(':')[1];
    await page.route((url) => url.port === storagePort, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    const saved = page.waitForResponse((response) => response.url().includes('/documents:commit') && response.request().method() === 'POST', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Posting' })).toBeVisible();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goBack();
    await expect(page).toHaveURL(/\/admineditblogs$/);

    expect((await saved).ok()).toBe(true);
    // The page that was saving is still the one running (Back did not reload it), and it did not move the admin.
    expect(loads).toEqual([]);
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/admineditblogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Blogs' })).toBeVisible();
    expect((await projectOf(page).documents('posts')).map((p) => p.topic)).toContain('E2E Back Notes');
  });

  test('sorting by Oldest reverses both lists', async ({ page }) => {
    await page.goto('/allblogs');
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
    await expect(topicsIn(page)).toHaveText([...seedTopicsLatestFirst].reverse());

    await page.goto('/admineditblogs');
    await expect(topicsIn(page)).toHaveText(seedTopicsLatestFirst);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
    await expect(topicsIn(page)).toHaveText([...seedTopicsLatestFirst].reverse());
  });

  test('an empty database shows no posts', async ({ page, project }) => {
    await project.clear();
    await page.goto('/allblogs');
    await expect(page.getByText('No posts available.')).toBeVisible();
    await expect(postList(page)).toHaveCount(0);
    // Clearing the project removes the staff accounts too: sign in again.
    await signIn(page);
    await page.goto('/admineditblogs');
    await expect(page.getByText('No posts available.')).toBeVisible();
  });

  test('the blog admin screens are accessible', async ({ page }) => {
    await page.goto('/admineditblogs');
    await expect(topicsIn(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('article', { name: 'Warehousing' }).getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('alertdialog', { name: DELETE_QUESTION })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/adminblogpostallowance');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(FIELDS_REQUIRED);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/blogedit/seed-post-dpd');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('SEAWAVE Operations Team');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/blogedit/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
