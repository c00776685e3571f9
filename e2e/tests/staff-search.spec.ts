// Affected runs: mfe-admin
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { countFirestoreReads, csvObjects, expect, storedApplicant, storedQuote, test, type QuoteSeed } from '../support';

/**
 * Staff search and the CSV exports as staff use them: a quote is found by
 * digits of its phone number as staff type them, by its origin and by a word
 * in the middle of its company's name, and the search reads only the
 * documents it finds; the CSVs give dates in the staff member's own time
 * zone (as the admin screens show them), phone numbers a spreadsheet shows
 * as typed (no apostrophe, no formula) and the vacancy applied for by its
 * position.
 */

// Documents put in place as the server leaves them (reference, status, search terms); the staff member works in India.
test.use({ serverFunctions: false, signedInAs: 'admin', timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 90_000 });

const pad = (n: number) => String(n).padStart(2, '0');
/** 8:15 pm UTC on 1 March 2026: already 2 March in India. */
const EVENING_UTC = Date.parse('2026-03-01T20:15:00Z');
const LOCAL_HEADER = /^Date \(Asia\/(Kolkata|Calcutta)\)$/;

/**
 * 25 quotes 'Acme co 01' .. 'Acme co 25' from Mundra; 'Acme co 08' alone has the phone +91 98765 43210 and comes from
 * Nhava Sheva; the 9th is 'Himal Traders', with a Nepali phone.
 */
function searchQuotes(): QuoteSeed[] {
  return Array.from({ length: 25 }, (_, index) => {
    const i = index + 1;
    return {
      id: `search-quote-${pad(i)}`,
      sequence: 200 + i,
      createdAt: new Date(EVENING_UTC + (i - 8) * 60_000),
      name: `Search Tester ${pad(i)}`,
      email: `search${pad(i)}@example.com`,
      contactNumber: i === 8 ? '+91 98765 43210' : i === 9 ? '+977 1 4444444' : `+91 90000 000${pad(i)}`,
      companyName: i === 9 ? 'Himal Traders' : `Acme co ${pad(i)}`,
      companyAddress: `${i} Dock Road, Mumbai`,
      services: ['freightForwarding'],
      comments: '',
      status: 'new',
      origin: i === 8 ? 'Nhava Sheva' : 'Mundra Port',
      destination: 'Jebel Ali',
    };
  });
}

const companies = (page: Page) => page.getByTestId('quote-card').getByRole('heading', { level: 2 });

async function downloadCsv(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).press('Enter')]);
  return csvObjects(readFileSync(await download.path(), 'utf8'));
}

test('finds quotes as staff type them; CSV in local time', async ({
  page,
  project,
}) => {
  await project.clear();
  const quotes = searchQuotes();
  await project.write('quotes', quotes.map(storedQuote));
  const target = storedQuote(quotes[7]!);

  await page.goto('/adminviewquoterequests');
  await expect(companies(page)).toHaveCount(20);
  const search = page.getByLabel('Search quotes', { exact: true });
  const reads = countFirestoreReads(page);

  for (const query of ['98765', '9876543210', '+91 98765 43210', '+91 98765', 'Nhava', 'nhava sheva', 'co 08']) {
    reads.clear();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(':runQuery'));
    await search.fill(query);
    await answered;
    await expect(companies(page), `search ${query}`).toHaveText(['Acme co 08']);
    await page.waitForLoadState('networkidle');
    await reads.settle();
    // The search is a Firestore query: only the quote found is read, not the list.
    expect(new Set(reads.of('quotes').map((name) => name.split('/').pop())), `documents read for ${query}`).toEqual(new Set([target.id]));
  }
  // Any run of digits with or without '+', and any part of a word of three letters or more.
  for (const query of ['+977', '977 1 444', 'rader', 'imal']) {
    await search.fill(query);
    await expect(companies(page), `search ${query}`).toHaveText(['Himal Traders']);
  }
  await search.fill('Nhava Mundra');
  await expect(companies(page)).toHaveCount(0);
  reads.stop();

  await search.fill('co 08');
  await expect(companies(page)).toHaveText(['Acme co 08']);
  const { header, rows } = await downloadCsv(page);
  expect(header[1]).toMatch(LOCAL_HEADER);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ Reference: String(target.reference), [header[1]!]: '2026-03-02 01:45', Phone: "'+91 98765 43210", Origin: 'Nhava Sheva' });
});

test('the applicants CSV has local time and positions', async ({ page, project }) => {
  const applicants = [
    { id: 'csv-applicant-1', sequence: 301, vacancyId: 'seed-job-fleet-coordinator', position: 'Warehouse Assistant', number: '+91 90000 00008' },
    { id: 'csv-applicant-2', sequence: 302, vacancyId: 'seed-job-customs-executive', position: 'Data Entry Operator', number: '022 2345 6789' },
  ].map(({ id, sequence, vacancyId, position, number }, index) =>
    storedApplicant({
      id,
      sequence,
      createdAt: new Date(EVENING_UTC + index * 60_000),
      name: `Csv Applicant ${index + 1}`,
      email: `${id}@example.com`,
      number,
      position,
      relocate: 'yes',
      experience: '2-5',
      resumeURL: `resume/${id}.pdf`,
      status: 'new',
      vacancyId,
    }),
  );
  await project.write('applicants', applicants);

  await page.goto('/adminallapplicants');
  await page.getByLabel('Search applicants', { exact: true }).fill('csv applicant');
  await expect(page.getByRole('list', { name: 'Applicants' }).getByRole('article')).toHaveCount(2);
  const { header, rows } = await downloadCsv(page);
  expect(header[1]).toMatch(LOCAL_HEADER);
  expect(header).toEqual(expect.arrayContaining(['Phone', 'Current Position', 'Vacancy']));
  expect(header).not.toContain('Vacancy id');
  const byName = Object.fromEntries(rows.map((row) => [row.Name, row]));
  expect(byName['Csv Applicant 1']).toMatchObject({ [header[1]!]: '2026-03-02 01:45', Phone: "'+91 90000 00008", 'Current Position': 'Warehouse Assistant', Vacancy: 'Fleet Coordinator' });
  expect(byName['Csv Applicant 2']).toMatchObject({ [header[1]!]: '2026-03-02 01:46', Phone: '022 2345 6789', 'Current Position': 'Data Entry Operator', Vacancy: 'Customs Documentation Executive' });
  // A phone holds only what was typed, after a visible apostrophe where a spreadsheet would run it as a formula; no other cell starts like a formula.
  for (const row of rows) for (const [name, cell] of Object.entries(row)) expect(cell, `cell ${JSON.stringify(cell)}`).toMatch(name === 'Phone' ? /^'?[0-9 +\-().]+$/ : /^(?!['=+\-@])/);
});
