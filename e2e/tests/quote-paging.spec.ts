// Affected runs: mfe-admin
import type { Page } from '@playwright/test';
import { countFirestoreReads, expect, expectNoSeriousA11yViolations, storedQuote, test, type QuoteSeed, type TestProject } from '../support';

/**
 * The quote inbox in pages: with 65 quotes stored, the list shows 20 at a
 * time, newest first, and pages through all of them; loading the first page
 * reads one page of documents from Firestore, not the collection; the
 * status and service filters and the search combine with the paging.
 */

// The quotes are put in place as the server leaves them (reference, status, search terms), all at once.
test.use({ serverFunctions: false, signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const PAGE_SIZE = 20;
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Quote i (1..65), created i minutes after the first (65 is the newest):
 * odd i is 'Harbour Line i', even i 'Inland Cargo i'; every third is
 * Being priced, the rest New; all ask for Custom Clearance, the first 50 also
 * for Warehousing.
 */
function pagingQuotes(now: number): QuoteSeed[] {
  return Array.from({ length: 65 }, (_, index) => {
    const i = index + 1;
    return {
      id: `paging-quote-${pad(i)}`,
      sequence: i,
      createdAt: new Date(now - (66 - i) * MINUTE),
      name: `Paging Tester ${pad(i)}`,
      email: `tester${pad(i)}@example.com`,
      contactNumber: '+91 90000 00000',
      companyName: i % 2 === 1 ? `Harbour Line ${pad(i)}` : `Inland Cargo ${pad(i)}`,
      companyAddress: `${i} Dock Road, Mumbai`,
      services: i <= 50 ? ['customClearance', 'warehousing'] : ['customClearance'],
      comments: '',
      status: i % 3 === 0 ? 'pricing' : 'new',
    };
  });
}

/** The companies of `quotes`, newest first (the list's default order). */
const newestFirst = (quotes: QuoteSeed[]) => [...quotes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((q) => q.companyName);

async function seed(project: TestProject): Promise<QuoteSeed[]> {
  await project.clear();
  const quotes = pagingQuotes(Date.now());
  await project.write('quotes', quotes.map(storedQuote));
  return quotes;
}

const companies = (page: Page) => page.getByTestId('quote-card').getByRole('heading', { level: 2 });
const nextPage = (page: Page) => page.getByRole('button', { name: 'Next page' });
const previousPage = (page: Page) => page.getByRole('button', { name: 'Previous page' });

/** Pages forward from the list as shown to its last page; the companies of each page. */
async function readAllPages(page: Page): Promise<string[][]> {
  const pages: string[][] = [];
  for (;;) {
    await expect(companies(page).first()).toBeVisible();
    const shown = await companies(page).allInnerTexts();
    pages.push(shown);
    if (!(await nextPage(page).isVisible()) || (await nextPage(page).isDisabled())) return pages;
    await nextPage(page).click();
    // The next page replaces this one.
    await expect(companies(page).first()).not.toHaveText(shown[0] ?? '');
    if (pages.length > 10) throw new Error('More than 10 pages: the paging does not end');
  }
}

/** `names` cut into pages of 20. */
const inPages = (names: string[]) => Array.from({ length: Math.ceil(names.length / PAGE_SIZE) }, (_, p) => names.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE));

test('paging reads one page and reaches every quote', async ({ page, project }) => {
  const quotes = await seed(project);
  const expected = newestFirst(quotes);

  const reads = countFirestoreReads(page);
  await page.goto('/adminviewquoterequests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
  await expect(companies(page)).toHaveCount(PAGE_SIZE);
  await page.waitForLoadState('networkidle');
  await reads.settle();
  const firstLoad = reads.of('quotes');
  test.info().annotations.push({ type: 'quote documents read for the first page', description: String(firstLoad.length) });
  expect(firstLoad.length, 'quote documents read to show the first page').toBeGreaterThan(0);
  expect(firstLoad.length, `quote documents read to show the first page: ${firstLoad.length}`).toBeLessThanOrEqual(PAGE_SIZE);
  reads.stop();

  await expect(companies(page)).toHaveText(expected.slice(0, PAGE_SIZE));
  await expect(previousPage(page)).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const pages = await readAllPages(page);
  expect(pages).toEqual(inPages(expected));
  expect(new Set(pages.flat()).size).toBe(65);

  // And back: the keyboard works the paging too.
  await previousPage(page).press('Enter');
  await expect(companies(page)).toHaveText(expected.slice(40, 60));
  await previousPage(page).press('Enter');
  await previousPage(page).press('Enter');
  await expect(companies(page)).toHaveText(expected.slice(0, PAGE_SIZE));
  await expect(previousPage(page)).toBeDisabled();

  // Oldest first pages the other way.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' });
  await expect(companies(page)).toHaveText([...expected].reverse().slice(0, PAGE_SIZE));
});

test('filters combine with each other and paging', async ({ page, project }) => {
  const quotes = await seed(project);
  await page.goto('/adminviewquoterequests');
  await expect(companies(page)).toHaveCount(PAGE_SIZE);

  const status = page.getByRole('combobox', { name: 'Status' });
  const service = page.getByRole('combobox', { name: 'Service' });
  const search = page.getByLabel('Search quotes', { exact: true });
  await expect(status.getByRole('option')).toHaveText(['All statuses', 'New', 'Being priced', 'Quoted', 'Accepted', 'Declined']);
  await expect(service.getByRole('option')).toHaveText([
    'All services',
    'Custom Clearance',
    'Freight Forwarding',
    'Transportation',
    'Warehousing',
    'Exim Consultancy',
    'Logistics Design',
  ]);

  const expectPages = async (which: (q: QuoteSeed) => boolean, what: string) => {
    const expected = newestFirst(quotes.filter(which));
    expect(expected.length, what).toBeGreaterThan(0);
    await expect(companies(page), what).toHaveText(expected.slice(0, PAGE_SIZE));
    expect(await readAllPages(page), what).toEqual(inPages(expected));
  };

  // Being priced: 21 quotes, two pages.
  await status.selectOption({ label: 'Being priced' });
  await expectPages((q) => q.status === 'pricing', 'Being priced');

  // A search by a word of the company: 33 Harbour Line quotes (the status filter back to all).
  await status.selectOption({ label: 'All statuses' });
  await search.fill('harbour');
  await expectPages((q) => q.companyName.startsWith('Harbour Line'), 'search harbour');

  // Search and service: 25 quotes.
  await service.selectOption({ label: 'Warehousing' });
  await expectPages((q) => q.companyName.startsWith('Harbour Line') && q.services.includes('warehousing'), 'harbour + Warehousing');

  // Search, service and status: 8 quotes, one page.
  await status.selectOption({ label: 'Being priced' });
  await expectPages((q) => q.companyName.startsWith('Harbour Line') && q.services.includes('warehousing') && q.status === 'pricing', 'harbour + Warehousing + Being priced');

  // A search by the contact's e-mail finds exactly that quote.
  await status.selectOption({ label: 'All statuses' });
  await service.selectOption({ label: 'All services' });
  await search.fill('tester07@example.com');
  await expect(companies(page)).toHaveText(['Harbour Line 07']);

  // And by its reference, typed loosely.
  const seventh = storedQuote(quotes[6]!);
  await search.fill(String(seventh.reference).toLowerCase().replace(/-/g, ' '));
  await expect(companies(page)).toHaveText(['Harbour Line 07']);

  // Nothing found says so.
  await search.fill('no such company anywhere');
  await expect(companies(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
