// Affected runs: mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { applicationForm, expect, expectNoSeriousA11yViolations, overrideAppConfig, projectOf, signIn, test } from '../support';

/**
 * Careers: the public vacancy list, job details and application form of
 * mfe-careers, and the admin job and applicant screens of mfe-admin, against
 * the local back end. Each test has a fresh browser context and its project
 * starts from the sample content: 4 vacancies (Sales Intern blocked) and 2
 * applicants created 5 days and 1 day ago.
 */

// ---------------------------------------------------------------- files

/** A small, valid one-page PDF (correct xref offsets) whose text is `line`. */
function pdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const resumePdf = { name: 'asha.pdf', mimeType: 'application/pdf', buffer: pdf('Resume of Asha Rao, Documentation Clerk') };

// ---------------------------------------------------------------- texts and helpers

const MISSING = 'Please fill in all fields and upload your resume.';
const SUCCESS = 'Application submitted successfully!';
const FAILURE = 'An error occurred while submitting the application.';
const JOB_REQUIRED = 'All fields are required.';
const INVALID_PHONE = 'Please enter a valid phone number (7 to 15 digits).';
const TOO_LONG = 'Some answers are too long. Please shorten them.';
/** Phone numbers the phone rule refuses: letters, too few digits, no digits. */
const badPhoneNumbers = ['abcdefghij', '98765abc43', '1', '+++---()'];
const DELETE_QUESTION = 'Are you sure you want to delete this applicant ?';
const UNAVAILABLE = 'Currently Unavailable';

const applicant = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  number: '+91 00000 00077',
  position: 'Documentation Clerk',
};


async function fillApplication(page: Page, resume: { name: string; mimeType: string; buffer: Buffer } | null = resumePdf) {
  const f = applicationForm(page);
  await f.name.fill(applicant.name);
  await f.email.fill(applicant.email);
  await f.number.fill(applicant.number);
  // The applicant's own current position, also when applying from a job's page.
  await f.position.fill(applicant.position);
  await f.no.check();
  await f.experience.selectOption('2-5');
  if (resume) await f.resume.setInputFiles(resume);
  await f.consent.check();
}

/** What the back end really stored: applicant documents and resume files. */
async function storedCounts(page: Page): Promise<{ applicants: number; files: number }> {
  const project = projectOf(page);
  const [applicants, files] = await Promise.all([project.documents('applicants'), project.files('resume/')]);
  return { applicants: applicants.length, files: files.length };
}

/** Opens /careers first (as a visitor would), then the application form. */
async function openApplicationForm(page: Page): Promise<void> {
  await page.goto('/careers');
  await expect(page.getByRole('list', { name: 'Open positions' }).getByRole('article')).toHaveCount(4);
  await page.goto('/careerinputfield');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Application' })).toBeVisible();
}

/** 'yyyy-MM-dd' of today minus `daysAgo`, in the browser's local time. */
function browserDay(page: Page, daysAgo: number): Promise<string> {
  return page.evaluate((days) => {
    const d = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, daysAgo);
}

/** The exact message inside an error Notice (role="alert"; the Notice also holds an icon). */
const alertMessage = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });

const vacancyCard = (page: Page, position: string): Locator => page.getByRole('article', { name: position });
const applicantList = (page: Page) => page.getByRole('list', { name: 'Applicants' });

/** The value (dd) next to a term (dt) on the applicant detail page. */
const detailValue = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

// ---------------------------------------------------------------- tests

