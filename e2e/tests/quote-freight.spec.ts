// Affected runs: mfe-public /getafreequote, mfe-admin
import type { Locator, Page } from '@playwright/test';
import { expect, expectCargoFigures, expectNoSeriousA11yViolations, fillPackageLine, projectOf, test, type PackageLineInput } from '../support';

/**
 * Freight figures a forwarder would sign, from the visitor's form to the
 * staff's quote detail: sea containers counted by what fits (floor, height,
 * stacking, payload and volume) and offered as alternatives, with no chargeable
 * weight for FCL,
 * the LCL minimum of 1 W/M without a container count, an out-of-gauge piece
 * said in words (and counted in no box), the air chargeable weight rounded
 * up to 0.5 kg, and a piece larger than the mode carries refused on the form.
 * Two visitors (two browsers: the per-identity limit allows one quote each
 * at a time) and an admin in a third.
 */

test.describe.configure({ timeout: 120_000 });

/** 10 packages of 100 × 100 × 50 cm at 3,000 kg: 5 CBM but 30 t, more than one box carries. */
const heavy: PackageLineInput = { count: '10', length: '100', width: '100', height: '50', weight: '3000' };
/** Two crates 320 × 210 × 220 cm of 9 t: one to a 20′ floor (589 × 235 cm), both on a 40′ floor. */
const crates: PackageLineInput = { count: '2', length: '320', width: '210', height: '220', weight: '9000' };
/** One piece of 670 × 1,000 × 1,000 cm: through no container door. */
const oversize: PackageLineInput = { count: '1', length: '670', width: '1000', height: '1000', weight: '20000' };
/** One 20 × 15 × 10 cm box of 0.5 kg. */
const parcel: PackageLineInput = { count: '1', length: '20', width: '15', height: '10', weight: '0.5' };

/** 29.568 CBM, 18,000 kg: FCL, per box, so no chargeable weight. */
const crateFigures = {
  'Total volume': '29.568 CBM',
  'Total gross weight': '18,000.0 kg',
  'Container load': 'FCL (suggested)',
  Containers: '2 × 20′ GP or 1 × 40′ GP',
};

/** 5.000 CBM, 30,000 kg: 20′ max(ceil(5 / 33), ceil(30,000 / 28,000)) = 2; a 40′ GP (26,600 kg) or 40′ HC takes no fewer. */
const heavyFigures = {
  'Total volume': '5.000 CBM',
  'Total gross weight': '30,000.0 kg',
  'Container load': 'FCL (suggested)',
  Containers: '2 × 20′ GP',
};

/** With the oversize piece: 675 CBM and 50 t in all, but the boxes are those of the heavy line alone. */
const withOversizeFigures = {
  'Total volume': '675.000 CBM',
  'Total gross weight': '50,000.0 kg',
  'Container load': 'FCL (suggested)',
  Containers: '2 × 20′ GP',
};

const oversizeNote =
  'Package line 2 is out of gauge: a piece of 670 × 1,000 × 1,000 cm and 20,000 kg does not pass a container door or fit inside (at most 234 cm wide, 258 cm high and 1,203 cm long). It needs a flat rack, an open top or break-bulk, so it is in no container count; our staff will quote it.';

