// Affected runs: mfe-admin
import { expect, expectNoSeriousA11yViolations, storedQuote, test, type QuoteSeed } from '../support';

/**
 * Answering within the hour, with the browser's clock set to Monday 5 January 2026, 10:21 in the site's zone
 * (business hours Mon-Sat 09:30-19:00): a quote sent Saturday 18:50 has waited 10 minutes on Saturday and 51 since
 * Monday 09:30, so over one business hour, as has one sent Friday 18:00; the dashboard counts both and shows the
 * median first answer of the quotes answered in the last 30 days. (The one reminder per quote is proved against the
 * emulators in functions/src/first-answer-emulator.test.ts.)
 */

test.use({ serverFunctions: false, signedInAs: 'admin' });
test.describe.configure({ timeout: 60_000 });

const ist = (local: string) => new Date(`${local}+05:30`);
const monday = ist('2026-01-05T10:21:00');

const seed = (id: string, sequence: number, companyName: string, status: QuoteSeed['status'], createdAt: Date): QuoteSeed => ({
  id,
  sequence,
  createdAt,
  name: 'Ann Lee',
  email: `${id}@example.com`,
  contactNumber: '+91 98200 00000',
  companyName,
  companyAddress: '4 Dock Road, Mumbai',
  services: ['freightForwarding'],
  comments: '',
  status,
});

test.beforeEach(async ({ page, project }) => {
  await page.clock.install({ time: monday });
  await project.write('quotes', [
    storedQuote(seed('wait-saturday', 951, 'Saturday Evening Cargo', 'new', ist('2026-01-03T18:50:00'))),
    storedQuote(seed('wait-friday', 952, 'Friday Evening Cargo', 'new', ist('2026-01-02T18:00:00'))),
    { ...storedQuote(seed('answer-20', 953, 'Quick Answer Cargo', 'pricing', ist('2026-01-05T09:00:00'))), firstAnsweredAt: ist('2026-01-05T09:50:00') },
    { ...storedQuote(seed('answer-45', 954, 'Middle Answer Cargo', 'quoted', ist('2026-01-03T12:00:00'))), firstAnsweredAt: ist('2026-01-03T12:45:00') },
    { ...storedQuote(seed('answer-160', 955, 'Slow Answer Cargo', 'accepted', ist('2026-01-02T17:00:00'))), firstAnsweredAt: ist('2026-01-03T10:10:00') },
  ]);
});

test('waiting counts from office hours on the dashboard', async ({ page }) => {
  await page.goto('/adminviewquoterequests');
  const card = (company: string) => page.getByTestId('quote-card').filter({ has: page.getByRole('heading', { level: 2, name: company }) });
  await expect(card('Saturday Evening Cargo').getByTestId('quote-wait')).toHaveText('Waiting 1 h 1 min');
  await expect(card('Friday Evening Cargo').getByTestId('quote-wait')).toHaveText('Waiting 11 h 21 min');
  await expect(card('Slow Answer Cargo').getByTestId('quote-wait')).toHaveText('First answer in 2 h 40 min');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Waiting longest' });
  await expect(page.getByTestId('quote-card').first().getByRole('heading', { level: 2 })).toHaveText('Friday Evening Cargo');

  await page.goto('/admin');
  const figures = page.getByRole('region', { name: 'Answering quotes' });
  await expect(figures.getByTestId('waiting-over-hour')).toHaveText('2');
  await expect(figures.getByTestId('median-first-answer')).toHaveText('45 min');
  await expectNoSeriousA11yViolations(page);
});
