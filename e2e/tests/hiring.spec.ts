// Affected runs: mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { applicationForm, expect, expectNoSeriousA11yViolations, projectOf, repoRoot, staff, test } from '../support';

/**
 * The hiring pipeline end to end: an application sent from a job's page is
 * linked to that vacancy, keeps the applicant's own current position apart
 * from it and needs the applicant's consent; HR finds it by
 * the vacancy, shortlists it and finds it again by that status; a vacancy
 * past its closing date is closed to applicants; an edited vacancy shows its
 * new text to visitors.
 */

test.describe.configure({ timeout: 120_000 });

const JOB_ID = 'seed-job-fleet-coordinator';
const JOB = 'Fleet Coordinator';
/** The applicant's own current position: not the vacancy applied for. */
const CURRENT_POSITION = 'Warehouse Supervisor';
const CONSENT_ERROR = 'Please agree to the privacy notice to apply.';
const SUCCESS = 'Application submitted successfully!';
const UNAVAILABLE = 'Currently Unavailable';
const NO_LONGER_OPEN = 'This vacancy is no longer open.';
const resume = () => ({ name: 'kiran.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(repoRoot, 'e2e/fixtures/resume.pdf')) });

/** 'YYYY-MM-DD' of the UTC day `days` from today. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillApplication(page: Page, name: string, email: string): Promise<void> {
  const f = applicationForm(page);
  await f.name.fill(name);
  await f.email.fill(email);
  await f.number.fill('+91 91234 56789');
  await f.position.fill(CURRENT_POSITION);
  await f.no.check();
  await f.experience.selectOption('2-5');
  await f.resume.setInputFiles(resume());
}

test('a job application is linked, consented and shortlisted', async ({
  page: visitor,
  otherContext,
  baseURL,
}) => {
  const project = projectOf(visitor);
  const tag = `${Date.now()}`.slice(-6);
  const name = `Kiran Desai ${tag}`;

  // The job page's Apply link carries the vacancy.
  await visitor.goto(`/jobdetails/${JOB_ID}`);
  await expect(visitor.getByRole('heading', { level: 1, name: JOB })).toBeVisible();
  const apply = visitor.getByRole('link', { name: 'Apply Now' });
  await expect(apply).toHaveAttribute('href', `/careerinputfield?vacancy=${JOB_ID}`);
  await apply.click();
  await expect(visitor).toHaveURL(`${baseURL}/careerinputfield?vacancy=${JOB_ID}`);
  await expect(visitor.getByText(/^You are applying for/)).toContainText(JOB);
  // Current Position asks for the applicant's own job: empty and typed, whatever the vacancy.
  await expect(applicationForm(visitor).position).toHaveValue('');
  await expect(applicationForm(visitor).position).toBeEditable();

  // Without consent nothing is sent.
  await fillApplication(visitor, name, `kiran.${tag}@example.com`);
  const f = applicationForm(visitor);
  await expect(f.consent).not.toBeChecked();
  await f.submit.click();
  await expect(visitor.getByRole('alert').getByText(CONSENT_ERROR, { exact: true })).toBeVisible();
  await expect(f.consent).toHaveAttribute('aria-invalid', 'true');
  await expect(f.consent).toBeFocused();
  expect((await project.documents('applicants')).filter((a) => a.name === name)).toHaveLength(0);
  await expect(visitor.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  await expectNoSeriousA11yViolations(visitor);

  // Ticked with the keyboard, the application goes.
  await f.consent.press('Space');
  await expect(f.consent).toBeChecked();
  await f.submit.click();
  await expect(visitor.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();

  const stored = (await project.documents('applicants')).filter((a) => a.name === name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ vacancyId: JOB_ID, position: CURRENT_POSITION, consent: true });

  // ------------------------------------------------------------ HR, in another browser
  const hr = await (await otherContext({ signedInAs: 'hr' })).newPage();
  await hr.goto('/adminallapplicants');
  const list = hr.getByRole('list', { name: 'Applicants' });
  const vacancyFilter = hr.getByRole('combobox', { name: 'Vacancy' });
  await expect(vacancyFilter.getByRole('option').first()).toHaveText('All vacancies');
  await expect(vacancyFilter.getByRole('option', { name: JOB })).toHaveCount(1);
  await vacancyFilter.selectOption({ label: JOB });
  // The sample applicants applied without a vacancy: only the new one is linked to it.
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(hr);

  await list.getByRole('article', { name }).getByRole('link', { name }).click();
  await expect(hr.getByRole('heading', { level: 1, name })).toBeVisible();
  // The applicant's own current position, and apart from it the vacancy it was sent from, linked to its public page.
  const rowOf = (term: string) => hr.locator('dt').getByText(term, { exact: true }).locator('xpath=ancestor-or-self::dt[1]/following-sibling::dd[1]');
  await expect(rowOf('Current Position')).toHaveText(CURRENT_POSITION);
  const vacancyRow = rowOf('Vacancy');
  await expect(vacancyRow.getByRole('link', { name: JOB })).toHaveAttribute('href', `/jobdetails/${JOB_ID}`);
  const status = hr.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('new');
  await expect(status.getByRole('option')).toHaveText(['New', 'Shortlisted', 'Interviewed', 'Offer', 'Hired', 'Rejected']);
  await status.selectOption({ label: 'Shortlisted' });
  await hr.getByRole('button', { name: 'Update status' }).press('Enter');
  await expect(hr.getByRole('main').getByText(new RegExp(`^Shortlisted — ${staff.hr.replace(/[.]/g, '\\.')} — `))).toBeVisible();
  await hr.getByRole('textbox', { name: 'New note' }).fill('Strong on route planning; call back Monday.');
  await hr.getByRole('button', { name: 'Add note' }).press('Enter');
  await expect(hr.getByText('Strong on route planning; call back Monday.')).toBeVisible();
  await expectNoSeriousA11yViolations(hr);

  await hr.reload();
  await expect(hr.getByRole('combobox', { name: 'Status' })).toHaveValue('shortlisted');
  await expect(hr.getByText('Strong on route planning; call back Monday.')).toBeVisible();

  // Filtered by the status: only the shortlisted application.
  await hr.goto('/adminallapplicants');
  await expect(list.getByRole('article')).toHaveCount(3);
  await hr.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Shortlisted' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name })).toBeVisible();
  await hr.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'New' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article', { name })).toHaveCount(0);

  // And searched by name.
  await hr.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  await hr.getByLabel('Search applicants', { exact: true }).fill(`kiran.${tag}@example.com`);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name })).toBeVisible();
});

test('a vacancy closes after its closing date', async ({ page, project }) => {
  const createdAt = new Date();
  const vacancy = (id: string, position: string, closingDate: string) => ({
    id,
    position,
    department: 'Operations',
    overview: `Run the ${position.toLowerCase()} desk.`,
    responsibilities: 'Plan shifts\nReport to the manager',
    prerequisite: 'Graduate\nGood English',
    experience: '3-5 years',
    isBlocked: false,
    closingDate,
    createdAt,
  });
  await project.write('jobvacancy', [
    vacancy('e2e-job-closed', 'Night Shift Supervisor', utcDay(-1)),
    vacancy('e2e-job-closing-today', 'Yard Planner', utcDay(0)),
  ]);

  await page.goto('/careers');
  const closed = page.getByRole('article', { name: 'Night Shift Supervisor' });
  await expect(closed.getByText(UNAVAILABLE)).toBeVisible();
  await expect(closed.getByRole('button', { name: 'View Night Shift Supervisor' })).toBeDisabled();
  const today = page.getByRole('article', { name: 'Yard Planner' });
  await expect(today.getByRole('link', { name: 'View Yard Planner' })).toBeVisible();
  await expect(today.getByText(UNAVAILABLE)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/jobdetails/e2e-job-closed');
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

  // Its application page, opened directly, refuses.
  await page.goto('/careerinputfield?vacancy=e2e-job-closed');
  await expect(page.getByText(NO_LONGER_OPEN, { exact: true })).toBeVisible();
  await expect(applicationForm(page).submit).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The one closing today takes applications until the day ends.
  await page.goto('/jobdetails/e2e-job-closing-today');
  await expect(page.getByRole('heading', { level: 1, name: 'Yard Planner' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await fillApplication(page, 'Leela Iyer', 'leela.iyer@example.com');
  await applicationForm(page).consent.check();
  await applicationForm(page).submit.click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect((await project.documents('applicants')).find((a) => a.name === 'Leela Iyer')).toMatchObject({ vacancyId: 'e2e-job-closing-today' });
});

test('an edited vacancy updates but keeps its creation date', async ({
  page,
  otherContext,
  project,
}) => {
  const before = (await project.documents('jobvacancy')).find((v) => v.id === 'seed-job-customs-executive');
  const admin = await (await otherContext({ signedInAs: 'admin' })).newPage();
  await admin.goto('/admincareereditallowance');
  const card = admin.getByRole('article', { name: 'Customs Documentation Executive' });
  await card.getByRole('link', { name: /Edit/ }).click();

  const position = admin.getByRole('textbox', { name: 'Position' });
  await expect(position).toHaveValue('Customs Documentation Executive');
  await expect(admin.getByRole('textbox', { name: 'Overview' })).toHaveValue('Prepare and file import and export documents for our clearance team in Navi Mumbai.');
  await position.fill('Senior Customs Documentation Executive');
  await admin.getByRole('textbox', { name: 'Overview' }).fill('Lead the documentation desk of our clearance team in Navi Mumbai.');
  await admin.getByRole('textbox', { name: 'Responsibilities' }).fill('Review bills of entry\nTrain new executives');
  const closing = admin.getByLabel('Closing date (optional)');
  await closing.fill(utcDay(30));
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(admin).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(admin.getByRole('status').filter({ hasText: 'The job was updated.' })).toBeVisible();

  const after = (await project.documents('jobvacancy')).find((v) => v.id === 'seed-job-customs-executive');
  expect(after).toMatchObject({ position: 'Senior Customs Documentation Executive', closingDate: utcDay(30), isBlocked: false });
  expect(after?.createdAt).toEqual(before?.createdAt);

  // The visitor sees the new text.
  await page.goto('/jobdetails/seed-job-customs-executive');
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Customs Documentation Executive' })).toBeVisible();
  await expect(page.getByText('Lead the documentation desk of our clearance team in Navi Mumbai.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText(['Review bills of entry', 'Train new executives']);
  await expect(page.getByText('Prepare and file import and export documents')).toHaveCount(0);
  await page.goto('/careers');
  await expect(page.getByRole('article', { name: 'Senior Customs Documentation Executive' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Customs Documentation Executive', exact: true })).toHaveCount(0);
});
