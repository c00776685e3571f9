// Affected runs: mfe-admin
import type { Page } from '@playwright/test';
import { container, expect, expectNoSeriousA11yViolations, navigateInApp, overrideAppConfig, signInWithDialog, staff, test } from '../support';

/**
 * The admin core end to end:
 * guard and sign-in round trips, refused e-mail, sign-out, signed-in state
 * seen by the shell and a remote, dashboard, quote list and detail with
 * their empty and failure states, no admin code for visitors, axe.
 */

const ADMIN = staff.admin;
const HR = staff.hr;
const NOT_AUTHORIZED = 'This email is not authorized to sign in.';
const adminPort = container('mfe-admin').port;

const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Sign In' });
const adminLink = (page: Page) => page.getByTestId('admin-link');

/** Opens `path` signed out, is sent to /signin, signs in and comes back to `path`. */
async function openSignedIn(page: Page, baseURL: string | undefined, path: string, email: string = ADMIN) {
  await page.goto(path);
  await expect(page).toHaveURL(`${baseURL}/signin`);
  await signInWithDialog(page, email);
  await expect(page).toHaveURL(`${baseURL}${path}`);
}

test.describe('admin sign-in and guard', () => {
  test('signed out, /admin goes to sign-in and back', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`${baseURL}/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    await expect(adminLink(page)).toHaveCount(0);

    await signInWithDialog(page, ADMIN);
    await expect(page).toHaveURL(`${baseURL}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The shell's header (host) and the admin layout (remote) share one auth store.
    await expect(adminLink(page)).toBeVisible();
    await expect(adminLink(page)).toHaveText('Admin');
    await expect(page.getByRole('main').getByText(ADMIN, { exact: true })).toBeVisible();
  });

  test('a deep link returns there after sign-in', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/adminviewquoterequests', HR);
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
    await expect(page.getByRole('main').getByText(HR, { exact: true })).toBeVisible();
  });

  test('refuses an e-mail not on the allow-list', async ({ page, baseURL }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`${baseURL}/signin`);
    await signInWithDialog(page, 'visitor@example.com');
    await expect(page.getByRole('main').getByRole('alert').getByText(NOT_AUTHORIZED, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/signin`);
    await expect(page.getByTestId('sign-in-state')).not.toContainText('Signed in as');
    await expect(adminLink(page)).toHaveCount(0);
    // Nobody is signed in: Sign Out stays on the page but cannot be used.
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeDisabled();

    // Still closed: the guard sends a fresh visit back to /signin.
    await page.goto('/adminviewquoterequests');
    await expect(page).toHaveURL(`${baseURL}/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toHaveCount(0);
  });

  test('signing out from sign-in closes staff routes', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/admin');
    await navigateInApp(page, '/signin');
    await expect(page.getByTestId('sign-in-state')).toContainText(`Signed in as ${ADMIN}.`);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(adminLink(page)).toHaveCount(0);

    for (const path of ['/admin', '/adminviewquoterequests', '/quoteDetails/seed-quote-traders']) {
      await navigateInApp(page, path);
      await expect(page, `${path} is guarded again`).toHaveURL(`${baseURL}/signin`);
    }
    // And after a full reload too.
    await page.goto('/admin');
    await expect(page).toHaveURL(`${baseURL}/signin`);
  });

  test('signing out from the admin layout goes home', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/admin');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await navigateInApp(page, '/admin');
    await expect(page).toHaveURL(`${baseURL}/signin`);
  });
});

test.describe('dashboard', () => {
  test('cards show their texts and buttons reach routes', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/admin');
    const main = page.getByRole('main');
    for (const [title, line] of [
      ['Careers', 'Post Job And Block Job'],
      ['Blog', 'Create,Edit or Delete Blog'],
      ['Applicants', 'View All Applied Applicants'],
      ['Quote Request', 'View Quotes'],
    ] as const) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      await expect(card.getByText(line, { exact: true })).toBeVisible();
    }

    const buttons = [
      ['Edit jobs', 'Edit', '/admincareereditallowance'],
      ['Add a job', 'Add', '/admincareerpostallowance'],
      ['Edit blogs', 'Edit', '/admineditblogs'],
      ['Add a blog', 'Add', '/adminblogpostallowance'],
      ['View applicants', 'View', '/adminallapplicants'],
      ['View quotes', 'View', '/adminviewquoterequests'],
    ] as const;
    for (const [name, text, path] of buttons) {
      const button = main.getByRole('link', { name, exact: true });
      await expect(button).toHaveText(text);
      await button.click();
      await expect(page, `${name} goes to ${path}`).toHaveURL(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`${baseURL}/admin`);
    }
  });
});

