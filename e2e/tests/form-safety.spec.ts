// Affected runs: mfe-public / /getafreequote, mfe-careers
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { OFFLINE_TEXT } from '../../shared-data/src/submission-errors';
import { applicationForm, expect, hangRequests, hydrated, navigateInApp, projectOf, repoRoot, test, toPublicForms } from '../support';

/**
 * Form safety on the two public forms, against the real back end: a hidden
 * honeypot field (a submission that fills it stores nothing, makes no write
 * and shows the same success a person sees), one record per double click,
 * nothing lost on the way in (Back or leaving while sending, being offline),
 * and the resume checked by its content before anything is uploaded.
 */

const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);

const QUOTE_SENT = 'Quote Sent!';
const APPLICATION_SENT = 'Application submitted successfully!';
const NOT_A_DOCUMENT = 'This file is not a real PDF, DOC or DOCX document. Please upload your resume again.';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Records the browser's requests that carry `tag` in their body (a write of that record). */
function writesCarrying(page: Page, tag: string): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    if (body && body.includes(tag)) writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

/** A bot fills every input it finds, the hidden honeypot included. */
async function fillHoneypot(page: Page) {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
  await honeypot.evaluate((input: HTMLInputElement) => {
    input.value = 'https://cheap-pills.example';
  });
}

// ---------------------------------------------------------------- quote

const quoteField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

async function openAndFillQuote(page: Page, companyName: string) {
  await page.goto('/getafreequote');
  await fillQuote(page, companyName);
}

async function fillQuote(page: Page, companyName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
  await quoteField(page, 'Name').fill('Asha Rao');
  await quoteField(page, 'Email').fill('asha.rao@example.com');
  await quoteField(page, 'Contact Number').fill('+91 98765 43210');
  await quoteField(page, 'Company Name').fill(companyName);
  await quoteField(page, 'Company Address').fill('12 Harbour Road, Navi Mumbai');
  await page.getByRole('checkbox', { name: 'Warehousing' }).check();
}

async function quotesOf(page: Page, companyName: string) {
  return (await projectOf(page).documents('quotes')).filter((quote) => quote.companyName === companyName);
}

