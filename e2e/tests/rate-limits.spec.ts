// Affected runs: mfe-public /getafreequote, mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { limitMessage, publicFormFunctions, publicFormLimit, type Submitted } from '../../shared-data/src/public-forms';
import { applicationForm, callPublicForm, emulatorHosts, expect, projectOf, repoRoot, test } from '../support';

/**
 * The public forms reach the database only through their Cloud Functions,
 * limited per browser and per network, generous enough for the people behind
 * one office or carrier address: visitors sign in to nothing, twenty browsers
 * behind one address each send a quote, a script on that address is cut off
 * at the stated number and the visitors behind it are told to try later, with
 * every value kept. Every request here comes from this machine: one network.
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

const scriptQuote = (companyName: string) => ({
  quote: { name: 'Bot', email: 'bot@example.com', contactNumber: '+91 98765 43210', companyName, companyAddress: 'Nowhere 1', services: ['warehousing'], comments: '' },
});

/** True for a request to Firebase Auth: its Google endpoints or the local Auth emulator. */
const isAuthRequest = (url: string): boolean => {
  const { host } = new URL(url);
  return host === emulatorHosts.auth || /(^|\.)(identitytoolkit|securetoken)\.googleapis\.com$/.test(host);
};

test.describe('limits that fit how people connect', () => {
  test.describe.configure({ timeout: 180_000 });

  test('twenty browsers on one address may all send', async ({ otherContext, project }) => {
    const started = Date.now();
    const contexts: BrowserContext[] = [];
    for (let visitor = 0; visitor < 20; visitor += 1) contexts.push(await otherContext());
    const send = async (context: BrowserContext, visitor: number) => {
      const page = await context.newPage();
      await fillQuote(page, `Office Visitor ${visitor}`);
      await sendButton(page).click();
      await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/^Your reference: Q-\d{4}-\d{6}$/)).toBeVisible();
      await page.close();
    };
    // Four at a time, as people in one office would.
    for (let start = 0; start < contexts.length; start += 4) await Promise.all(contexts.slice(start, start + 4).map((context, offset) => send(context, start + offset)));
    const seconds = (Date.now() - started) / 1000;
    console.log(`Twenty browsers behind one address sent their quotes in ${seconds.toFixed(1)} s.`);
    expect(seconds).toBeLessThan(60);
    const stored = (await project.documents('quotes')).filter((quote) => String(quote.companyName).startsWith('Office Visitor '));
    expect(stored).toHaveLength(20);
    for (const quote of stored) expect(quote.reference).toMatch(/^Q-\d{4}-\d{6}$/);
  });

  test('a flooding address is cut off, keeping values', async ({ page, project }) => {
    const { perHour } = publicFormLimit('network', 'quotes');
    const send = (index: number) => callPublicForm<Submitted>(project, publicFormFunctions.quote, scriptQuote(`Flood ${index}`));
    // 500 sends: one after another past the limit, then 25 at a time.
    const answers = [];
    for (let index = 0; index < perHour + 10; index += 1) answers.push(await send(index));
    for (let start = perHour + 10; start < 500; start += 25) answers.push(...(await Promise.all(Array.from({ length: Math.min(25, 500 - start) }, (_, offset) => send(start + offset)))));
    const accepted = answers.filter((answer) => answer.status === 200);
    console.log(`A script sent ${answers.length} quotes from one address: ${accepted.length} accepted (the limit is ${perHour} an hour).`);
    expect(answers).toHaveLength(500);
    expect(accepted).toHaveLength(perHour);
    expect(answers.find((answer) => answer.status !== 200)?.error?.message).toBe(limitMessage('quotes', 'hour'));
    expect((await project.documents('quotes')).filter((quote) => String(quote.companyName).startsWith('Flood '))).toHaveLength(accepted.length);

    const company = `Behind The Flood ${Date.now()}`;
    await fillQuote(page, company);
    await sendButton(page).click();
    await expect(page.locator('main').getByRole('alert').getByText('Too many quotes have been sent from your network in the last hour. Please try again later.', { exact: true })).toBeVisible();
    for (const [name, value] of Object.entries(quoteTexts)) await expect(field(page, name)).toHaveValue(value);
    await expect(field(page, 'Company Name')).toHaveValue(company);
    await expect(page.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    await expect(sendButton(page)).toBeEnabled();
    expect((await project.documents('quotes')).filter((quote) => quote.companyName === company)).toHaveLength(0);
  });

  // `context` resets the worker's project, whose counters the script above filled.
  test('ten simultaneous sends answer within 5 s', async ({ project, context: _fresh }) => {
    const burst = (label: string) =>
      Promise.all(Array.from({ length: 10 }, (_, index) => callPublicForm<Submitted>(project, publicFormFunctions.quote, scriptQuote(`${label} ${index}`))));
    // The emulator starts a worker process per request at once (production runs many per instance): the first burst starts them.
    await burst('Warm');
    const started = Date.now();
    const answers = await burst('Burst');
    const seconds = (Date.now() - started) / 1000;
    console.log(`Ten simultaneous sends from one network answered in ${seconds.toFixed(2)} s.`);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.result?.reference)).size).toBe(10);
    expect(seconds).toBeLessThan(5);
  });

  test('a request without App Check stores nothing', async ({ project, context: _fresh }) => {
    const answer = await callPublicForm(project, publicFormFunctions.quote, scriptQuote('No App Check'), { appCheck: null });
    expect(answer.status).toBe(401);
    expect((await project.documents('quotes')).filter((quote) => quote.companyName === 'No App Check')).toHaveLength(0);
  });
});

test('sending a quote uses no Firebase Auth', async ({ page }) => {
  // Each script's body is read as it arrives (the Auth SDK is the one script that names its endpoint, identitytoolkit.googleapis.com).
  const scripts: Promise<{ url: string; auth: boolean }>[] = [];
  const authRequests: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), auth: text.includes('identitytoolkit') })));
  });
  page.on('request', (request) => {
    if (isAuthRequest(request.url())) authRequests.push(request.url());
  });
  await fillQuote(page, `No Identity ${Date.now()}`);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_SENT })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect((await Promise.all(scripts)).filter((script) => script.auth).map((script) => script.url)).toEqual([]);
  expect(authRequests).toEqual([]);
});

test.describe('a resume belongs to its application', () => {
  test.describe.configure({ timeout: 90_000 });

  test('deleting one keeps other resumes readable', async ({ page, otherContext }) => {
    const pdf = readFileSync(fixture('resume.pdf'));
    const people = [
      { name: 'Asha Rao', email: 'asha.rao@example.com', bytes: Buffer.concat([pdf, Buffer.from('\n% Asha Rao\n')]) },
      { name: 'Ravi Kumar', email: 'ravi.kumar@example.com', bytes: Buffer.concat([pdf, Buffer.from('\n% Ravi Kumar\n')]) },
    ] as const;
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
    // Each resume is in the folder of its own upload ticket.
    expect(asha).toMatch(/^resume\/[A-Za-z0-9]{20}\/[^/]+$/);
    expect(ravi).toMatch(/^resume\/[A-Za-z0-9]{20}\/[^/]+$/);
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