test.describe('staff roles', () => {
  const NO_ACCESS = 'Your account does not have access to this page.';
  const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

  test('a recruiter sees applicants but not quotes', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/admin', staff.recruiter);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'View applicants', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View quotes', exact: true })).toHaveCount(0);
    await expect(adminNav(page).getByRole('link', { name: 'Quotes', exact: true })).toHaveCount(0);

    await main.getByRole('link', { name: 'View applicants', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Applicants' }).getByRole('article').first()).toBeVisible({ timeout: 15_000 });

    await page.goto('/adminviewquoterequests');
    await expect(page.getByRole('main').getByText(NO_ACCESS, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toHaveCount(0);
    await expect(page.getByTestId('quote-card')).toHaveCount(0);
  });

  test('a salesperson sees quotes but not applicants', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/admin', staff.sales);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'View quotes', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View applicants', exact: true })).toHaveCount(0);
    await expect(adminNav(page).getByRole('link', { name: 'Applicants', exact: true })).toHaveCount(0);

    await main.getByRole('link', { name: 'View quotes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
    await expect(page.getByTestId('quote-card').first()).toBeVisible({ timeout: 15_000 });

    await page.goto('/adminallapplicants');
    await expect(page.getByRole('main').getByText(NO_ACCESS, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toHaveCount(0);
  });
});

