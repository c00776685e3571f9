import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { writeLimitMessage } from '../../shared-data/src/core/write-limits';
import { applicationForm, emulatorHosts, expect, projectOf, repoRoot, test } from '../support';

/**
 * Public writes are limited per visitor on the server: the site gives a
 * visitor who sends a form an anonymous Firebase identity (Firebase Auth is
 * downloaded only then, never by `/`), and the rules refuse a second quote of
 * that identity within the limit's window. The visitor is told when to try
 * again and keeps every value. A resume belongs to its application: deleting
 * one application leaves every other applicant's resume readable by staff.
 */

const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);
const QUOTE_SENT = 'Quote Sent!';
const APPLICATION_SENT = 'Application submitted successfully!';
const DELETE_QUESTION = 'Are you sure you want to delete this applicant ?';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

const quoteTexts = {
  Name: 'Asha Rao',
  Email: 'asha.rao@example.com',
  'Contact Number': '+91 98765 43210',
  'Company Address': '12 Harbour Road, Navi Mumbai',
  'Comments / Remarks': 'Two 20 ft containers a month from Chennai.',
};

async function fillQuote(page: Page, companyName: string): Promise<void> {
  await page.goto('/getafreequote');
  await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
  for (const [name, value] of Object.entries(quoteTexts)) await field(page, name).fill(value);
  await field(page, 'Company Name').fill(companyName);
  await page.getByRole('checkbox', { name: 'Warehousing' }).check();
}

/** True for a request to Firebase Auth: its Google endpoints or the local Auth emulator. */
const isAuthRequest = (url: string): boolean => {
  const { host } = new URL(url);
  return host === emulatorHosts.auth || /(^|\.)(identitytoolkit|securetoken)\.googleapis\.com$/.test(host);
};

