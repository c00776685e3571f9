// Affected runs: mfe-public /quote-status/:reference, mfe-admin, shell, functions
import { callPublicForm, expect, expectNoSeriousA11yViolations, hydrated, projectOf, test, type ExtraServer } from '../support';

/**
 * The shipper's status page, rendered on request by the page service (the shell's build reading the test's
 * project): the link the quote form answers shows 'Received'; sales send a price from the quote page; the page
 * then shows 'Quoted' with the amount and 'Valid until'; 'Accept quote' makes the staff quote page show 'Accepted'
 * with the shipper's history entry. A wrong key and a made-up reference get the same 404 page.
 */

test.describe.configure({ timeout: 90_000 });

let shell: ExtraServer;
test.beforeAll(({ renderedSite }) => {
  shell = renderedSite;
});

const quote = {
  name: 'Meera Shah',
  email: 'meera.status@example.com',
  contactNumber: '+91 98765 43210',
  companyName: 'Status Exports',
  companyAddress: '4 Dock Road, Mumbai',
  services: ['freightForwarding'],
  comments: '',
  mode: 'sea',
  origin: 'Nhava Sheva (IN)',
  destination: 'Jebel Ali (AE)',
};

/** Thirty days from now, yyyy-mm-dd. */
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

test('the status link follows the quote to acceptance', async ({ page, otherContext, request }) => {
  const project = projectOf(page);
  project.expectServerFunctions();
  const sent = await callPublicForm<{ id: string; reference: string; statusPath: string }>(project, 'submitQuote', { quote });
  expect(sent.error).toBeUndefined();
  const { id, reference, statusPath } = sent.result!;

  const steps = page.getByRole('list', { name: 'Status' }).getByRole('listitem');
  await page.goto(`${shell.origin}${statusPath}`);
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${reference}` })).toBeVisible();
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(steps.first()).toContainText('Received');
  await expect(page.getByText('Nhava Sheva (IN)')).toBeVisible();

  // Sales send the price from the quote page.
  const sales = await (await otherContext({ signedInAs: 'sales' })).newPage();
  await sales.goto(`/quoteDetails/${id}`);
  await sales.getByRole('textbox', { name: /^Amount/ }).fill('1250');
  await sales.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await sales.getByLabel(/^Valid until/).fill(validUntil);
  await sales.getByRole('textbox', { name: /^Message to the shipper/ }).fill('Includes THC at Nhava Sheva.');
  await sales.getByRole('button', { name: 'Send price' }).click();
  await expect(sales.getByText('The price was sent.', { exact: false })).toBeVisible();

  // The page is never cached: opened again it shows the price.
  await page.goto(`${shell.origin}${statusPath}`);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(2)).toContainText('Quoted');
  await expect(page.getByText('USD 1,250', { exact: true })).toBeVisible();
  await expect(page.getByText('Valid until', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Includes THC at Nhava Sheva.')).toBeVisible();
  await hydrated(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText('You accepted this price. Our team will contact you to arrange the shipment.')).toBeVisible();
  await expect(steps.nth(3)).toContainText('Accepted');

  await sales.reload();
  await expect(sales.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted');
  await expect(sales.getByRole('list', { name: 'Status history' }).getByRole('listitem').first()).toContainText(/^Accepted — the shipper — /);
  await sales.goto('/adminviewquoterequests');
  await sales.getByLabel('Search quotes', { exact: true }).fill('Status Exports');
  await expect(sales.getByTestId('quote-card')).toHaveCount(1);
  await expect(sales.getByTestId('quote-card')).toContainText('Accepted');

  // A wrong key and a made-up reference: the same 404 page, never cached.
  const wrongKey = await request.get(`${shell.origin}${statusPath.replace(/key=./, (start) => (start.endsWith('A') ? 'key=B' : 'key=A'))}`);
  const madeUp = await request.get(`${shell.origin}${statusPath.replace(reference, 'Q-2026-999999')}`);
  for (const answer of [wrongKey, madeUp]) {
    expect(answer.status()).toBe(404);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  }
  // What the page says (scripts carry the time of the render).
  const body = async (answer: typeof wrongKey) =>
    (await answer.text())
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/Q-\d{4}-\d{6}/g, 'Q');
  expect(await body(wrongKey)).toBe(await body(madeUp));
  expect(await wrongKey.text()).toContain('Quote not found');
});
