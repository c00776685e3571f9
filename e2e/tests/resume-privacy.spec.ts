// Affected runs: mfe-careers, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { applicationForm, emulatorHosts, expect, expectNoSeriousA11yViolations, repoRoot, test, type TestProject } from '../support';

/**
 * Resumes are private: a visitor's resume reaches the signed-in admin with
 * its exact bytes through the signed-in Storage SDK (no link carrying a key
 * ever exists), it is served as a download, never shown inline, under the
 * name the server gives it (`resume-<reference>.<type>`), and nobody signed
 * out can read it.
 */

const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);

/** A visitor applies for the Fleet Coordinator job with `resume` (a fixture file name). */
async function apply(page: Page, name: string, resume: string): Promise<void> {
  await page.goto('/jobdetails/seed-job-fleet-coordinator');
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await page.getByRole('textbox', { name: 'Number' }).fill('+91 91234 56789');
  // The applicant's own current position (the vacancy is sent apart from it).
  await applicationForm(page).position.fill('Dispatch Clerk');
  await page.getByLabel(/Resume/).setInputFiles(fixture(resume));
  await applicationForm(page).consent.check();
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible();
}

/** The stored path of the applicant named `name` (what the back end really holds). */
async function resumePathOf(project: TestProject, name: string): Promise<string> {
  const applicant = (await project.documents('applicants')).find((doc) => doc.name === name);
  expect(applicant, `an applicant named ${name} is stored`).toBeDefined();
  const path = String(applicant?.resumeURL);
  expect(path).toMatch(/^resume\/[^/]+\/[^/]+$/); // resume/<uploader uid>/<unique name>
  return path;
}

/** The same, once the server has numbered the application (its reference names the resume). */
async function storedApplication(project: TestProject, name: string): Promise<{ path: string; reference: string }> {
  const stored = async () => (await project.documents('applicants')).find((doc) => doc.name === name);
  await expect.poll(async () => typeof (await stored())?.reference, { message: `the application of ${name} is numbered`, timeout: 20_000 }).toBe('string');
  return { path: await resumePathOf(project, name), reference: String((await stored())?.reference) };
}

/** The Storage address of a stored object of the test project (`alt=media` for its bytes). */
const objectUrl = (project: TestProject, path: string, media = true) =>
  `http://${emulatorHosts.storage}/v0/b/${project.projectId}.appspot.com/o/${encodeURIComponent(path)}${media ? '?alt=media' : ''}`;

test.describe('private resumes', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const { resume, applicant, type, extension } of [
    { resume: 'resume.pdf', applicant: 'Asha Rao', type: 'application/pdf', extension: 'pdf' },
    { resume: 'resume.docx', applicant: 'Ravi Kumar', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  ]) {
    test(`a visitor's ${resume} downloads intact for the admin`, async ({
      page,
      otherContext,
      project,
    }) => {
      project.expectServerFunctions();
      await apply(page, applicant, resume);
      const { path, reference } = await storedApplication(project, applicant);
      expect(reference).toMatch(/^A-\d{4}-\d{6}$/);

      const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
      // Records the object URLs the page revokes (the page's CSP rightly forbids reading a blob: URL back).
      await staffPage.addInitScript(() => {
        const revoked: string[] = [];
        const revoke = URL.revokeObjectURL.bind(URL);
        Object.assign(window, { revokedObjectUrls: revoked });
        URL.revokeObjectURL = (url: string) => {
          revoked.push(url);
          revoke(url);
        };
      });
      const requests: Request[] = [];
      staffPage.on('request', (request) => requests.push(request));
      await staffPage.goto('/adminallapplicants');
      await staffPage.getByRole('article', { name: applicant }).getByRole('link', { name: applicant }).click();
      await expect(staffPage.getByRole('heading', { level: 1, name: applicant })).toBeVisible();

      // Keyboard: the control is a button reached and pressed without a mouse.
      const button = staffPage.getByRole('button', { name: 'Download Resume' });
      await button.focus();
      const [download] = await Promise.all([staffPage.waitForEvent('download'), staffPage.keyboard.press('Enter')]);
      expect(download.suggestedFilename()).toBe(`resume-${reference}.${extension}`);
      expect(download.url()).toMatch(/^blob:/);
      expect(readFileSync(await download.path()).equals(readFileSync(fixture(resume)))).toBe(true);

      // The file came from Storage with the admin's ID token, not with a key in the URL.
      const reads = requests.filter((request) => request.url().startsWith(objectUrl(project, path, false)));
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) {
        expect(read.url()).not.toContain('token=');
        if (read.method() === 'GET') expect(await read.headerValue('authorization')).toMatch(/^Firebase \S+/);
      }
      expect(requests.filter((request) => request.url().includes('token='))).toEqual([]);
      expect(await staffPage.content()).not.toContain('token=');
      expect(await staffPage.locator('a[href^="blob:"], a[href*="/o/resume"]').count()).toBe(0);

      // The object URL the browser saved the file from is revoked right after.
      await expect
        .poll(() => staffPage.evaluate(() => (window as unknown as { revokedObjectUrls: string[] }).revokedObjectUrls), { timeout: 5000 })
        .toEqual([download.url()]);
      await expect(staffPage.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousA11yViolations(staffPage);

      // Stored as a download of its own type, under the name the server gave it.
      const metadata = async () => (await (await fetch(objectUrl(project, path, false), { headers: { Authorization: 'Bearer owner' } })).json()) as Record<string, unknown>;
      await expect.poll(async () => String((await metadata()).contentDisposition), { timeout: 10_000 }).toBe(
        `attachment; filename="resume-${reference}.${extension}"; filename*=UTF-8''resume-${reference}.${extension}`,
      );
      expect(await metadata()).toMatchObject({ contentType: type });
    });
  }

  test('resumes are served as attachments', async ({ page, project }) => {
    await apply(page, 'Meera Shah', 'resume.pdf');
    const path = await resumePathOf(project, 'Meera Shah');
    const response = await fetch(objectUrl(project, path), { headers: { Authorization: 'Bearer owner' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment\b/);
    expect(response.headers.get('content-disposition')).not.toMatch(/^inline/);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(fixture('resume.pdf')))).toBe(true);
  });

  test('a visitor cannot read, list or delete resumes', async ({ page, project }) => {
    const uploadAnswers: string[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/o?')) uploadAnswers.push(await response.text().catch(() => ''));
    });
    await apply(page, 'Joseph Fernandes', 'resume.docx');
    const path = await resumePathOf(project, 'Joseph Fernandes');

    expect(uploadAnswers.length).toBeGreaterThan(0);
    for (const answer of uploadAnswers) expect(answer).not.toContain('downloadTokens');

    // From the visitor's own page (signed out), as any script there could try.
    const statuses = await page.evaluate(
      async ({ media, meta, list }) => {
        const status = (url: string, init?: RequestInit) => fetch(url, init).then((r) => r.status, () => 0);
        return { media: await status(media), meta: await status(meta), list: await status(list), remove: await status(meta, { method: 'DELETE' }) };
      },
      {
        media: objectUrl(project, path),
        meta: objectUrl(project, path, false),
        list: `http://${emulatorHosts.storage}/v0/b/${project.projectId}.appspot.com/o?prefix=resume%2F`,
      },
    );
    expect(statuses).toEqual({ media: 403, meta: 403, list: 403, remove: 403 });
    expect(await project.files('resume/')).toContain(path);
  });
});
