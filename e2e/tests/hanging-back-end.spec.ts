// Affected runs: mfe-public /getafreequote, mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { UNCONFIRMED_TEXT } from '../../shared-data/src/submission-errors';
import { applicationForm, expect, hangRequests, repoRoot, sampleIds, test, toFirestore, toPublicForms, toStorage } from '../support';

/**
 * Nothing a visitor or a staff member waits on waits for ever: with the
 * database (Firestore), the file store (Storage) and the public forms'
 * functions not answering at all (their requests hang, they are not refused),
 * the quote form's Send, the
 * application's Submit, the staff quote inbox, a status change and a blog
 * post's save each give up within 20 s with their failure message, every
 * input enabled again and every value kept; and a reload with the database
 * held keeps staff signed in, saying the data is slow, with Try again.
 */

/** The longest a visitor or staff member may wait for a request the back end never answers. */
const GIVES_UP_WITHIN_MS = 20_000;

// Each test waits out a deadline on purpose (about 12 s).
test.describe.configure({ timeout: 45_000 });

/** Hangs the database, the file store and the public forms' functions for the rest of the test. */
async function hangBackEnd(page: Page): Promise<void> {
  await hangRequests(page, toFirestore);
  await hangRequests(page, toStorage);
  await hangRequests(page, toPublicForms);
}

/** Waits for `message` (role alert) and returns the seconds since `started`, which must be under the limit. */
async function secondsUntilAlert(page: Page, message: string | RegExp, started: number, what: string): Promise<number> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible({ timeout: GIVES_UP_WITHIN_MS + 2_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`Back end not answering: ${what} gave up after ${seconds.toFixed(1)} s.`);
  expect(seconds * 1000, what).toBeLessThan(GIVES_UP_WITHIN_MS);
  return seconds;
}

async function expectValues(controls: [Locator, string][]): Promise<void> {
  for (const [control, value] of controls) {
    await expect(control).toHaveValue(value);
    await expect(control).toBeEnabled();
  }
}

test('quote send gives up, keeping every value', async ({ page }) => {
  await page.goto('/getafreequote');
  await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const values: [Locator, string][] = [
    [field('Name'), 'Asha Rao'],
    [field('Email'), 'asha.rao@example.com'],
    [field('Contact Number'), '+91 98765 43210'],
    [field('Company Name'), `Hanging Harbour ${Date.now()}`],
    [field('Company Address'), '12 Harbour Road, Navi Mumbai'],
  ];
  for (const [control, value] of values) await control.fill(value);
  const warehousing = page.getByRole('checkbox', { name: 'Warehousing' });
  await warehousing.check();
  await hangBackEnd(page);

  const started = Date.now();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sending your request' })).toBeAttached();
  // Whether it arrived cannot be known: the visitor is told so, and that sending again is safe.
  await secondsUntilAlert(page, UNCONFIRMED_TEXT, started, 'the quote form');
  await expectValues(values);
  await expect(warehousing).toBeChecked();
  await expect(warehousing).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await expect(page.getByText('Quote Sent!')).toHaveCount(0);
});

test('application submit gives up, keeping every value', async ({ page }) => {
  await page.goto('/careerinputfield');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Application' })).toBeVisible();
  const form = applicationForm(page);
  const values: [Locator, string][] = [
    [form.name, 'Asha Rao'],
    [form.email, 'asha.rao@example.com'],
    [form.number, '+91 98765 43210'],
    [form.position, `Hanging Clerk ${Date.now()}`],
  ];
  for (const [control, value] of values) await control.fill(value);
  await form.resume.setInputFiles({ name: 'asha.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(repoRoot, 'e2e/fixtures/resume.pdf')) });
  await form.consent.check();
  await hangBackEnd(page);

  const started = Date.now();
  await form.submit.click();
  await secondsUntilAlert(page, UNCONFIRMED_TEXT, started, 'the application form');
  await expectValues(values);
  expect(await form.resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('asha.pdf');
  await expect(form.consent).toBeChecked();
  await expect(form.submit).toBeEnabled();
});

test.describe('staff', () => {
  test.use({ signedInAs: 'admin' });

  test('the inbox gives up loading, offering a retry', async ({ page }) => {
    // Signed in, the page shows the dashboard; the staff member opens the inbox from it.
    await hangBackEnd(page);

    const started = Date.now();
    await page.getByRole('main').getByRole('link', { name: 'View quotes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
    await secondsUntilAlert(page, 'Error fetching quotes. Please try again later.', started, 'the quote inbox');
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'Loading quotes' })).toHaveCount(0);
  });

  test('reloading the held inbox keeps staff signed in', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/adminviewquoterequests');
    await expect(page.getByTestId('quote-card').first()).toBeVisible({ timeout: 15_000 });
    const database = await hangRequests(page, toFirestore);

    const started = Date.now();
    await page.reload();
    await secondsUntilAlert(page, 'The staff data is slow to answer. Your session is kept.', started, 'the staff check on a reload');
    await expect(page).toHaveURL(`${baseURL}/adminviewquoterequests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('seawave.auth.session'))).toBe('1');

    await database.release();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
    await expect(page.getByTestId('quote-card').first()).toBeVisible({ timeout: 15_000 });
  });

  test('a status change gives up, keeping the status', async ({ page }) => {
    await page.goto(`/quoteDetails/${sampleIds.quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Example Traders Pvt Ltd' })).toBeVisible();
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('new');
    await status.selectOption({ label: 'Being priced' });
    await hangBackEnd(page);

    const started = Date.now();
    await page.getByRole('button', { name: 'Update status' }).click();
    await secondsUntilAlert(page, 'The status could not be updated. Please try again.', started, 'the status change');
    await expectValues([[status, 'pricing']]);
    await expect(page.getByRole('button', { name: 'Update status' })).toBeEnabled();
  });

  test('a post save gives up, keeping every value', async ({ page }) => {
    await page.goto(`/blogedit/${sampleIds.postId}`);
    const topic = page.getByLabel('Topic', { exact: true });
    await expect(topic).toHaveValue('Direct Port Delivery');
    await topic.fill('Direct Port Delivery, revised');
    const values: [Locator, string][] = [
      [page.getByLabel('Name', { exact: true }), await page.getByLabel('Name', { exact: true }).inputValue()],
      [topic, 'Direct Port Delivery, revised'],
      [page.getByLabel('Description', { exact: true }), await page.getByLabel('Description', { exact: true }).inputValue()],
      [page.getByLabel('Message', { exact: true }), await page.getByLabel('Message', { exact: true }).inputValue()],
    ];
    await hangBackEnd(page);

    const started = Date.now();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await secondsUntilAlert(page, /^The blog post could not be updated\. Nothing was saved; please try again\./, started, 'the blog post save');
    await expectValues(values);
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/blogedit/${sampleIds.postId}$`));
  });
});
