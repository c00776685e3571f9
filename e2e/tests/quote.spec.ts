// Affected runs: mfe-public /getafreequote
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, overrideAppConfig, projectOf, test } from '../support';

/**
 * The free-quote request end to end: validation messages, each field to fix
 * marked and focused, the phone rule, answers over their limit kept and
 * refused, a stored quote with every field and createdAt that survives a
 * reload, the failure switch, one quote per double click, accessibility.
 */

const messages = {
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number (7 to 15 digits).',
  tooLong: 'Some answers are too long. Please shorten them.',
  failed: 'An error occurred while submitting the request.',
  sent: 'Quote Sent!',
};

/** Contact numbers the phone rule refuses: letters, too few digits, no digits. */
const badPhoneNumbers = ['abcdefghij', '98765abc43', '1', '+++---()'];

interface StoredQuote {
  id: string;
  name: string;
  email: string;
  contactNumber: string;
  companyName: string;
  companyAddress: string;
  services: string[];
  comments: string;
  createdAt: unknown;
}

/** The quotes the back end really stored (the test project's Firestore). */
async function storedQuotes(page: Page): Promise<StoredQuote[]> {
  return (await projectOf(page).documents('quotes')) as unknown as StoredQuote[];
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const notice = (page: Page) => page.locator('main').getByRole('alert');
/** The in-page error notice shows exactly `text` (its icon is decorative, aria-hidden). */
const expectAlert = (page: Page, text: string, message?: string) =>
  expect(notice(page).getByText(text, { exact: true }), message).toBeVisible();

interface QuoteInput {
  name: string;
  email: string;
  contactNumber: string;
  companyName: string;
  companyAddress: string;
  services: string[];
  comments: string;
}

function sampleQuote(tag: string): QuoteInput {
  return {
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    contactNumber: '+91 98765 43210',
    companyName: `Rao Exports ${tag}`,
    companyAddress: '12 Harbour Road, Navi Mumbai',
    services: ['Custom Clearance', 'Warehousing'],
    comments: 'Two 20 ft containers a month from Chennai.',
  };
}

async function fillQuote(page: Page, quote: Partial<QuoteInput>) {
  if (quote.name !== undefined) await field(page, 'Name').fill(quote.name);
  if (quote.email !== undefined) await field(page, 'Email').fill(quote.email);
  if (quote.contactNumber !== undefined) await field(page, 'Contact Number').fill(quote.contactNumber);
  if (quote.companyName !== undefined) await field(page, 'Company Name').fill(quote.companyName);
  if (quote.companyAddress !== undefined) await field(page, 'Company Address').fill(quote.companyAddress);
  for (const service of quote.services ?? []) await page.getByRole('checkbox', { name: service }).check();
  if (quote.comments !== undefined) await field(page, 'Comments / Remarks').fill(quote.comments);
}

async function openQuotePage(page: Page) {
  await page.goto('/getafreequote');
  await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
}

test.describe('free quote request', () => {
  test('stores a valid quote and confirms it', async ({ page, baseURL }) => {
    await openQuotePage(page);
    const quote = sampleQuote(`${Date.now()}`);
    await fillQuote(page, quote);
    const before = Date.now();
    await sendButton(page).click();

    await expect(page.getByText(messages.sent, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: messages.sent })).toBeVisible();
    await expect(field(page, 'Company Name')).toHaveValue('');
    await expect(page).toHaveURL(`${baseURL}/getafreequote`);

    await page.reload();
    const stored = (await storedQuotes(page)).filter((q) => q.companyName === quote.companyName);
    expect(stored).toHaveLength(1);
    const saved = stored[0]!;
    expect(saved).toMatchObject({
      name: quote.name,
      email: quote.email,
      contactNumber: quote.contactNumber,
      companyName: quote.companyName,
      companyAddress: quote.companyAddress,
      services: ['customClearance', 'warehousing'],
      comments: quote.comments,
    });
    expect(typeof saved.id).toBe('string');
    const createdAt = saved.createdAt instanceof Date ? saved.createdAt.getTime() : Number(saved.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 60_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  test('shows each validation message, storing nothing', async ({ page }) => {
    await openQuotePage(page);

    // Nothing filled in.
    await sendButton(page).click();
    await expectAlert(page, messages.required);

    // Everything but a service.
    const quote = sampleQuote('validation');
    await fillQuote(page, { ...quote, services: [] });
    await sendButton(page).click();
    await expectAlert(page, messages.required);
    await expect(page.getByText('Choose at least one service.', { exact: true })).toBeVisible();
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');

    // Each required text field left empty in turn.
    await page.getByRole('checkbox', { name: 'Transportation' }).check();
    for (const name of ['Name', 'Email', 'Contact Number', 'Company Name', 'Company Address']) {
      const value = await field(page, name).inputValue();
      await field(page, name).fill('');
      await sendButton(page).click();
      await expectAlert(page, messages.required, `${name} empty`);
      // The same message stays on screen, so check that this field is the one flagged.
      await expect(field(page, name), `${name} flagged`).toHaveAttribute('aria-invalid', 'true');
      await field(page, name).fill(value);
      await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
    }

    // An e-mail that does not look like one.
    await field(page, 'Email').fill('asha.rao@example');
    await sendButton(page).click();
    await expectAlert(page, messages.invalidEmail);
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Email').fill('asha rao@example.com');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
    await sendButton(page).click();
    await expectAlert(page, messages.invalidEmail);
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');

    await expect(page).toHaveURL(/\/getafreequote$/);
    expect((await storedQuotes(page)).filter((q) => q.companyName === quote.companyName)).toHaveLength(0);
  });

  test('refuses badly formed contact numbers', async ({ page }) => {
    await openQuotePage(page);
    const quote = sampleQuote(`phone-${Date.now()}`);
    await fillQuote(page, quote);
    for (const contactNumber of badPhoneNumbers) {
      await field(page, 'Contact Number').fill(contactNumber);
      await sendButton(page).click();
      await expectAlert(page, messages.invalidPhone, contactNumber);
      await expect(field(page, 'Contact Number'), contactNumber).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Contact Number'), contactNumber).toHaveAccessibleDescription(/7 to 15 digits/);
      await expect(field(page, 'Contact Number'), contactNumber).toBeFocused();
      await expect(page.getByText(messages.sent)).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/getafreequote$/);
    expect((await storedQuotes(page)).filter((q) => q.companyName === quote.companyName)).toHaveLength(0);
  });

  test('focuses the first error and refuses long answers', async ({ page }) => {
    await openQuotePage(page);
    await sendButton(page).click();
    await expectAlert(page, messages.required);
    await expect(field(page, 'Name')).toBeFocused();

    const quote = sampleQuote(`long-${Date.now()}`);
    await fillQuote(page, quote);
    const longAddress = `${'12 Harbour Road, Navi Mumbai. '.repeat(17)}`.trim();
    expect(longAddress.length).toBeGreaterThan(500);
    await field(page, 'Company Address').fill(longAddress);
    // Nothing is cut: the whole text stays, and the count says how much is over.
    await expect(field(page, 'Company Address')).toHaveValue(longAddress);
    const over = longAddress.length - 500;
    await expect(page.getByText(`${longAddress.length} / 500 characters: ${over} too many`, { exact: true })).toBeVisible();
    await sendButton(page).click();
    await expectAlert(page, messages.tooLong);
    await expect(field(page, 'Company Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Company Address')).toHaveAccessibleDescription(/Please shorten this to 500 characters or fewer\./);
    await expect(field(page, 'Company Address')).toBeFocused();
    await expect(field(page, 'Company Address')).toHaveValue(longAddress);
    expect((await storedQuotes(page)).filter((q) => q.companyName === quote.companyName)).toHaveLength(0);
  });

  test('a failing back end keeps every value', async ({ page }) => {
    await overrideAppConfig(page, { simulateFailures: ['quotes.create'] });
    await openQuotePage(page);
    const quote = sampleQuote('failure');
    await fillQuote(page, quote);
    await sendButton(page).click();

    await expectAlert(page, messages.failed);
    await expect(page.getByText(messages.sent)).toHaveCount(0);
    await expect(page).toHaveURL(/\/getafreequote$/);
    await expect(field(page, 'Name')).toHaveValue(quote.name);
    await expect(field(page, 'Email')).toHaveValue(quote.email);
    await expect(field(page, 'Contact Number')).toHaveValue(quote.contactNumber);
    await expect(field(page, 'Company Name')).toHaveValue(quote.companyName);
    await expect(field(page, 'Company Address')).toHaveValue(quote.companyAddress);
    await expect(field(page, 'Comments / Remarks')).toHaveValue(quote.comments);
    await expect(page.getByRole('checkbox', { name: 'Custom Clearance' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Transportation' })).not.toBeChecked();
    for (const name of ['Name', 'Email', 'Company Name', 'Comments / Remarks']) await expect(field(page, name)).toBeEnabled();
    await expect(sendButton(page)).toBeEnabled();
    expect((await storedQuotes(page)).filter((q) => q.companyName === quote.companyName)).toHaveLength(0);
  });

  test('a double click creates one quote', async ({ page, otherContext }) => {
    await openQuotePage(page);
    const quote = sampleQuote(`double-${Date.now()}`);
    await fillQuote(page, quote);
    // Two clicks before React can re-render the disabled button.
    await sendButton(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByText(messages.sent, { exact: true })).toBeVisible();
    expect((await storedQuotes(page)).filter((q) => q.companyName === quote.companyName)).toHaveLength(1);

    // And a real double click on a fresh form, by another visitor (one visitor may send one quote per limit window).
    const other = await (await otherContext()).newPage();
    await openQuotePage(other);
    const second = sampleQuote(`dblclick-${Date.now()}`);
    await fillQuote(other, second);
    await sendButton(other).dblclick();
    await expect(other.getByText(messages.sent, { exact: true })).toBeVisible();
    await other.waitForTimeout(500);
    expect((await storedQuotes(other)).filter((q) => q.companyName === second.companyName)).toHaveLength(1);
  });

  test('is accessible, empty and with an error', async ({ page }) => {
    await openQuotePage(page);
    await expectNoSeriousA11yViolations(page);
    await sendButton(page).click();
    await expectAlert(page, messages.required);
    await expectNoSeriousA11yViolations(page);
  });
});
