// Affected runs: mfe-public /getafreequote, mfe-admin
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csvObjects, descriptionPairs, expect, fillPackageLine, holdScripts, hydrated, hydrationStarted, projectOf, test } from '../support';

/**
 * What forwarders need to price, from the visitor's first paint to the staff's CSV: with the app's scripts held
 * back, the server-rendered form asks for a pickup address once EXW is chosen and for the UN number and class once
 * dangerous goods is 'Yes'; what is typed then is still there after hydration. DDP asks for a delivery address
 * instead, and the pickup address it no longer asks for is not stored. The staff detail page and the CSV show the
 * dangerous goods with their UN number, and every other fact the visitor gave.
 */

test.describe.configure({ timeout: 90_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('early-typed dangerous goods and addresses reach staff', async ({ page, otherContext }) => {
  const project = projectOf(page);
  project.expectServerFunctions();
  const company = `Hazard Paints ${Date.now()}`;

  // The app's scripts wait until released: until then the visitor types into the server's HTML.
  const release = await holdScripts(page, { afterPaint: true });
  await page.goto('/getafreequote', { waitUntil: 'domcontentloaded' });

  await expect(textbox(page, 'Pickup address')).toBeHidden();
  await expect(textbox(page, 'UN number')).toBeHidden();
  await textbox(page, 'Name').fill('Ravi Menon');
  await textbox(page, 'Email').fill('ravi.menon@example.com');
  await textbox(page, 'Contact Number').fill('+91 98765 43210');
  await textbox(page, 'Company Name').fill(company);
  await textbox(page, 'Company Address').fill('7 Industrial Estate, Thane');
  await page.getByRole('checkbox', { name: 'Freight Forwarding' }).check();
  await page.getByRole('combobox', { name: 'Mode' }).selectOption('sea');
  await page.getByRole('combobox', { name: 'Incoterm' }).selectOption('EXW');
  await expect(textbox(page, 'Pickup address')).toBeVisible();
  await expect(textbox(page, 'Delivery address')).toBeHidden();
  await textbox(page, 'Pickup address').fill('Plot 4, MIDC Taloja');
  await page.getByLabel('Ready date', { exact: true }).fill('2031-03-14');
  await textbox(page, 'Cargo description').fill('Paint in steel drums');
  await fillPackageLine(page.getByRole('group', { name: 'Package line 1', exact: true }), { count: '4', length: '120', width: '100', height: '90', weight: '350' });
  await page.getByRole('group', { name: 'Dangerous goods' }).getByRole('radio', { name: 'Yes' }).check();
  await expect(textbox(page, 'UN number')).toBeVisible();
  await textbox(page, 'UN number').fill('1263');
  await page.getByRole('combobox', { name: 'Dangerous goods class' }).selectOption('3');
  expect(await hydrationStarted(page), 'typed before hydration').toBe(false);

  release();
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'Incoterm' })).toHaveValue('EXW');
  await expect(textbox(page, 'Pickup address')).toHaveValue('Plot 4, MIDC Taloja');
  await expect(page.getByRole('group', { name: 'Dangerous goods' }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(textbox(page, 'UN number')).toHaveValue('1263');
  await expect(page.getByRole('combobox', { name: 'Dangerous goods class' })).toHaveValue('3');
  await expect(textbox(page, 'Cargo description')).toHaveValue('Paint in steel drums');

  // FAS, CPT and CIP can be chosen, each with its help; none needs an address of us.
  for (const [term, help] of [
    ['FAS', 'The seller places the goods, cleared for export, alongside the ship at the port of loading (sea only).'],
    ['CPT', 'The seller pays the carriage to the named destination; the risk passes when the first carrier takes the goods.'],
    ['CIP', 'As CPT, and the seller also insures the goods, with all-risks cover, to the named destination.'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Incoterm' }).selectOption(term);
    await expect(page.getByText(help)).toBeVisible();
    await expect(textbox(page, 'Pickup address')).toBeHidden();
    await expect(textbox(page, 'Delivery address')).toBeHidden();
  }

  // DDP: we deliver, so the form asks where.
  await page.getByRole('combobox', { name: 'Incoterm' }).selectOption('DDP');
  await expect(page.getByText("The seller delivers to the buyer's named place, cleared for import with the duties paid.")).toBeVisible();
  await expect(textbox(page, 'Pickup address')).toBeHidden();
  await textbox(page, 'Delivery address').fill('9 Kade, Rotterdam');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const referenceLine = page.getByText(/^Your reference: /);
  await expect(referenceLine).toBeVisible({ timeout: 15_000 });
  const reference = (await referenceLine.innerText()).trim().replace(/^Your reference: /, '');

  const stored = (await project.documents('quotes')).find((quote) => quote.companyName === company);
  expect(stored).toMatchObject({ reference, incoterm: 'DDP', deliveryAddress: '9 Kade, Rotterdam', dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass: '3', readyDate: '2031-03-14' });
  expect(stored).not.toHaveProperty('pickupAddress');

  // ------------------------------------------------------------ staff
  const admin = await (await otherContext({ signedInAs: 'admin' })).newPage();
  await admin.goto('/adminviewquoterequests');
  await admin.getByLabel('Search quotes', { exact: true }).fill(company);
  await expect(admin.getByTestId('quote-card')).toHaveCount(1);
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download CSV' }).press('Enter')]);
  const { rows } = csvObjects(readFileSync(await download.path(), 'utf8'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Reference: reference,
    Phone: "'+91 98765 43210",
    Incoterm: 'DDP',
    'Ready date': '2031-03-14',
    'Cargo description': 'Paint in steel drums',
    'Package lines': '4 × 120 × 100 × 90 cm, 350.0 kg each',
    'Pickup address': '',
    'Delivery address': '9 Kade, Rotterdam',
    'Dangerous goods': 'Yes',
    'UN number': '1263',
    'Dangerous goods class': '3 (Flammable liquids)',
  });

  await admin.getByTestId('quote-card').getByRole('link', { name: `View quote from ${company}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  const shipment = admin.getByRole('region', { name: 'Shipment' }).locator('dl').first();
  expect(await descriptionPairs(shipment)).toMatchObject({
    Incoterm: 'DDP',
    'Delivery address': '9 Kade, Rotterdam',
    'Dangerous goods': 'Yes',
    'UN number': '1263',
    'Dangerous goods class': '3 (Flammable liquids)',
  });
});
