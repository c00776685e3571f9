// Affected runs: mfe-public /getafreequote, mfe-careers, mfe-blog, mfe-admin
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applicationForm, expect, publishPost, repoRoot, test } from '../support';

/**
 * One back end for everyone: what a visitor does in one browser reaches the
 * staff signed in from another browser (separate storage, cookies and
 * sessions), and what staff change reaches the visitor.
 */

const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);
const UNAVAILABLE = 'Currently Unavailable';

test.describe('a visitor and staff in two separate browsers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a quote reaches the admin', async ({ page, otherContext }) => {
    const company = `Two Browsers Trading ${Date.now()}`;
    await page.goto('/getafreequote');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Shah');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera.shah@example.com');
    await page.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('+91 98765 43210');
    await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill(company);
    await page.getByRole('textbox', { name: 'Company Address', exact: true }).fill('4 Dock Road, Mumbai');
    await page.getByRole('checkbox', { name: 'Warehousing' }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Quote Sent!', { exact: true })).toBeVisible();

    const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
    await staffPage.goto('/adminviewquoterequests');
    const card = staffPage.getByTestId('quote-card').filter({ hasText: company });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'View' }).click();
    await expect(staffPage.getByRole('main')).toContainText(company);
    await expect(staffPage.getByRole('main')).toContainText('meera.shah@example.com');
    await expect(staffPage.getByRole('main')).toContainText('+91 98765 43210');
  });

  test('an application with a PDF reaches the admin', async ({ page, otherContext }) => {
    const pdf = readFileSync(fixture('resume.pdf'));
    await page.goto('/jobdetails/seed-job-fleet-coordinator');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
    await page.getByRole('textbox', { name: 'Email' }).fill('ravi.kumar@example.com');
    await page.getByRole('textbox', { name: 'Number' }).fill('+91 91234 56789');
    // The applicant's own current position (the vacancy is sent apart from it).
    await applicationForm(page).position.fill('Dispatch Clerk');
    await page.getByLabel(/Resume/).setInputFiles(fixture('resume.pdf'));
    await applicationForm(page).consent.check();
    await page.getByRole('button', { name: /Submit/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible();

    const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
    await staffPage.goto('/adminallapplicants');
    await staffPage.getByRole('article', { name: 'Ravi Kumar' }).getByRole('link', { name: 'Ravi Kumar' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
    await expect(staffPage.getByRole('main')).toContainText('ravi.kumar@example.com');
    const [download] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByRole('button', { name: 'Download Resume' }).click()]);
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
  });

  test('a vacancy blocked meanwhile shows closed', async ({ page, otherContext }) => {
    await page.goto('/careers');
    const card = page.getByRole('article', { name: 'Fleet Coordinator' });
    await expect(card.getByRole('link', { name: 'View Fleet Coordinator' })).toBeVisible();

    const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
    await staffPage.goto('/admincareereditallowance');
    const adminCard = staffPage.getByRole('article', { name: 'Fleet Coordinator' });
    await adminCard.getByRole('button', { name: 'Block Fleet Coordinator' }).click();
    await expect(adminCard.getByText('Blocked', { exact: true })).toBeVisible();

    // The open list may be a minute old; the vacancy it still offers is read when opened.
    await card.getByRole('link', { name: 'View Fleet Coordinator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
    await page.goto('/careerinputfield?vacancy=seed-job-fleet-coordinator');
    await expect(page.getByText('This vacancy is no longer open.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

    await expect(async () => {
      await page.goto('/careers');
      await expect(card.getByRole('button', { name: 'View Fleet Coordinator' })).toBeDisabled({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(card.getByText(UNAVAILABLE)).toBeVisible();
  });

  test('a new post reaches the visitor', async ({ page, otherContext }) => {
    const topic = `Two Browsers ${Date.now()}`;
    const staffPage = await (await otherContext({ signedInAs: 'admin' })).newPage();
    await publishPost(staffPage, { name: 'Asha Rao', topic, description: 'Seen from another browser.', message: 'One back end for everyone.' });

    await page.goto('/allblogs');
    await expect(page.getByRole('heading', { name: topic })).toBeVisible();
  });
});