/** 0.003 CBM, 0.5 kg; 3.0 kg by volume; LCL charges at least 1 W/M = 1,000 kg; no container count. */
const parcelFigures = {
  'Total volume': '0.003 CBM',
  'Total gross weight': '0.5 kg',
  'Volumetric weight': '3.0 kg',
  'Chargeable weight': '1,000.0 kg',
  'Container load': 'LCL (suggested)',
  'Chargeable W/M': '1.000 W/M (minimum)',
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const packageLine = (page: Page, n: number) => page.getByRole('group', { name: `Package line ${n}`, exact: true });
const mode = (page: Page) => page.getByRole('combobox', { name: 'Mode', exact: true });
const cargoNotes = (page: Page) => page.getByRole('region', { name: 'Cargo figures' }).getByRole('status');

async function fillContact(page: Page, company: string, tag: string): Promise<void> {
  await page.goto('/getafreequote');
  await expect(page.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeVisible();
  await textbox(page, 'Name').fill('Ravi Menon');
  await textbox(page, 'Email').fill(`ravi.${tag}@example.com`);
  await textbox(page, 'Contact Number').fill('+91 98765 43210');
  await textbox(page, 'Company Name').fill(company);
  await textbox(page, 'Company Address').fill('7 Quay Street, Kochi');
  await page.getByRole('checkbox', { name: 'Freight Forwarding' }).check();
  if ((await packageLine(page, 1).count()) === 0) await page.getByRole('button', { name: 'Add package line' }).click();
}

async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Quote Sent!', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your reference: /)).toBeVisible({ timeout: 15_000 });
}

/** The admin opens the quote of `company` from the inbox. */
async function openQuote(admin: Page, company: string): Promise<Locator> {
  await admin.goto('/adminviewquoterequests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeVisible();
  await admin.getByLabel('Search quotes', { exact: true }).fill(company);
  const card = admin.getByTestId('quote-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: `View quote from ${company}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  return admin.getByRole('main');
}

test('counts sea containers by fit and payload', async ({ page, otherContext }) => {
  const project = projectOf(page);
  project.expectServerFunctions();
  const tag = `${Date.now()}`.slice(-6);
  const company = `Kerala Heavy Lift ${tag}`;

  await fillContact(page, company, tag);
  await mode(page).selectOption({ label: 'Sea' });
  await expect(page.getByRole('combobox', { name: 'Container load' })).toHaveValue('');
  await fillPackageLine(packageLine(page, 1), crates);
  await expectCargoFigures(page, crateFigures, 'one crate to a 20′ floor: alternatives, and no chargeable weight');
  await fillPackageLine(packageLine(page, 1), heavy);
  await expectCargoFigures(page, heavyFigures, '10 × 3 t is two boxes, not one');
  await expect(cargoNotes(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add package line' }).click();
  await fillPackageLine(packageLine(page, 2), oversize);
  await expectCargoFigures(page, withOversizeFigures, 'the oversize piece is in no container count');
  await expect(cargoNotes(page)).toContainText('Before we price it');
  await expect(cargoNotes(page).getByRole('listitem')).toHaveText([oversizeNote]);
  await expectNoSeriousA11yViolations(page);
  await send(page);

  const stored = (await project.documents('quotes')).find((quote) => quote.companyName === company);
  expect(stored).toMatchObject({
    mode: 'sea',
    cargo: { volumeCbm: 675, grossWeightKg: 50000, load: 'fcl', containers: { twentyFoot: 2, fortyFoot: 2, fortyFootHighCube: 2 }, notes: [oversizeNote] },
  });

  const admin = await (await otherContext({ signedInAs: 'admin' })).newPage();
  const detail = await openQuote(admin, company);
  await expectCargoFigures(detail, withOversizeFigures, 'staff read the figures the visitor saw');
  await expect(detail.getByRole('list', { name: 'Cargo notes' }).getByRole('listitem')).toHaveText([oversizeNote]);
  await expectNoSeriousA11yViolations(admin);
});

test('charges LCL minimum, rounds air, refuses oversize', async ({
  page,
  otherContext,
}) => {
  const project = projectOf(page);
  project.expectServerFunctions();
  const tag = `${Date.now()}`.slice(-6);
  const company = `Parcel Traders ${tag}`;

  await fillContact(page, company, tag);

  // Air: 61 × 41 × 41 cm = 102,541 cm³ / 6,000 = 17.09 kg by volume, charged 17.5 kg.
  await mode(page).selectOption({ label: 'Air' });
  await expect(page.getByRole('combobox', { name: 'Container load' })).toHaveCount(0);
  await fillPackageLine(packageLine(page, 1), { count: '1', length: '61', width: '41', height: '41', weight: '1' });
  await expectCargoFigures(page, { 'Total volume': '0.103 CBM', 'Total gross weight': '1.0 kg', 'Volumetric weight': '17.1 kg', 'Chargeable weight': '17.5 kg' });

  // A 20 m cube is wider and taller than any freighter: refused, the limit said under the field.
  await fillPackageLine(packageLine(page, 1), { count: '1', length: '2000', width: '2000', height: '2000', weight: '100' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('main').getByRole('alert').getByText('Please complete each package line with positive numbers within the limits.', { exact: true })).toBeVisible();
  const width = packageLine(page, 1).getByLabel('Width (cm)', { exact: true });
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await expect(width).toHaveAccessibleDescription('A package is at most 2,000 × 600 × 400 cm by air (length and width either way round).');
  expect((await project.documents('quotes')).filter((quote) => quote.companyName === company)).toHaveLength(0);

  // The sea parcel.
  await mode(page).selectOption({ label: 'Sea' });
  await fillPackageLine(packageLine(page, 1), parcel);
  await expectCargoFigures(page, parcelFigures, 'a parcel is LCL at the 1 W/M minimum, with no container count');
  await expect(page.getByText('Containers', { exact: true })).toHaveCount(0);
  await send(page);

  const stored = (await project.documents('quotes')).find((quote) => quote.companyName === company);
  expect(stored).toMatchObject({ mode: 'sea', cargo: { chargeableWeightKg: 1000, chargeableBasis: 'minimum', load: 'lcl', freightTons: 1, containers: null } });

  const admin = await (await otherContext({ signedInAs: 'admin' })).newPage();
  const detail = await openQuote(admin, company);
  await expectCargoFigures(detail, parcelFigures, 'staff read the LCL minimum and no container count');
  await expect(detail.getByText('Containers', { exact: true })).toHaveCount(0);
});

test('FCL shows boxes; unstackable pallets take the floor', async ({ page, otherContext }) => {
  const project = projectOf(page);
  project.expectServerFunctions();
  const tag = `${Date.now()}`.slice(-6);
  const company = `Pallet Movers ${tag}`;

  await fillContact(page, company, tag);
  await mode(page).selectOption({ label: 'Sea' });
  // Three pallets 120 × 100 × 150 cm of 400 kg: 5.400 CBM, 5,400 kg W/M.
  await fillPackageLine(packageLine(page, 1), { count: '3', length: '120', width: '100', height: '150', weight: '400' });
  await expectCargoFigures(page, {
    'Total volume': '5.400 CBM',
    'Total gross weight': '1,200.0 kg',
    'Volumetric weight': '5,400.0 kg',
    'Chargeable weight': '5,400.0 kg',
    'Container load': 'LCL (suggested)',
    'Chargeable W/M': '5.400 W/M',
  });
  await page.getByRole('combobox', { name: 'Container load' }).selectOption({ label: 'FCL (full containers)' });
  await expectCargoFigures(page, { 'Total volume': '5.400 CBM', 'Total gross weight': '1,200.0 kg', 'Container load': 'FCL', Containers: '1 × 20′ GP' });
  await expect(cargoNotes(page)).toContainText('This cargo is LCL-sized (up to 15 W/M)');

  // 40 such pallets, not to be stacked: 9 to a 20′ floor (lanes of 4 and 5), 22 to a 40′; by volume alone three 20′.
  await packageLine(page, 1).getByLabel('Count', { exact: true }).fill('40');
  const stackable = packageLine(page, 1).getByRole('checkbox', { name: 'Stackable', exact: true });
  await expect(stackable).toBeChecked();
  await stackable.uncheck();
  const palletFigures = { 'Total volume': '72.000 CBM', 'Total gross weight': '16,000.0 kg', 'Container load': 'FCL', Containers: '5 × 20′ GP or 2 × 40′ GP' };
  await expectCargoFigures(page, palletFigures);
  await send(page);

  const stored = (await project.documents('quotes')).find((quote) => quote.companyName === company);
  expect(stored).toMatchObject({ mode: 'sea', containerLoad: 'fcl', cargo: { chargeableWeightKg: null, containers: { twentyFoot: 5, fortyFoot: 2, fortyFootHighCube: 2 } } });
  expect((await project.documents(`quotes/${String(stored?.id)}/packages`)).map(({ id: _id, ...line }) => line)).toEqual([
    { count: 40, lengthCm: 120, widthCm: 100, heightCm: 150, grossWeightKg: 400, stackable: false },
  ]);
  const admin = await (await otherContext({ signedInAs: 'admin' })).newPage();
  const detail = await openQuote(admin, company);
  await expect(detail.getByRole('definition').filter({ hasText: /^FCL$/ }).first()).toBeVisible();
  await expect(detail.getByText('40 × 120 × 100 × 150 cm, 400.0 kg each, not stackable', { exact: true })).toBeVisible();
  await expectCargoFigures(detail, palletFigures);
});