test.describe('per-visitor limits on public writes', () => {
  test('a visitor who sends two quotes in a row is told on the second when to try again, keeps every field, and only the first is stored', async ({
    page,
    baseURL,
  }) => {
    const first = `First Limit Exports ${Date.now()}`;
    const second = `Second Limit Exports ${Date.now()}`;
    await fillQuote(page, first);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 10_000 });

    await fillQuote(page, second);
    await sendButton(page).click();
    await expect(page.locator('main').getByRole('alert').getByText(writeLimitMessage('quotes', 'wait'), { exact: true })).toBeVisible();
    await expect(page.getByText(QUOTE_SENT)).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/getafreequote`);
    for (const [name, value] of Object.entries(quoteTexts)) await expect(field(page, name)).toHaveValue(value);
    await expect(field(page, 'Company Name')).toHaveValue(second);
    await expect(page.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    await expect(sendButton(page)).toBeEnabled();

    const quotes = await projectOf(page).documents('quotes');
    expect(quotes.filter((quote) => quote.companyName === first)).toHaveLength(1);
    expect(quotes.filter((quote) => quote.companyName === second)).toHaveLength(0);
  });

  test('nothing on / downloads or calls Firebase Auth; sending a quote then does', async ({ page }) => {
    // Each script's body is read as it arrives (the Auth SDK is the one script that names its endpoint, identitytoolkit.googleapis.com).
    const scripts: Promise<{ url: string; auth: boolean }>[] = [];
    const authScripts = async () => (await Promise.all(scripts)).filter((script) => script.auth).map((script) => script.url);
    const authRequests: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), auth: text.includes('identitytoolkit') })));
    });
    page.on('request', (request) => {
      if (isAuthRequest(request.url())) authRequests.push(request.url());
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Whatever loads once the browser is idle counts too.
    await page.waitForTimeout(1_500);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await authScripts()).toEqual([]);
    expect(authRequests).toEqual([]);

    // The same checks see Firebase Auth as soon as a form is sent.
    await fillQuote(page, `Auth On Send ${Date.now()}`);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
    expect(authRequests.length).toBeGreaterThan(0);
    expect((await authScripts()).length).toBeGreaterThan(0);
  });
});

test.describe('a resume belongs to its application', () => {
  test.describe.configure({ timeout: 90_000 });

  test("deleting an application leaves every other applicant's resume readable by staff", async ({ page, otherContext }) => {
    const pdf = readFileSync(fixture('resume.pdf'));
    const people = [
      { name: 'Asha Rao', email: 'asha.rao@example.com', bytes: Buffer.concat([pdf, Buffer.from('\n% Asha Rao\n')]) },
      { name: 'Ravi Kumar', email: 'ravi.kumar@example.com', bytes: Buffer.concat([pdf, Buffer.from('\n% Ravi Kumar\n')]) },
    ] as const;
    // Two visitors, each in a browser of their own (each its own identity and resume folder).
    const visitors = [page, await (await otherContext()).newPage()];
    for (const [index, person] of people.entries()) {
      const visitor = visitors[index]!;
      await visitor.goto('/careerinputfield');
      await visitor.getByRole('textbox', { name: 'Name' }).fill(person.name);
      await visitor.getByRole('textbox', { name: 'Email' }).fill(person.email);
      await visitor.getByRole('textbox', { name: 'Number' }).fill(`+91 90000 0000${index}`);
      await visitor.getByRole('textbox', { name: 'Current Position' }).fill('Dispatch Clerk');
      await visitor.getByLabel('Resume').setInputFiles({ name: `${person.name.split(' ')[0]!.toLowerCase()}.pdf`, mimeType: 'application/pdf', buffer: person.bytes });
      await applicationForm(visitor).consent.check();
      await visitor.getByRole('button', { name: 'Submit Application' }).click();
      await expect(visitor.getByRole('status').filter({ hasText: APPLICATION_SENT })).toBeVisible();
    }
    const project = projectOf(page);
    const applicants = await project.documents('applicants');
    const resumeOf = (name: string) => String(applicants.find((a) => a.name === name)?.resumeURL);
    const [asha, ravi] = [resumeOf(people[0].name), resumeOf(people[1].name)];
    // Each resume is in its uploader's own folder.
    expect(asha).toMatch(/^resume\/[^/]+\/[^/]+$/);
    expect(ravi).toMatch(/^resume\/[^/]+\/[^/]+$/);
    expect(asha.split('/')[1]).not.toBe(ravi.split('/')[1]);
    const othersBefore = applicants.filter((a) => a.name !== people[0].name);
    expect(othersBefore.length).toBeGreaterThanOrEqual(3); // Ravi and the sample applicants

    const staff = await (await otherContext({ signedInAs: 'admin' })).newPage();
    await staff.goto('/adminallapplicants');
    await staff.getByRole('article', { name: people[0].name }).getByRole('button', { name: `Delete ${people[0].name}` }).click();
    await staff.getByRole('alertdialog', { name: DELETE_QUESTION }).getByRole('button', { name: 'Delete' }).click();
    await expect(staff.getByRole('article', { name: people[0].name })).toHaveCount(0);
    await expect(staff.getByRole('list', { name: 'Applicants' }).getByRole('article')).toHaveCount(othersBefore.length);

    // Only the deleted application's own file is gone.
    await expect.poll(() => project.files('resume/')).not.toContain(asha);
    const files = await project.files('resume/');
    for (const other of othersBefore) expect(files).toContain(other.resumeURL);

    // Staff download every other applicant's resume and get its bytes.
    for (const other of othersBefore) {
      const name = String(other.name);
      await staff.goto('/adminallapplicants');
      await staff.getByRole('article', { name }).getByRole('link', { name }).click();
      await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
      const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Download Resume' }).click()]);
      const bytes = readFileSync(await download.path());
      if (name === people[1].name) expect(bytes.equals(people[1].bytes)).toBe(true);
      else expect(bytes.toString('latin1')).toContain(`Resume of ${name}`);
    }
  });
});
