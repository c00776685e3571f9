// Affected runs: mfe-public /getafreequote, mfe-admin
import type { Page } from '@playwright/test';
import {
  dashboardNewQuotes,
  expect,
  expectCargoFigures,
  fillPackageLine,
  expectNoSeriousA11yViolations,
  projectOf,
  staff,
  test,
  type PackageLineInput,
} from '../support';

/**
 * A freight quote from the visitor's form to the sales inbox, in two
 * separate browsers: the visitor describes a sea shipment with two package
 * lines and sees its volume and chargeable weight as they type, sends it and
 * gets its reference; the admin finds it by the company name, reads the same
 * figures with status New, marks it Being priced with a note, and after a
 * reload sees the status, the note and the history entry, while the
 * dashboard's count of New quotes goes down by one.
 */

test.describe.configure({ timeout: 120_000 });

/**
 * The shipment: a sea quote with two package lines (gross weight per package).
 * Line 1: 12 × 120 × 100 × 150 cm = 12 × 1.8 m³ = 21.6 m³; 12 × 450.5 kg = 5,406 kg.
 * Line 2: 40 × 80 × 60 × 75 cm = 40 × 0.36 m³ = 14.4 m³; 40 × 62.25 kg = 2,490 kg.
 * Total 36 m³ and 7,896 kg: 36 W/M is above LCL size (15), so the figures
 * suggest FCL, priced per box, with no chargeable weight. The pallets are too
 * high to stack: 9 to a 20′ floor, 22 to a 40′; the cartons go three high on the
 * floor left over: two 20′ GP or one 40′ GP (a 40′ HC takes no fewer).
 */
const lines: readonly [PackageLineInput, PackageLineInput] = [
  { count: '12', length: '120', width: '100', height: '150', weight: '450.5' },
  { count: '40', length: '80', width: '60', height: '75', weight: '62.25' },
];

const figuresAfterFirstLine = {
  'Total volume': '21.600 CBM',
  'Total gross weight': '5,406.0 kg',
  'Container load': 'FCL (suggested)',
  Containers: '2 × 20′ GP or 1 × 40′ GP',
};

const figuresOfShipment = {
  'Total volume': '36.000 CBM',
  'Total gross weight': '7,896.0 kg',
  'Container load': 'FCL (suggested)',
  Containers: '2 × 20′ GP or 1 × 40′ GP',
};

/** The shipment plus a third line of one 100 × 100 × 100 cm package of 10 kg (1 m³). */
const figuresWithThirdLine = {
  'Total volume': '37.000 CBM',
  'Total gross weight': '7,906.0 kg',
  'Container load': 'FCL (suggested)',
  Containers: '2 × 20′ GP or 1 × 40′ GP',
};