test.describe('the quote form', () => {
  test('a filled honeypot stores nothing but looks sent', async ({ page, baseURL }) => {
    const companyName = `Honeypot Traders ${Date.now()}`;
    const writes = writesCarrying(page, companyName);
    await openAndFillQuote(page, companyName);
    await fillHoneypot(page);
    await sendButton(page).click();

    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    await expect(quoteField(page, 'Company Name')).toHaveValue('');
    await expect(page).toHaveURL(`${baseURL}/getafreequote`);
    expect(await quotesOf(page, companyName)).toHaveLength(0);
    expect(writes).toEqual([]);
  });

  test('a double click stores one quote', async ({ page, baseURL }) => {
    const companyName = `Double Click Exports ${Date.now()}`;
    await openAndFillQuote(page, companyName);
    await sendButton(page).dblclick();

    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/getafreequote`);
    const stored = await quotesOf(page, companyName);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Asha Rao', email: 'asha.rao@example.com', services: ['warehousing'] });
  });

  test('accepts an address with an apostrophe', async ({ page }) => {
    await openAndFillQuote(page, `Apostrophe Freight ${Date.now()}`);
    await quoteField(page, 'Email').fill("o'neil@example.ie");
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    await expect(page.locator('main').getByRole('alert').getByText('Please enter a valid email address', { exact: true })).toHaveCount(0);
  });

  test('refuses an address carrying a header', async ({ page }) => {
    const companyName = `Header Injection ${Date.now()}`;
    await openAndFillQuote(page, companyName);
    await quoteField(page, 'Email').fill('asha@example.com?bcc=everyone@example.com');
    await sendButton(page).click();
    await expect(page.locator('main').getByRole('alert').getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(quoteField(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await quotesOf(page, companyName)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------- application

interface ResumeFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function openAndFillApplication(page: Page, position: string, resume: ResumeFile) {
  await page.goto('/careerinputfield');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Application' })).toBeVisible();
  const f = applicationForm(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha.rao@example.com');
  await f.number.fill('+91 00000 00077');
  await f.position.fill(position);
  await f.resume.setInputFiles(resume);
  await f.consent.check();
}

/** Applicants with this position, and every stored resume file. */
async function stored(page: Page, position: string) {
  const project = projectOf(page);
  const [applicants, files] = await Promise.all([project.documents('applicants'), project.files('resume/')]);
  return { applicants: applicants.filter((applicant) => applicant.position === position), files };
}

const realPdf = (): ResumeFile => ({ name: 'asha.pdf', mimeType: PDF, buffer: readFileSync(fixture('resume.pdf')) });

test.describe('nothing lost on the way in', () => {
  test('Back while sending still stores the quote', async ({ page, baseURL }) => {
    const companyName = `Back Pressed Exports ${Date.now()}`;
    await page.goto('/');
    await navigateInApp(page, '/getafreequote');
    await fillQuote(page, companyName);
    const sending = await hangRequests(page, toPublicForms);
    await sendButton(page).click();
    await expect.poll(() => sending.held.length).toBe(1);

    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/`);
    await sending.release();
    await expect.poll(async () => (await quotesOf(page, companyName)).length).toBe(1);

    await page.goForward();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    await expect(page.getByText(/^Your reference: Q-\d{4}-\d{6}$/)).toBeVisible();
    expect(await quotesOf(page, companyName)).toHaveLength(1);
  });

  test('leaving while sending asks first', async ({ page }) => {
    const companyName = `Asked First Exports ${Date.now()}`;
    await openAndFillQuote(page, companyName);
    await hydrated(page);
    const sending = await hangRequests(page, toPublicForms);
    await sendButton(page).click();
    await expect.poll(() => sending.held.length).toBe(1);

    const asked = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await sending.release();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    expect(await quotesOf(page, companyName)).toHaveLength(1);
  });

  test('a reload mid-send resends once on return', async ({ page }) => {
    const companyName = `Reloaded Exports ${Date.now()}`;
    await openAndFillQuote(page, companyName);
    await hydrated(page);
    // The first send reaches the server, but its answer never reaches the page: the visitor reloads first.
    const delivered: unknown[] = [];
    await page.route(toPublicForms, async (route: Route) => {
      if (delivered.length > 0) return route.continue();
      delivered.push(await route.fetch());
    });
    await sendButton(page).click();
    await expect.poll(() => delivered.length).toBe(1);
    expect(await quotesOf(page, companyName)).toHaveLength(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    await expect(page.getByText(/^Your reference: Q-\d{4}-\d{6}$/)).toBeVisible();
    expect(await quotesOf(page, companyName)).toHaveLength(1);
  });

  test('offline, Send keeps entries and works once online', async ({ page, context }) => {
    const companyName = `Offline Exports ${Date.now()}`;
    await openAndFillQuote(page, companyName);
    await hydrated(page);
    await context.setOffline(true);
    await sendButton(page).click();
    await expect(page.locator('main').getByRole('alert').getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();
    expect(OFFLINE_TEXT).toBe('You seem to be offline. Nothing was sent; your answers are kept.');
    await expect(quoteField(page, 'Name')).toHaveValue('Asha Rao');
    await expect(quoteField(page, 'Company Name')).toHaveValue(companyName);
    await expect(page.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    expect(await quotesOf(page, companyName)).toHaveLength(0);

    await context.setOffline(false);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    expect(await quotesOf(page, companyName)).toHaveLength(1);
  });
});

test.describe('the application form', () => {
  test('a filled honeypot stores no applicant or file', async ({ page }) => {
    const position = `Honeypot Clerk ${Date.now()}`;
    const filesBefore = (await stored(page, position)).files.length;
    const writes = writesCarrying(page, position);
    await openAndFillApplication(page, position, realPdf());
    await fillHoneypot(page);
    await applicationForm(page).submit.click();

    await expect(page.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible();
    await expect(applicationForm(page).name).toHaveValue('');
    const after = await stored(page, position);
    expect(after.applicants).toHaveLength(0);
    expect(after.files).toHaveLength(filesBefore);
    expect(writes).toEqual([]);
  });

  test('a double click stores one application and resume', async ({ page }) => {
    const position = `Double Click Clerk ${Date.now()}`;
    const filesBefore = (await stored(page, position)).files.length;
    await openAndFillApplication(page, position, realPdf());
    await applicationForm(page).submit.dblclick();

    await expect(page.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible();
    const after = await stored(page, position);
    expect(after.applicants).toHaveLength(1);
    expect(after.files).toHaveLength(filesBefore + 1);
    expect(after.files).toContain(after.applicants[0]!.resumeURL);
  });

  const refused: [string, () => ResumeFile, string][] = [
    ['a Windows program renamed .pdf', () => ({ name: 'asha.pdf', mimeType: PDF, buffer: readFileSync(fixture('program.exe')) }), NOT_A_DOCUMENT],
    ['a PNG picture renamed .docx', () => ({ name: 'asha.docx', mimeType: DOCX, buffer: readFileSync(fixture('harbour.png')) }), NOT_A_DOCUMENT],
    [
      'a 6 MB PDF',
      () => ({ name: 'asha.pdf', mimeType: PDF, buffer: Buffer.concat([readFileSync(fixture('resume.pdf')), Buffer.alloc(6 * 1024 * 1024)]) }),
      'The resume "asha.pdf" is larger than 5 MB.',
    ],
  ];
  for (const [label, file, message] of refused) {
    test(`${label} is refused`, async ({ page }) => {
      const position = `Refused Clerk ${Date.now()}`;
      const filesBefore = (await stored(page, position)).files.length;
      await openAndFillApplication(page, position, file());
      await applicationForm(page).submit.click();

      await expect(page.getByRole('alert').getByText(message, { exact: true })).toBeVisible();
      await expect(applicationForm(page).resume).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(APPLICATION_SENT)).toHaveCount(0);
      // Every value stays, so the visitor only chooses the file again.
      await expect(applicationForm(page).position).toHaveValue(position);
      const after = await stored(page, position);
      expect(after.applicants).toHaveLength(0);
      expect(after.files).toHaveLength(filesBefore);
    });
  }

  for (const [label, file] of [
    ['a real PDF', realPdf],
    ['a real DOCX', (): ResumeFile => ({ name: 'asha.docx', mimeType: DOCX, buffer: readFileSync(fixture('resume.docx')) })],
  ] as const) {
    test(`${label} is accepted and stored`, async ({ page }) => {
      const position = `Accepted Clerk ${Date.now()}`;
      await openAndFillApplication(page, position, file());
      await applicationForm(page).submit.click();

      await expect(page.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible();
      const after = await stored(page, position);
      expect(after.applicants).toHaveLength(1);
      expect(after.files).toContain(after.applicants[0]!.resumeURL);
    });
  }
});
