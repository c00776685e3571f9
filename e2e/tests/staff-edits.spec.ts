// Affected runs: mfe-admin
import type { Page, Route } from '@playwright/test';
import { emulatorHosts, expect, staff, storedQuote, test } from '../support';

/**
 * Staff edits are safe: two staff members working one quote in two browsers
 * never overwrite each other unawares (the second is told who set which
 * status and sees it), a note one adds shows to the other without a reload,
 * and a status change or a note made just before pressing Back is stored all
 * the same.
 */

// The quote is put in place as the server leaves it (reference, status, search terms).
test.use({ serverFunctions: false, signedInAs: 'admin' });
test.describe.configure({ timeout: 90_000 });

const quoteId = 'staff-edits-quote';
const company = 'Concurrent Cargo Pvt Ltd';

// `page` first: its context resets the project to the sample content.
test.beforeEach(async ({ page: _page, project }) => {
  await project.write('quotes', [
    storedQuote({
      id: quoteId,
      sequence: 901,
      createdAt: new Date(Date.now() - 60_000),
      name: 'Kiran Desai',
      email: 'kiran@example.com',
      contactNumber: '+91 98200 00000',
      companyName: company,
      companyAddress: '4 Dock Road, Mumbai',
      services: ['freightForwarding'],
      comments: '',
      status: 'new',
    }),
  ]);
});

const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const historyItems = (page: Page) => page.getByRole('list', { name: 'Status history' }).getByRole('listitem');

/** Holds every write to Firestore (a commit) of `page` for `ms` before sending it, as a slow connection would. */
async function slowWrites(page: Page, ms: number): Promise<void> {
  const port = emulatorHosts.firestore.split(':')[1];
  await page.route(
    (url) => url.port === port && url.pathname.endsWith(':commit'),
    async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    },
  );
}

test('a conflicting status change overwrites nothing', async ({ page: admin, otherContext, project }) => {
  const hr = await (await otherContext({ signedInAs: 'hr' })).newPage();
  await admin.goto(`/quoteDetails/${quoteId}`);
  await hr.goto(`/quoteDetails/${quoteId}`);
  for (const page of [admin, hr]) {
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(statusSelect(page)).toHaveValue('new');
  }

  await statusSelect(admin).selectOption({ label: 'Being priced' });
  await admin.getByRole('button', { name: 'Update status' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible();

  // HR's page still shows New: HR's change is refused and HR is told.
  await statusSelect(hr).selectOption({ label: 'Declined' });
  await hr.getByRole('button', { name: 'Update status' }).click();
  await expect(hr.getByRole('alert')).toHaveText(
    new RegExp(`This quote's status was changed to Being priced by ${staff.admin.replace(/[.]/g, '\\.')} after this page was loaded, so your change was not saved\\. The page now shows the current status\\.`),
  );
  await expect(hr.getByRole('status').filter({ hasText: 'Status updated.' })).toHaveCount(0);
  await expect(statusSelect(hr)).toHaveValue('pricing');
  await expect(historyItems(hr)).toHaveCount(1);
  await expect(historyItems(hr).first()).toHaveText(new RegExp(`^Being priced — ${staff.admin.replace(/[.]/g, '\\.')} — `));
  expect((await project.document(`quotes/${quoteId}`))?.status).toBe('pricing');
  expect(await project.documents(`quotes/${quoteId}/history`)).toHaveLength(1);

  // Chosen again on the page as it now is, HR's change is stored.
  await statusSelect(hr).selectOption({ label: 'Declined' });
  await hr.getByRole('button', { name: 'Update status' }).click();
  await expect(hr.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible();
  await expect(hr.getByRole('alert')).toHaveCount(0);
  expect((await project.document(`quotes/${quoteId}`))?.status).toBe('declined');
});

test('notes show to other staff live', async ({ page: admin, otherContext }) => {
  const hr = await (await otherContext({ signedInAs: 'hr' })).newPage();
  await admin.goto(`/quoteDetails/${quoteId}`);
  await hr.goto(`/quoteDetails/${quoteId}`);
  await expect(hr.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await admin.getByRole('textbox', { name: 'New note' }).fill('Called the shipper, rates by noon');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(admin.getByRole('list', { name: 'Staff notes' })).toContainText('Called the shipper, rates by noon');
  // HR's page was loaded before the note and is never reloaded.
  await expect(hr.getByRole('list', { name: 'Staff notes' })).toContainText('Called the shipper, rates by noon', { timeout: 15_000 });
});

test('Back during saves loses no status or note', async ({ page, project }) => {
  const list = page.getByRole('heading', { level: 1, name: 'Requested Quotes' });
  const openQuote = async () => {
    await page.getByRole('link', { name: `View quote from ${company}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  };
  await page.goto('/adminviewquoterequests');
  await expect(list).toBeVisible();
  await openQuote();
  await expect(statusSelect(page)).toHaveValue('new');

  await slowWrites(page, 2_000);
  await statusSelect(page).selectOption({ label: 'Quoted' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updating the status' })).toBeVisible();
  await page.goBack();
  await expect(list).toBeVisible();

  await expect.poll(async () => (await project.document(`quotes/${quoteId}`))?.status, { timeout: 15_000 }).toBe('quoted');
  const history = await project.documents(`quotes/${quoteId}/history`);
  expect(history.map((entry) => [entry.status, entry.by])).toEqual([['quoted', staff.admin]]);

  await openQuote();
  await expect(statusSelect(page)).toHaveValue('quoted');
  await page.getByRole('textbox', { name: 'New note' }).fill('Sent the rate sheet before leaving');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adding the note' })).toBeVisible();
  await page.goBack();
  await expect(list).toBeVisible();
  await expect
    .poll(async () => (await project.documents(`quotes/${quoteId}/notes`)).map((note) => note.text), { timeout: 15_000 })
    .toEqual(['Sent the rate sheet before leaving']);
});

test('leaving during a save asks first', async ({ page, project }) => {
  // Opened directly (as from the staff mail's link): Back leaves the document, which would cancel the write.
  await page.goto('/adminviewquoterequests');
  await page.goto(`/quoteDetails/${quoteId}`);
  await expect(statusSelect(page)).toHaveValue('new');
  await slowWrites(page, 2_000);
  await statusSelect(page).selectOption({ label: 'Accepted' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updating the status' })).toBeVisible();
  const asked = page.waitForEvent('dialog');
  // Staying cancels the navigation, so Back never completes: it is not awaited.
  void page.goBack().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible({ timeout: 15_000 });
  expect((await project.document(`quotes/${quoteId}`))?.status).toBe('accepted');
  expect((await project.documents(`quotes/${quoteId}/history`)).map((entry) => entry.status)).toEqual(['accepted']);

  // Closing the tab while a note is being added asks too.
  await page.getByRole('textbox', { name: 'New note' }).fill('Booked the container');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adding the note' })).toBeVisible();
  const askedAgain = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const closing = await askedAgain;
  expect(closing.type()).toBe('beforeunload');
  await closing.dismiss();
  await expect.poll(async () => (await project.documents(`quotes/${quoteId}/notes`)).map((note) => note.text), { timeout: 15_000 }).toEqual(['Booked the container']);
  // Once nothing is being saved, leaving asks nothing.
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
});