const referencePattern = new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{6}$`);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const packageLine = (page: Page, n: number) => page.getByRole('group', { name: `Package line ${n}`, exact: true });

test('a sea quote is typed, referenced and worked', async ({
  page: visitor,
  otherContext,
}) => {
  const project = projectOf(visitor);
  project.expectServerFunctions();
  const tag = `${Date.now()}`.slice(-6);
  const company = `Oceanic Reefer Exports ${tag}`;

  // The admin's dashboard before the quote arrives.
  const admin = await (await otherContext({ signedInAs: 'admin' })).newPage();
  await admin.goto('/admin');
  const newBefore = await dashboardNewQuotes(admin);

  // ------------------------------------------------------------ the visitor
  await visitor.goto('/getafreequote');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
  await textbox(visitor, 'Name').fill('Meera Shah');
  await textbox(visitor, 'Email').fill(`meera.${tag}@example.com`);
  await textbox(visitor, 'Contact Number').fill('+91 98765 43210');
  await textbox(visitor, 'Company Name').fill(company);
  await textbox(visitor, 'Company Address').fill('4 Dock Road, Mumbai');
  await visitor.getByRole('checkbox', { name: 'Freight Forwarding' }).check();

  const shipment = visitor.getByRole('group', { name: 'Shipment details (optional)' });
  await expect(shipment).toBeVisible();
  const mode = shipment.getByRole('combobox', { name: 'Mode' });
  await expect(mode.getByRole('option')).toHaveText(['Select a mode', 'Sea', 'Air', 'Land']);
  await mode.selectOption({ label: 'Sea' });
  await textbox(visitor, 'Origin (place or port)').fill('Nhava Sheva, India');
  await textbox(visitor, 'Destination (place or port)').fill('Rotterdam, Netherlands');
  await visitor.getByLabel('Ready date', { exact: true }).fill('2026-12-15');
  await shipment.getByRole('combobox', { name: 'Incoterm' }).selectOption('FOB');
  await textbox(visitor, 'Cargo description').fill('Frozen shrimp in cartons\nKept at -18 °C');

  // Package lines: added with the keyboard, figures recomputed as each is typed.
  const add = visitor.getByRole('button', { name: 'Add package line' });
  if ((await packageLine(visitor, 1).count()) === 0) await add.press('Enter');
  await fillPackageLine(packageLine(visitor, 1), lines[0]);
  await expect(visitor.getByRole('heading', { name: 'Cargo figures' })).toBeVisible();
  await expectCargoFigures(visitor, figuresAfterFirstLine, 'after the first line');
  await expect(visitor.locator('[aria-live="polite"]').filter({ hasText: 'Total volume' })).toHaveCount(1);

  await add.press('Enter');
  await expect(packageLine(visitor, 2)).toBeVisible();
  await fillPackageLine(packageLine(visitor, 2), lines[1]);
  await expectCargoFigures(visitor, figuresOfShipment, 'after the second line');

  // A third line, removed again with the keyboard, changes nothing.
  await add.press('Enter');
  await expect(packageLine(visitor, 3)).toBeVisible();
  await fillPackageLine(packageLine(visitor, 3), { count: '1', length: '100', width: '100', height: '100', weight: '10' });
  await expectCargoFigures(visitor, figuresWithThirdLine, 'with a third line of one cubic metre');
  await visitor.getByRole('button', { name: 'Remove package line 3' }).press('Enter');
  await expect(packageLine(visitor, 3)).toHaveCount(0);
  await expectCargoFigures(visitor, figuresOfShipment, 'after removing the third line');
  await expectNoSeriousA11yViolations(visitor);

  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(visitor.getByText('Quote Sent!', { exact: true })).toBeVisible();
  const referenceLine = visitor.getByText(/^Your reference: /);
  await expect(referenceLine).toBeVisible({ timeout: 15_000 });
  const reference = (await referenceLine.innerText()).trim().replace(/^Your reference: /, '');
  expect(reference).toMatch(referencePattern);

  // What the back end stored: the figures computed again by the server.
  const stored = (await project.documents('quotes')).filter((quote) => quote.companyName === company);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    reference,
    status: 'new',
    mode: 'sea',
    incoterm: 'FOB',
    cargo: {
      volumeCbm: 36,
      grossWeightKg: 7896,
      volumetricWeightKg: null,
      chargeableWeightKg: null,
      load: 'fcl',
      loadChosen: false,
      containers: { twentyFoot: 2, fortyFoot: 1, fortyFootHighCube: 1 },
      notes: [],
    },
  });

  // The package lines, each stored as its own document beside the quote (the third one removed).
  const packages = await project.documents(`quotes/${String(stored[0]?.id)}/packages`);
  expect(packages.sort((a, b) => Number(a.id) - Number(b.id)).map(({ id: _id, ...line }) => line)).toEqual([
    { count: 12, lengthCm: 120, widthCm: 100, heightCm: 150, grossWeightKg: 450.5, stackable: true },
    { count: 40, lengthCm: 80, widthCm: 60, heightCm: 75, grossWeightKg: 62.25, stackable: true },
  ]);

  // ------------------------------------------------------------ the admin, in the other browser
  await admin.reload();
  expect(await dashboardNewQuotes(admin), 'the dashboard counts the new quote').toBe(newBefore + 1);

  await admin.goto('/adminviewquoterequests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
  await admin.getByLabel('Search quotes', { exact: true }).fill(company);
  const card = admin.getByTestId('quote-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(company);
  await expectNoSeriousA11yViolations(admin);
  await card.getByRole('link', { name: `View quote from ${company}` }).click();

  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(admin.getByRole('main').getByText(reference, { exact: true }).first()).toBeVisible();
  await expectCargoFigures(admin.getByRole('main'), figuresOfShipment, 'the admin detail shows the figures the visitor saw');
  const status = admin.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('new');
  await expect(status.locator('option:checked')).toHaveText('New');
  await expect(status.getByRole('option')).toHaveText(['New', 'Being priced', 'Quoted', 'Accepted', 'Declined']);

  // Replies name the reference.
  const mail = new URL((await admin.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')) ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(decodeURIComponent(mail.pathname)).toBe(`meera.${tag}@example.com`);
  expect(mail.searchParams.get('subject')).toBe(`Your SEAWAVE quote request ${reference}`);
  const whatsapp = new URL((await admin.getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')) ?? '');
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/919876543210');
  expect(whatsapp.searchParams.get('text')).toContain(reference);

  // Being priced, with a note; both controls worked from the keyboard.
  await status.selectOption({ label: 'Being priced' });
  await admin.getByRole('button', { name: 'Update status' }).press('Enter');
  await expect(admin.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Status history' }).getByRole('listitem').first()).toHaveText(new RegExp(`^Being priced — `));
  const note = `Called Meera ${tag}: wants a reefer rate\nby Friday, "FOB" & <b>not</b> CIF`;
  await admin.getByRole('textbox', { name: 'New note' }).fill(note);
  await admin.getByRole('button', { name: 'Add note' }).press('Enter');
  await expect(admin.getByText(`Called Meera ${tag}`, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveValue('pricing');
  // The note as typed: its line break kept, its markup shown as text.
  const noteText = admin.getByText(`Called Meera ${tag}`, { exact: false });
  await expect(noteText).toBeVisible();
  expect((await noteText.innerText()).replace(/\r/g, '')).toContain('wants a reefer rate\nby Friday, "FOB" & <b>not</b> CIF');
  await expect(admin.getByRole('main').locator('b', { hasText: 'not' })).toHaveCount(0);
  await expect(admin.getByRole('main')).toContainText(staff.admin);
  await expect(admin.getByRole('main').getByText(new RegExp(`^Being priced — ${staff.admin.replace(/[.]/g, '\\.')} — \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2}$`))).toBeVisible();
  expect((await project.documents('quotes')).find((quote) => quote.companyName === company)?.status).toBe('pricing');

  await admin.goto('/admin');
  expect(await dashboardNewQuotes(admin), 'the dashboard counts one new quote fewer').toBe(newBefore);
});