test.describe('quote requests', () => {
  const companies = (page: Page) => page.getByTestId('quote-card').getByRole('heading', { level: 2 });

  test('lists, sorts and opens the seeded quotes', async ({
    page,
    baseURL,
  }) => {
    // A third, brand-new quote, so that changing the sort changes the order.
    const newCompany = `Newest Freight ${Date.now()}`;
    await page.goto('/getafreequote');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Kumar');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ravi@example.com');
    await page.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('+91 90000 00000');
    await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill(newCompany);
    await page.getByRole('textbox', { name: 'Company Address', exact: true }).fill('3 Dock Lane, Kolkata');
    await page.getByRole('checkbox', { name: 'Exim Consultancy' }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Quote Sent!', { exact: true })).toBeVisible();

    await navigateInApp(page, '/adminviewquoterequests');
    await expect(page).toHaveURL(`${baseURL}/signin`);
    await signInWithDialog(page, ADMIN);
    await expect(page).toHaveURL(`${baseURL}/adminviewquoterequests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('latest');
    await expect(companies(page)).toHaveText([newCompany, 'Example Traders Pvt Ltd', 'Sample Imports LLP']);

    const traders = page.getByTestId('quote-card').filter({ hasText: 'Example Traders Pvt Ltd' });
    await expect(traders.getByText('CUSTOM CLEARANCE - FREIGHT FORWARDING', { exact: true })).toBeVisible();
    await expect(traders.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const undated = page.getByTestId('quote-card').filter({ hasText: 'Sample Imports LLP' });
    // Stored in the form's order of services (the data layer keeps that order).
    await expect(undated.getByText('TRANSPORTATION - WAREHOUSING', { exact: true })).toBeVisible();
    await expect(undated.getByText('No date available', { exact: true })).toBeVisible();
    const fresh = page.getByTestId('quote-card').filter({ hasText: newCompany });
    await expect(fresh.getByText('EXIM CONSULTANCY', { exact: true })).toBeVisible();

    await sort.selectOption({ label: 'Oldest' });
    await expect(companies(page)).toHaveText(['Example Traders Pvt Ltd', newCompany, 'Sample Imports LLP']);
    await sort.selectOption({ label: 'Latest' });
    await expect(companies(page)).toHaveText([newCompany, 'Example Traders Pvt Ltd', 'Sample Imports LLP']);

    await traders.getByRole('link', { name: 'View quote from Example Traders Pvt Ltd' }).click();
    await expect(page).toHaveURL(`${baseURL}/quoteDetails/seed-quote-traders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Example Traders Pvt Ltd' })).toBeVisible();
    await expect(page.getByTestId('quote-services')).toHaveText('CUSTOM CLEARANCE , FREIGHT FORWARDING');
    await expect(page.getByRole('main').getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const expectRow = async (term: string, value: string) =>
      expect(page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]'), term).toHaveText(value);
    await expectRow('By', 'Sample Buyer');
    await expectRow('Email', 'buyer@example.com');
    await expectRow('Contact Number', '+91 00000 00021');
    await expectRow('Company Address', '1 Sample Road, Navi Mumbai');
    await expectRow('Services', 'Custom Clearance, Freight Forwarding');
    await expectRow('Comments', 'Two 40 ft containers of machine parts every month from Hamburg.');
    await expect(page.getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute('href', 'mailto:buyer@example.com');

    // The new quote opens with the visitor's data, and the quote without a date says so.
    await page.getByRole('link', { name: 'Back to quotes' }).click();
    await fresh.getByRole('link', { name: `View quote from ${newCompany}` }).click();
    await expectRow('By', 'Ravi Kumar');
    await expectRow('Comments', 'No comments');
    await page.getByRole('link', { name: 'Back to quotes' }).click();
    await undated.getByRole('link', { name: 'View quote from Sample Imports LLP' }).click();
    await expect(page.getByRole('main').getByText('No date available', { exact: true })).toBeVisible();
  });

  test('a missing quote shows a not-found message', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL, '/quoteDetails/no-such-quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to quotes' }).click();
    await expect(page).toHaveURL(`${baseURL}/adminviewquoterequests`);
  });

  test('an empty database shows no quotes', async ({ page, baseURL, project }) => {
    await project.clear();
    await openSignedIn(page, baseURL, '/adminviewquoterequests');
    await expect(page.getByRole('main').getByText('No quotes available.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('quote-card')).toHaveCount(0);
  });

  test('a failing back end shows the failure', async ({ page, baseURL }) => {
    await overrideAppConfig(page, { simulateFailures: ['quotes.page'] });
    await openSignedIn(page, baseURL, '/adminviewquoterequests');
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toHaveText('Error fetching quotes. Please try again later.');
    await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page.getByText('No quotes available.')).toHaveCount(0);
  });
});

test.describe('admin code stays away from visitors', () => {
  // The shell learns every remote's routes from its route manifest (a small JSON of paths and titles, embedded
  // in a server-rendered page or fetched with the other manifests); nothing else of mfe-admin, and none of its
  // code, reaches a visitor's browser.
  test('visitors load only its route manifest', async ({ page, requests, baseURL }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const path of ['/about', '/customclearance', '/getafreequote', '/careers', '/allblogs', '/csr', '/herocontact', '/no-such-page']) {
      await navigateInApp(page, path);
      await expect(page, path).toHaveURL(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.goto('/getafreequote');
    await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
    const adminPaths = (): string[] => requests.toPort(adminPort).map((r) => new URL(r.url).pathname);
    expect(adminPaths().filter((path) => path !== '/routes.json')).toEqual([]);

    // Control: the sign-in page does load the admin remote's code.
    await navigateInApp(page, '/signin');
    await expect(signInHeading(page)).toBeVisible();
    expect(adminPaths().filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  });
});

test.describe('accessibility of the admin screens', () => {
  test('staff screens have no serious violations', async ({ page, baseURL }) => {
    await page.goto('/signin');
    await expect(signInHeading(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('textbox', { name: 'E-mail' }).fill(ADMIN);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin`);

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'View quotes' }).click();
    await expect(page.getByTestId('quote-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'View quote from Example Traders Pvt Ltd' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Example Traders Pvt Ltd' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