test.describe('applying for a job', () => {
  test('an application reaches the admin and is deleted', async ({
    page,
    baseURL,
  }) => {
    // A whole story in one test (apply, sign in as staff, read, download, delete): about 30 s on two cores.
    test.setTimeout(60_000);
    // The careers page lists the seeded vacancies; the visitor opens one.
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('link', { name: 'View Fleet Coordinator' }).click();
    await expect(page).toHaveURL(`${baseURL}/jobdetails/seed-job-fleet-coordinator`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet Coordinator' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText([
      'Plan daily trailer trips',
      'Track vehicles and drivers',
      'Report delays to customers',
    ]);
    await expect(page.getByRole('region', { name: 'Prerequisite' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('1-3 years')).toBeVisible();

    // Apply.
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(`${baseURL}/careerinputfield?vacancy=seed-job-fleet-coordinator`);
    await expect(page.getByText(/^You are applying for/)).toContainText('Fleet Coordinator');
    await expect(page.getByText('Enter resume name as your first name.')).toBeVisible();
    const f = applicationForm(page);
    await expect(f.position).toHaveValue('');
    await expect(f.yes).toBeChecked();
    await expect(f.experience).toHaveValue('0-1');
    await fillApplication(page);
    await f.submit.click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    // The visitor sees it where they are (the button was at the bottom of the form), before going home.
    await expect(page.getByText(SUCCESS, { exact: true })).toBeInViewport();
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 10_000 });

    // The admin finds the applicant, newest first.
    await signIn(page, 'hr');
    await page.goto('/adminallapplicants');
    await expect(applicantList(page).getByRole('heading', { level: 2 })).toHaveText([applicant.name, 'Sample Applicant Two', 'Sample Applicant One']);
    const card = page.getByRole('article', { name: applicant.name });
    await expect(card).toContainText(`Current position: ${applicant.position}`);
    await expect(card).toContainText('Applied for: Fleet Coordinator');
    await card.getByRole('link', { name: applicant.name }).click();

    // Every field, and the resume download returns the uploaded bytes.
    await expect(page).toHaveURL(/\/applicantDetail\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();
    await expect(detailValue(page, 'Name')).toHaveText(applicant.name);
    await expect(detailValue(page, 'Email')).toHaveText(applicant.email);
    await expect(detailValue(page, 'Number')).toHaveText(applicant.number);
    await expect(detailValue(page, 'Current Position')).toHaveText(applicant.position);
    await expect(detailValue(page, 'Vacancy')).toHaveText('Fleet Coordinator');
    await expect(detailValue(page, 'Willing to relocate')).toHaveText('No');
    await expect(detailValue(page, 'Experience')).toHaveText('2-5 years');
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));
    await expect(detailValue(page, 'Applied on')).toHaveText(today);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Resume' }).click()]);
    expect(readFileSync(await download.path()).equals(resumePdf.buffer)).toBe(true);

    // Delete: Cancel keeps, confirming removes.
    await page.getByRole('link', { name: 'Back to Applicants' }).click();
    const row = page.getByRole('article', { name: applicant.name });
    await row.getByRole('button', { name: `Delete ${applicant.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: DELETE_QUESTION });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: applicant.name })).toBeVisible();

    await page.getByRole('article', { name: applicant.name }).getByRole('button', { name: `Delete ${applicant.name}` }).click();
    await page.getByRole('alertdialog', { name: DELETE_QUESTION }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: applicant.name })).toHaveCount(0);
    await expect(applicantList(page).getByRole('article')).toHaveCount(2);
    await page.reload();
    await expect(applicantList(page).getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article', { name: applicant.name })).toHaveCount(0);
  });

  test('refuses missing fields and stores nothing', async ({ page }) => {
    await openApplicationForm(page);
    const before = await storedCounts(page);
    const f = applicationForm(page);
    await f.submit.click();
    await expect(alertMessage(page, MISSING)).toBeVisible();
    // Everything but the resume.
    await fillApplication(page, null);
    await f.submit.click();
    await expect(alertMessage(page, MISSING)).toBeVisible();
    expect(await storedCounts(page)).toEqual(before);
  });

  test('refuses badly formed phone numbers', async ({ page }) => {
    await openApplicationForm(page);
    const before = await storedCounts(page);
    const f = applicationForm(page);
    await fillApplication(page);
    for (const number of badPhoneNumbers) {
      await f.number.fill(number);
      await f.submit.click();
      await expect(alertMessage(page, INVALID_PHONE), number).toBeVisible();
      await expect(f.number, number).toHaveAttribute('aria-invalid', 'true');
      await expect(f.number, number).toHaveAccessibleDescription(/7 to 15 digits/);
      await expect(f.number, number).toBeFocused();
      await expect(page.getByText(SUCCESS)).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/careerinputfield$/);
    expect(await storedCounts(page)).toEqual(before);
  });

  test('marks fields to fix and refuses long answers', async ({ page }) => {
    await openApplicationForm(page);
    const before = await storedCounts(page);
    const f = applicationForm(page);
    await f.submit.click();
    await expect(alertMessage(page, MISSING)).toBeVisible();
    for (const control of [f.name, f.email, f.number, f.position, f.resume]) await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toHaveAccessibleDescription('This field is required.');
    await expect(f.name).toBeFocused();

    await fillApplication(page);
    const longPosition = 'Senior Documentation and Customs Clearance Executive, Import and Export Desk, Nhava Sheva Port Office';
    expect(longPosition.length).toBeGreaterThan(100);
    await f.position.fill(longPosition);
    await expect(f.position).toHaveValue(longPosition);
    await expect(page.getByText(`${longPosition.length} / 100 characters: ${longPosition.length - 100} too many`, { exact: true })).toBeVisible();
    await f.submit.click();
    await expect(alertMessage(page, TOO_LONG)).toBeVisible();
    await expect(f.position).toHaveAttribute('aria-invalid', 'true');
    await expect(f.position).toHaveAccessibleDescription(/Please shorten this to 100 characters or fewer\./);
    await expect(f.position).toBeFocused();
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    expect(await storedCounts(page)).toEqual(before);
  });

  test('refuses a wrong-type or oversized resume', async ({ page }) => {
    await openApplicationForm(page);
    const before = await storedCounts(page);
    const f = applicationForm(page);
    await fillApplication(page, { name: 'asha.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text resume') });
    await f.submit.click();
    await expect(alertMessage(page, 'The resume "asha.txt" must be a PDF, DOC or DOCX file.')).toBeVisible();

    const oversized = { name: 'asha.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf('big'), Buffer.alloc(5 * 1024 * 1024)]) };
    await f.resume.setInputFiles(oversized);
    await f.submit.click();
    await expect(alertMessage(page, 'The resume "asha.pdf" is larger than 5 MB.')).toBeVisible();
    await expect(page).toHaveURL(/\/careerinputfield$/);
    expect(await storedCounts(page)).toEqual(before);
  });

  test('the resume field names the chosen file once', async ({ page }) => {
    await openApplicationForm(page);
    const f = applicationForm(page);
    const nativeText = () =>
      f.resume.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        return { fontSize: style.fontSize, color: style.color };
      });
    await expect(page.getByText('No file chosen', { exact: true })).toHaveCount(1);
    expect(await nativeText()).toEqual({ fontSize: '0px', color: 'rgba(0, 0, 0, 0)' });
    // The button keeps a readable size.
    expect(await f.resume.evaluate((input) => parseFloat(getComputedStyle(input, '::file-selector-button').fontSize))).toBeGreaterThanOrEqual(14);

    await f.resume.setInputFiles(resumePdf);
    await expect(page.getByText('No file chosen', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Chosen file: asha.pdf', { exact: true })).toHaveCount(1);
    await expect(page.getByText('asha.pdf', { exact: true })).toHaveCount(1);
    await f.name.fill('Asha Rao');
    await f.submit.click();
    // While the form is busy or refuses, the browser's text stays hidden too.
    await expect(f.resume).toBeEnabled();
    expect(await nativeText()).toEqual({ fontSize: '0px', color: 'rgba(0, 0, 0, 0)' });
  });

  test('a failed save keeps every value, file included', async ({ page }) => {
    await overrideAppConfig(page, { simulateFailures: ['applicants.create'] });
    await openApplicationForm(page);
    const before = await storedCounts(page);
    const f = applicationForm(page);
    await fillApplication(page);
    await f.submit.click();
    await expect(alertMessage(page, FAILURE)).toBeVisible();
    await expect(f.name).toHaveValue(applicant.name);
    await expect(f.email).toHaveValue(applicant.email);
    await expect(f.number).toHaveValue(applicant.number);
    await expect(f.position).toHaveValue(applicant.position);
    await expect(f.no).toBeChecked();
    await expect(f.experience).toHaveValue('2-5');
    expect(await f.resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('asha.pdf');
    await expect(f.name).toBeEnabled();
    await expect(f.submit).toBeEnabled();
    await expect(page).toHaveURL(/\/careerinputfield$/);
    expect(await storedCounts(page)).toEqual(before);
  });

  test('submits once on a double click, then resets', async ({ page }) => {
    await openApplicationForm(page);
    const before = await storedCounts(page);
    await fillApplication(page);
    const f = applicationForm(page);
    await f.submit.dblclick();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    for (const control of [f.name, f.email, f.number, f.position, f.yes, f.no, f.experience, f.resume]) await expect(control).toBeDisabled();
    await expect(f.name).toHaveValue('');
    await expect(f.yes).toBeChecked();
    await expect(f.experience).toHaveValue('0-1');
    const after = await storedCounts(page);
    expect(after.applicants).toBe(before.applicants + 1);
    expect(after.files).toBe(before.files + 1);
  });
});

test.describe('vacancies', () => {
  test('a blocked vacancy shows unavailable and stays closed', async ({ page }) => {
    await page.goto('/careers');
    const card = vacancyCard(page, 'Sales Intern');
    await expect(card.getByText(UNAVAILABLE)).toBeVisible();
    await expect(card.getByRole('button', { name: 'View Sales Intern' })).toBeDisabled();
    await page.goto('/jobdetails/seed-job-sales-intern');
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
    await expect(page.getByText('Support the sales team')).toHaveCount(0);
  });

  test('a missing vacancy shows a not-found message', async ({ page, baseURL }) => {
    await page.goto('/jobdetails/no-such-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Careers' }).click();
    await expect(page).toHaveURL(`${baseURL}/careers`);
  });

  test('a new job is listed first', async ({ page }) => {
    await signIn(page, 'hr');
    await page.goto('/admincareerpostallowance');
    await page.getByRole('textbox', { name: 'Position' }).fill('Air Freight Executive');
    await page.getByRole('textbox', { name: 'Department' }).fill('Freight Forwarding');
    await page.getByRole('textbox', { name: 'Overview' }).fill('Book air cargo with airlines and agents.');
    await page.getByRole('textbox', { name: 'Responsibilities' }).fill('Book space\nPrepare air waybills');
    await page.getByRole('textbox', { name: 'Prerequisite' }).fill('IATA basics\nGood English');
    await page.getByRole('textbox', { name: 'Experience' }).fill('2-3 years');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('status').filter({ hasText: 'Job posted.' })).toBeVisible();

    await page.goto('/careers');
    const list = page.getByRole('list', { name: 'Open positions' });
    await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText('Air Freight Executive');
    const posted = vacancyCard(page, 'Air Freight Executive');
    await expect(posted).toContainText('Freight Forwarding');
    await expect(posted.getByText(UNAVAILABLE)).toHaveCount(0);

    // Its details page lists the lines.
    await posted.getByRole('link', { name: 'View Air Freight Executive' }).click();
    await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText(['Book space', 'Prepare air waybills']);
  });

  test('the job form refuses missing fields', async ({ page }) => {
    await signIn(page, 'hr');
    await page.goto('/admincareerpostallowance');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('alert')).toHaveText(JOB_REQUIRED);
    await expect(page.getByRole('alert')).toHaveCSS('color', 'rgb(180, 35, 24)');
    await page.getByRole('textbox', { name: 'Position' }).fill('Half-filled Job');
    await page.getByRole('textbox', { name: 'Department' }).fill('Nowhere');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('alert')).toHaveText(JOB_REQUIRED);
    await expect(page).toHaveURL(/\/admincareerpostallowance$/);
    await expect(page.getByRole('textbox', { name: 'Position' })).toHaveValue('Half-filled Job');
    // The four empty fields are marked with their note; the focus is on the first of them.
    for (const name of ['Overview', 'Responsibilities', 'Prerequisite', 'Experience']) {
      await expect(page.getByRole('textbox', { name }), name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('textbox', { name }), name).toHaveAccessibleDescription(/This field is required\./);
    }
    await expect(page.getByRole('textbox', { name: 'Position' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Overview' })).toBeFocused();

    // An overview over its limit is kept, counted and refused on the field.
    const longOverview = 'Book air cargo with airlines and agents. '.repeat(100);
    await page.getByRole('textbox', { name: 'Overview' }).fill(longOverview);
    await page.getByRole('textbox', { name: 'Responsibilities' }).fill('Book space');
    await page.getByRole('textbox', { name: 'Prerequisite' }).fill('IATA basics');
    await page.getByRole('textbox', { name: 'Experience' }).fill('2-3 years');
    await expect(page.getByRole('textbox', { name: 'Overview' })).toHaveValue(longOverview);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('alert')).toHaveText(TOO_LONG);
    await expect(page.getByRole('textbox', { name: 'Overview' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Overview' })).toHaveAccessibleDescription(/Please shorten this to 4000 characters or fewer\./);
    await expect(page.getByRole('textbox', { name: 'Overview' })).toBeFocused();
    await expect(page).toHaveURL(/\/admincareerpostallowance$/);
    await page.goto('/careers');
    await expect(page.getByRole('list', { name: 'Open positions' }).getByRole('article')).toHaveCount(4);
    await expect(vacancyCard(page, 'Half-filled Job')).toHaveCount(0);
  });
});

test.describe('applicants', () => {
  test('the date filter shows that day only', async ({ page }) => {
    // A new applicant today; the seed has one 1 day ago and one 5 days ago.
    await page.goto('/careerinputfield');
    await fillApplication(page);
    await applicationForm(page).submit.click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();

    await signIn(page, 'hr');
    await page.goto('/adminallapplicants');
    await expect(applicantList(page).getByRole('article')).toHaveCount(3);
    const date = page.getByLabel('Filter by date');
    await date.fill(await browserDay(page, 0));
    await expect(applicantList(page).getByRole('heading', { level: 2 })).toHaveText([applicant.name]);
    await date.fill(await browserDay(page, 1));
    await expect(applicantList(page).getByRole('heading', { level: 2 })).toHaveText(['Sample Applicant Two']);
    await date.fill(await browserDay(page, 3));
    await expect(applicantList(page)).toHaveCount(0);
    await expect(page.getByText(/^No applicants on /)).toBeVisible();
    await page.getByRole('button', { name: 'Clear date' }).click();
    await expect(applicantList(page).getByRole('article')).toHaveCount(3);
  });

  test('a missing applicant shows not-found', async ({ page }) => {
    await signIn(page, 'hr');
    await page.goto('/applicantDetail/nobody-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Applicant not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Applicants' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the careers pages are accessible', async ({ page }) => {
    await page.goto('/careers');
    await expect(vacancyCard(page, 'Sales Intern').getByText(UNAVAILABLE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/jobdetails/seed-job-customs-executive');
    await expect(page.getByRole('heading', { level: 1, name: 'Customs Documentation Executive' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/jobdetails/seed-job-sales-intern');
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/careerinputfield');
    await applicationForm(page).submit.click();
    await expect(alertMessage(page, MISSING)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the careers admin screens are accessible', async ({ page }) => {
    await signIn(page, 'hr');
    await page.goto('/admincareerpostallowance');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('alert')).toHaveText(JOB_REQUIRED);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(vacancyCard(page, 'Sales Intern').getByText('Blocked', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Applicants' }).click();
    await expect(applicantList(page).getByRole('article')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete Sample Applicant One' }).click();
    await expect(page.getByRole('alertdialog', { name: DELETE_QUESTION })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Sample Applicant One' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Applicant One' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Resume' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
