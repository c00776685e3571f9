// Affected runs: mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { UNREACHABLE_RETRY_MS, UPLOAD_STALL_MS } from '../../shared-data/src/core/deadline';
import { applicationForm, expect, hangRequests, projectOf, repoRoot, test, toStorage } from '../support';

/**
 * Nothing hangs: the two forms that upload files (the job application and
 * the admin's blog post) against a Storage that cannot be reached, that
 * never answers, or that is slow. A failed or stalled upload shows the
 * form's message within seconds, keeps every value and the
 * chosen files, stores nothing, and the same click succeeds once Storage
 * answers again; a slow upload shows its progress and completes.
 */

test.describe.configure({ timeout: 90_000 });

const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);

const APPLICATION_FAILURE = 'An error occurred while submitting the application.';
const APPLICATION_SENT = 'Application submitted successfully!';
const POST_FAILURE = 'The blog post could not be published. Nothing was saved; please try again.';

/** Makes every Storage request fail at once, as when the service cannot be reached; returns the undo. */
async function blockStorage(page: Page): Promise<() => Promise<void>> {
  const refuse = (route: Route) => route.abort('connectionrefused');
  await page.route(toStorage, refuse);
  return () => page.unroute(toStorage, refuse);
}

/** Makes every Storage request wait `ms` before it goes through: a slow but working connection. */
async function slowStorage(page: Page, ms: number): Promise<void> {
  await page.route(toStorage, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

// ---------------------------------------------------------------- the application form

const resumePdf = () => ({ name: 'asha.pdf', mimeType: 'application/pdf', buffer: readFileSync(fixture('resume.pdf')) });

async function openAndFillApplication(page: Page, position: string) {
  await page.goto('/careerinputfield');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Application' })).toBeVisible();
  const f = applicationForm(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha.rao@example.com');
  await f.number.fill('+91 98765 43210');
  await f.position.fill(position);
  await f.no.check();
  await f.experience.selectOption('2-5');
  await f.resume.setInputFiles(resumePdf());
  await f.consent.check();
}

async function expectApplicationKept(page: Page, position: string) {
  const f = applicationForm(page);
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha.rao@example.com');
  await expect(f.number).toHaveValue('+91 98765 43210');
  await expect(f.position).toHaveValue(position);
  await expect(f.no).toBeChecked();
  await expect(f.experience).toHaveValue('2-5');
  expect(await f.resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('asha.pdf');
  await expect(f.consent).toBeChecked();
  await expect(f.submit).toBeEnabled();
}

async function storedApplication(page: Page, position: string) {
  const project = projectOf(page);
  const [applicants, files] = await Promise.all([project.documents('applicants'), project.files('resume/')]);
  return { applicants: applicants.filter((applicant) => applicant.position === position), files };
}

test.describe('the application form', () => {
  test('unreachable Storage keeps values and succeeds on retry', async ({ page }) => {
    const position = `Unreachable Clerk ${Date.now()}`;
    const filesBefore = (await storedApplication(page, position)).files;
    await openAndFillApplication(page, position);
    const unblock = await blockStorage(page);

    const started = Date.now();
    await applicationForm(page).submit.click();
    await expect(page.getByRole('alert').getByText(APPLICATION_FAILURE, { exact: true })).toBeVisible({ timeout: 20_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`Storage unreachable: the application form said so after ${seconds.toFixed(1)} s.`);
    // The SDK stops retrying an unreachable service after UNREACHABLE_RETRY_MS, well within the upload deadline.
    expect(seconds * 1000).toBeLessThan(UNREACHABLE_RETRY_MS + 10_000);
    await expectApplicationKept(page, position);
    expect(await storedApplication(page, position)).toEqual({ applicants: [], files: filesBefore });

    await unblock();
    await applicationForm(page).submit.click();
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible();
    const after = await storedApplication(page, position);
    expect(after.applicants).toHaveLength(1);
    expect(after.files).toContain(after.applicants[0]!.resumeURL);
  });

  test('silent Storage gives up and leaves nothing', async ({ page }) => {
    const position = `Stalled Clerk ${Date.now()}`;
    const filesBefore = (await storedApplication(page, position)).files;
    await openAndFillApplication(page, position);
    const storage = await hangRequests(page, toStorage);

    const started = Date.now();
    await applicationForm(page).submit.click();
    await expect(page.getByRole('progressbar', { name: 'Uploading resume' })).toBeVisible();
    await expect(page.getByRole('alert').getByText(APPLICATION_FAILURE, { exact: true })).toBeVisible({ timeout: 20_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`Storage not answering: the application form gave up after ${seconds.toFixed(1)} s (no progress for ${UPLOAD_STALL_MS / 1000} s).`);
    expect(seconds * 1000).toBeGreaterThanOrEqual(UPLOAD_STALL_MS - 1_000);
    expect(storage.held.length).toBeGreaterThan(0);
    await expectApplicationKept(page, position);

    // Storage answers again: the held requests go through late, yet the cancelled upload creates nothing.
    await storage.release();
    await page.waitForTimeout(1_500);
    expect((await storedApplication(page, position)).applicants).toEqual([]);
    expect((await storedApplication(page, position)).files.length).toBeLessThanOrEqual(filesBefore.length + 1);

    await applicationForm(page).submit.click();
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible();
    expect((await storedApplication(page, position)).applicants).toHaveLength(1);
  });

  test('slow Storage shows progress and completes', async ({ page }) => {
    const position = `Slow Line Clerk ${Date.now()}`;
    await openAndFillApplication(page, position);
    await slowStorage(page, 1_500);
    await applicationForm(page).submit.click();
    const bar = page.getByRole('progressbar', { name: 'Uploading resume' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible({ timeout: 30_000 });
    await expect(bar).toHaveCount(0);
    const after = await storedApplication(page, position);
    expect(after.applicants).toHaveLength(1);
    expect(after.files).toContain(after.applicants[0]!.resumeURL);
  });
});

// ---------------------------------------------------------------- the blog form

async function openAndFillPost(page: Page, topic: string) {
  await page.goto('/adminblogpostallowance');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Blog Post' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Topic', { exact: true }).fill(topic);
  await page.getByLabel('Description', { exact: true }).fill('What we saw at the port.');
  await page.getByLabel('Message', { exact: true }).fill('Line 1\nLine 2');
  await page.getByLabel('Blog Photo').setInputFiles(fixture('harbour.png'));
  await page.getByLabel('Profile Photo').setInputFiles(fixture('author.png'));
}

async function expectPostKept(page: Page, topic: string) {
  await expect(page).toHaveURL(/\/adminblogpostallowance$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue(topic);
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('What we saw at the port.');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Line 1\nLine 2');
  expect(await page.getByLabel('Blog Photo').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('harbour.png');
  expect(await page.getByLabel('Profile Photo').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('author.png');
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
}

const postsTitled = async (page: Page, topic: string) => (await projectOf(page).documents('posts')).filter((post) => post.topic === topic);

test.describe('the blog form', () => {
  test.use({ signedInAs: 'admin' });

  test('unreachable Storage keeps photos and succeeds on retry', async ({ page }) => {
    const topic = `Unreachable harbour ${Date.now()}`;
    const imagesBefore = await projectOf(page).files('images/');
    await openAndFillPost(page, topic);
    const unblock = await blockStorage(page);

    const started = Date.now();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(POST_FAILURE, { timeout: 20_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`Storage unreachable: the blog form said so after ${seconds.toFixed(1)} s.`);
    expect(seconds * 1000).toBeLessThan(UNREACHABLE_RETRY_MS + 10_000);
    await expectPostKept(page, topic);
    expect(await postsTitled(page, topic)).toEqual([]);
    expect(await projectOf(page).files('images/')).toEqual(imagesBefore);

    await unblock();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Blog post published.' })).toBeVisible();
    expect(await postsTitled(page, topic)).toHaveLength(1);
  });

  test('slow Storage shows progress and publishes', async ({ page }) => {
    const topic = `Slow harbour ${Date.now()}`;
    await openAndFillPost(page, topic);
    await slowStorage(page, 1_000);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading photos' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Blog post published.' })).toBeVisible();
    expect(await postsTitled(page, topic)).toHaveLength(1);
  });
});
