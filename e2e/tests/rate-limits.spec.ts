// Affected runs: mfe-public, mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SIGN_UP_THROTTLED_TEXT } from '../../shared-data/src/auth/visitor-identity';
import { SIGN_UP_LIMIT_MESSAGE, writeLimitMessage } from '../../shared-data/src/core/write-limits';
import { applicationForm, emulatorHosts, expect, projectOf, repoRoot, test } from '../support';

/**
 * Public writes are limited per visitor on the server: the site gives a
 * visitor who sends a form a Firebase identity of their own (Firebase Auth is
 * downloaded only then, never by `/`), and the rules refuse a second quote of
 * that identity within the limit's window. New identities are limited per
 * network address by an Auth blocking function: when it refuses one, the
 * form says to try again later. Either way the visitor keeps every value. A
 * resume belongs to its application: deleting one application leaves every
 * other applicant's resume readable by staff.
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

/**
 * Answers the page's sign-ups as Firebase Authentication does when the blocking
 * function `throttleSignUps` refuses a new identity: the shape the Auth
 * emulator gives the function's refusal (measured in
 * shared-data/src/firebase/sign-up-limit-emulator.test.ts). Resolves to a
 * function that counts the sign-ups refused so far.
 */
async function refuseSignUps(page: Page): Promise<() => number> {
  let refused = 0;
  const inner = JSON.stringify({ error: { message: SIGN_UP_THROTTLED_TEXT, status: 'RESOURCE_EXHAUSTED' } });
  const message = `BLOCKING_FUNCTION_ERROR_RESPONSE : ((HTTP request to http://${emulatorHosts.functions}/demo-seawave/us-central1/throttleSignUps returned HTTP error 429: ${inner}))`;
  await page.route(
    (url) => isAuthRequest(url.href) && url.pathname.endsWith('/accounts:signUp'),
    async (route) => {
      refused += 1;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ error: { code: 400, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } }),
      });
    },
  );
  return () => refused;
}

test.describe('a visitor whose network made too many new identities in the last hour', () => {
  test('the quote form says to try again later, keeps every value, and nothing is stored', async ({ page, baseURL }) => {
    const refused = await refuseSignUps(page);
    const company = `Refused Identity Exports ${Date.now()}`;
    await fillQuote(page, company);
    await sendButton(page).click();
    await expect(page.locator('main').getByRole('alert').getByText(SIGN_UP_LIMIT_MESSAGE, { exact: true })).toBeVisible();
    expect(refused()).toBeGreaterThan(0);
    await expect(page.getByText(QUOTE_SENT)).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/getafreequote`);
    for (const [name, value] of Object.entries(quoteTexts)) await expect(field(page, name)).toHaveValue(value);
    await expect(field(page, 'Company Name')).toHaveValue(company);
    await expect(page.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    await expect(sendButton(page)).toBeEnabled();
    expect((await projectOf(page).documents('quotes')).filter((quote) => quote.companyName === company)).toHaveLength(0);
  });

  test('the application form says to try again later, keeps every value and the chosen resume, and nothing is stored', async ({ page }) => {
    const refused = await refuseSignUps(page);
    const form = applicationForm(page);
    const name = `Refused Applicant ${Date.now()}`;
    await page.goto('/careerinputfield');
    await form.name.fill(name);
    await form.email.fill('refused.applicant@example.com');
    await form.number.fill('+91 90000 00009');
    await form.position.fill('Dispatch Clerk');
    await form.yes.check();
    await form.experience.selectOption('2-5');
    await form.resume.setInputFiles(fixture('resume.pdf'));
    await form.consent.check();
    await form.submit.click();
    await expect(page.locator('main').getByRole('alert').getByText(SIGN_UP_LIMIT_MESSAGE, { exact: true })).toBeVisible();
    expect(refused()).toBeGreaterThan(0);
    await expect(page.getByText(APPLICATION_SENT)).toHaveCount(0);
    await expect(form.name).toHaveValue(name);
    await expect(form.email).toHaveValue('refused.applicant@example.com');
    await expect(form.number).toHaveValue('+91 90000 00009');
    await expect(form.position).toHaveValue('Dispatch Clerk');
    await expect(form.yes).toBeChecked();
    await expect(form.experience).toHaveValue('2-5');
    await expect(form.consent).toBeChecked();
    expect(await form.resume.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name))).toEqual(['resume.pdf']);
    await expect(form.submit).toBeEnabled();
    const project = projectOf(page);
    expect((await project.documents('applicants')).filter((applicant) => applicant.name === name)).toHaveLength(0);
  });
});

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
