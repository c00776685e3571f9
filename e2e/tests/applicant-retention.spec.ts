// Affected runs: mfe-admin, functions
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, storedApplicant, test, type ApplicantSeed, type TestProject } from '../support';

/**
 * Deleting old applications from the applicant inbox: staff choose a date,
 * confirm, and exactly the applicants created before it go, with their
 * resumes; cancelling deletes nothing.
 */

test.use({ serverFunctions: false, signedInAs: 'hr' });
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;

/** Applicants created `days` ago: three older than a year, two of about 200 days, three recent ones. */
const ages = [
  { name: 'Old Applicant One', days: 420 },
  { name: 'Old Applicant Two', days: 400 },
  { name: 'Old Applicant Three', days: 390 },
  { name: 'Half Year Applicant One', days: 210 },
  { name: 'Half Year Applicant Two', days: 190 },
  { name: 'Recent Applicant One', days: 40 },
  { name: 'Recent Applicant Two', days: 3 },
  { name: 'Recent Applicant Three', days: 0 },
] as const;

async function seedApplicants(project: TestProject): Promise<ApplicantSeed[]> {
  await project.clear();
  const now = Date.now();
  const seeds: ApplicantSeed[] = ages.map(({ name, days }, index) => ({
    id: `retention-${index + 1}`,
    sequence: index + 1,
    createdAt: new Date(now - days * DAY - 60_000),
    name,
    email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
    number: '+91 90000 00000',
    position: 'Dispatch Clerk',
    relocate: 'no',
    experience: '2-5',
    resumeURL: `resume/uploader-${index + 1}/retention-${index + 1}.pdf`,
    status: 'new',
  }));
  await project.write('applicants', seeds.map(storedApplicant));
  for (const seed of seeds) await project.upload(seed.resumeURL, 'application/pdf', Buffer.from(`%PDF-1.4\n% resume of ${seed.name}\n%%EOF\n`));
  return seeds;
}

/** 'YYYY-MM-DD' of `days` ago in the browser's time zone (what a date input shows). */
const browserDay = (page: Page, days: number) =>
  page.evaluate((d) => {
    const date = new Date(Date.now() - d * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

test('deleting older applicants removes exactly those, with resumes', async ({ page, project }) => {
  const seeds = await seedApplicants(project);
  await page.goto('/adminallapplicants');
  const list = page.getByRole('list', { name: 'Applicants' });
  await expect(list.getByRole('article')).toHaveCount(ages.length);

  // 100 days ago: the five older applicants go, the three recent ones stay.
  const cutoff = page.getByLabel('Delete applicants older than', { exact: true });
  await cutoff.fill(await browserDay(page, 100));
  const button = page.getByRole('button', { name: 'Delete older applicants' });

  // Cancel deletes nothing.
  await button.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /^Are you sure you want to delete every applicant who applied before / });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await project.documents('applicants')).toHaveLength(ages.length);

  // Confirmed, it deletes them.
  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '5 applicants were deleted.' })).toBeVisible();

  const kept = seeds.filter((_, index) => ages[index]!.days < 100);
  await expect.poll(async () => (await project.documents('applicants')).map((a) => a.name).sort()).toEqual(kept.map((s) => s.name).sort());
  expect((await project.files('resume/')).sort()).toEqual(kept.map((s) => s.resumeURL).sort());
  await expect(list.getByRole('article')).toHaveCount(kept.length);
  await page.reload();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Recent Applicant Three', 'Recent Applicant Two', 'Recent Applicant One']);
});
