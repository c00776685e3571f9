// Affected runs: mfe-admin
import { readFileSync } from 'node:fs';
import { csvObjects, expect, expectNoSeriousA11yViolations, storedQuote, test, type QuoteSeed } from '../support';

/**
 * The CSV export of the quote inbox: the filtered list, every page of it,
 * downloads as one file with a header row and one row per quote; commas,
 * double quotes and line breaks survive a spreadsheet's reading, and a cell
 * that a spreadsheet would run as a formula (starting with =, +, - or @)
 * arrives as plain text.
 */

test.use({ serverFunctions: false, signedInAs: 'admin' });
test.describe.configure({ timeout: 90_000 });

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Texts a spreadsheet would misread if they were not quoted or neutralised. */
const tricky = {
  companyName: 'Comma, "Quoted" & Sons',
  comments: 'First line, with a comma\nSecond line says "hello"',
  name: '=HYPERLINK("http://evil.example","Click")',
  origin: '@Home port, Mumbai',
  minusComments: '-2 pallets short',
};

/**
 * 30 quotes: 23 Quoted (more than one page of 20) and 7 New. Quote 5 carries
 * the tricky texts.
 */
function csvQuotes(now: number): QuoteSeed[] {
  return Array.from({ length: 30 }, (_, index) => {
    const i = index + 1;
    const base: QuoteSeed = {
      id: `csv-quote-${pad(i)}`,
      sequence: 100 + i,
      createdAt: new Date(now - (31 - i) * MINUTE),
      name: `Export Tester ${pad(i)}`,
      email: `export${pad(i)}@example.com`,
      contactNumber: '+91 90000 000' + pad(i),
      companyName: `Export Freight ${pad(i)}`,
      companyAddress: `${i} Dock Road, Mumbai`,
      services: ['freightForwarding'],
      comments: i === 7 ? tricky.minusComments : '',
      status: i <= 23 ? 'quoted' : 'new',
    };
    return i === 5 ? { ...base, companyName: tricky.companyName, comments: tricky.comments, name: tricky.name, origin: tricky.origin } : base;
  });
}

test('the CSV has all Quoted rows, safely escaped', async ({
  page,
  project,
}) => {
  await project.clear();
  const quotes = csvQuotes(Date.now());
  await project.write('quotes', quotes.map(storedQuote));
  const quoted = quotes.filter((q) => q.status === 'quoted').map(storedQuote);
  expect(quoted).toHaveLength(23);

  await page.goto('/adminviewquoterequests');
  await expect(page.getByTestId('quote-card')).toHaveCount(20);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Quoted' });
  await expect(page.getByTestId('quote-card')).toHaveCount(20);
  await expect(page.getByTestId('quote-card').first()).toContainText('Export Freight 23');
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  const { header, rows } = csvObjects(text);

  // A header row naming the columns, then one row per Quoted quote (both pages), none of the New ones.
  expect(header.length).toBeGreaterThan(3);
  const referenceColumn = header.find((name) => /reference/i.test(name));
  expect(referenceColumn, `a reference column in ${header.join(' | ')}`).toBeDefined();
  expect(rows).toHaveLength(quoted.length);
  expect(rows.map((row) => row[referenceColumn!]).sort()).toEqual(quoted.map((q) => String(q.reference)).sort());
  for (const row of rows) expect(Object.values(row).length, 'every row has every column').toBe(header.length);

  // The tricky quote's cells, as a spreadsheet reads them.
  const fifth = rows.find((row) => row[referenceColumn!] === String(quoted[4]!.reference));
  const cells = Object.values(fifth ?? {});
  expect(cells, 'a comma and double quotes kept in one cell').toContain(tricky.companyName);
  expect(cells.map((cell) => cell.replace(/\r\n/g, '\n')), 'a line break kept inside its cell').toContain(tricky.comments);
  expect(cells, 'a formula is written as text').toContain(`'${tricky.name}`);
  expect(cells, 'a leading @ is written as text').toContain(`'${tricky.origin}`);
  const seventh = rows.find((row) => row[referenceColumn!] === String(quoted[6]!.reference));
  expect(Object.values(seventh ?? {}), 'a leading - is written as text').toContain(`'${tricky.minusComments}`);

  // No cell of the file starts like a formula.
  for (const row of [Object.fromEntries(header.map((h) => [h, h])), ...rows]) {
    for (const cell of Object.values(row)) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@]/);
  }
});
