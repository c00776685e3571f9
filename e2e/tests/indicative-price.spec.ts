// Affected runs: mfe-admin, mfe-public /getafreequote, functions
import type { Page } from '@playwright/test';
import { businessDayKey } from '../../shared-data/src/business-day';
import { calendarDayText } from '../../shared-data/src/freight/prices';
import { expect, expectNoSeriousA11yViolations, projectOf, test } from '../support';

/**
 * Rate cards staff keep, and the indicative price the quote function gives a visitor from them at once: the valid
 * rate of the quote's lane, never an expired one, and no number where no valid rate matches.
 */

test.use({ signedInAs: 'sales' });

const day = (offset: number) => businessDayKey(new Date(Date.now() + offset * 86_400_000));

async function sendQuote(page: Page, company: string, origin: string, destination: string) {
  await page.goto('/getafreequote');
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  await text('Name').fill('Asha Rao');
  await text('Email').fill('asha.rao@example.com');
  await text('Contact Number').fill('+91 98765 43210');
  await text('Company Name').fill(company);
  await text('Company Address').fill('12 Harbour Road, Navi Mumbai');
  await page.getByRole('checkbox', { name: 'Freight Forwarding' }).check();
  await page.getByRole('combobox', { name: 'Mode' }).selectOption('sea');
  await text('Origin (place or port)').fill(origin);
  await text('Destination (place or port)').fill(destination);
  const line = page.getByRole('group', { name: 'Package line 1' });
  for (const [name, value] of [['Count', '10'], ['Length (cm)', '120'], ['Width (cm)', '100'], ['Height (cm)', '100'], ['Gross weight per package (kg)', '3000']] as const) {
    await line.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return page.getByRole('status').filter({ hasText: 'Quote Sent!' });
}

test('only a current sea rate prices a quote', async ({ page, otherContext }) => {
  projectOf(page).expectServerFunctions();
  await page.goto('/adminrates');
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rate cards' })).toBeVisible();
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field('Origin (port or city)').fill('Nhava Sheva');
  await field('Origin country').fill('IN');
  await field('Destination (port or city)').fill('Jebel Ali');
  await field('Destination country').fill('AE');
  await page.getByRole('combobox', { name: 'Equipment or basis' }).selectOption('gp20');
  await field('Amount').fill('850');
  await field('Valid from').fill(day(0));
  await field('Valid until').fill(day(29));
  await field('Transit time (days)').fill('5');
  await field('What the rate includes').fill('Ocean freight and origin THC');
  await page.getByRole('button', { name: 'Add rate', exact: true }).click();
  await expect(page.getByText('The rate was added.')).toBeVisible();
  const added = page.getByRole('row').filter({ hasText: 'Nhava Sheva (IN) to Jebel Ali (AE)' });
  await expect(added).toContainText('USD 850');
  await expect(added.getByRole('cell').nth(6)).toHaveText('Valid');
  // The sample content's expired rate is listed for staff, as expired.
  await expect(page.getByRole('row').filter({ hasText: 'Mundra (IN) to Hamburg (DE)' }).getByRole('cell').nth(6)).toHaveText('Expired');
  await expectNoSeriousA11yViolations(page);

  const visitor = await (await otherContext()).newPage();
  const company = `Priced Exports ${Date.now()}`;
  const sent = await sendQuote(visitor, company, 'Nhava Sheva (IN)', 'Jebel Ali (AE)');
  const shownBy = Date.now() + 5_000;
  await expect(sent).toContainText('Indicative price', { timeout: 5_000 });
  expect(Date.now()).toBeLessThanOrEqual(shownBy);
  await expect(sent.getByText('USD 1,700, for 2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight and origin THC', { exact: true })).toBeVisible();
  await expect(sent.getByText('Valid until', { exact: true })).toBeVisible();
  await expect(sent.getByText(calendarDayText(day(29)), { exact: true })).toBeVisible();
  await expect(sent.getByText('Transit time', { exact: true })).toBeVisible();
  await expect(sent.getByText('5 days', { exact: true })).toBeVisible();
  await expect(sent.getByText('Our team will confirm the final price.', { exact: true })).toBeVisible();

  // The acknowledgement mail carries the same price.
  const mailTo = async () =>
    (await projectOf(page).documents('mail'))
      .map((mail) => ({ to: mail.to, text: String((mail.message as { text?: unknown } | undefined)?.text ?? '') }))
      .filter((mail) => mail.to === 'asha.rao@example.com');
  await expect.poll(async () => (await mailTo()).map((mail) => mail.text).join('\n'), { timeout: 15_000 }).toContain('Indicative price: USD 1,700, for 2 × 20′ GP');
  const [mail] = await mailTo();
  expect(mail?.text).toContain(`Valid until: ${calendarDayText(day(29))}`);
  expect(mail?.text).toContain('Transit time: 5 days');
  // Both link to the quote's status page, with its key.
  const statusPath = await sent.getByRole('link', { name: 'See the status of your quote' }).getAttribute('href');
  expect(statusPath).toMatch(/^\/quote-status\/Q-\d{4}-\d{6}\?key=[A-Za-z0-9_-]{43}$/);
  expect(mail?.text).toMatch(new RegExp(`See the status of your quote: \\S+${statusPath!.replace(/[?]/g, '\\?')}`));

  // Mundra to Hamburg has an expired rate only: no number, the promise of an answer.
  const unpriced = await sendQuote(visitor, `Unpriced Exports ${Date.now()}`, 'Mundra (IN)', 'Hamburg (DE)');
  await expect(unpriced).toContainText('We will price this for you. Our team will answer within one business hour.', { timeout: 5_000 });
  await expect(unpriced).not.toContainText(/Indicative price|Valid until|Transit time|USD|INR/);
});
