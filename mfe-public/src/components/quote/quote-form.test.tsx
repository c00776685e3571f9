import { renderPage, useMemoryDataApi } from '@seawave/shared-data/testing';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { hydrateServerHtml } from '@seawave/shared-ui/testing/hydrate';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QuoteForm } from './quote-form';

jest.setTimeout(20_000);

function setup() {
  return renderPage(<QuoteForm />);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send' });

async function enter(user: UserEvent, name: string, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function fillValid(user: UserEvent) {
  await enter(user, 'Name', 'Asha Rao');
  await enter(user, 'Email', 'asha@example.com');
  await enter(user, 'Contact Number', '+91 98765 43210');
  await enter(user, 'Company Name', 'Rao Exports');
  await enter(user, 'Company Address', '12 Harbour Road, Navi Mumbai');
  await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
}

describe('QuoteForm', () => {
  it('focuses the first invalid field on refusal', async () => {
    const { user, api } = setup();
    await user.click(send());
    expect(textbox('Name')).toHaveFocus();

    await fillValid(user);
    await user.clear(textbox('Contact Number'));
    await enter(user, 'Contact Number', '98765abc43');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number (7 to 15 digits).');
    expect(textbox('Contact Number')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Contact Number')).toHaveAccessibleDescription('Use digits, spaces, +, - and parentheses: 7 to 15 digits.');
    expect(textbox('Contact Number')).toHaveFocus();
    expect(api.docs.quotes.size).toBe(0);
  });

  it('counts and refuses a text over its limit', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.clear(textbox('Name'));
    const long = 'A'.repeat(120);
    await enter(user, 'Name', long);
    expect(textbox('Name')).toHaveValue(long);
    expect(textbox('Name')).toHaveAccessibleDescription('120 / 100 characters: 20 too many');

    await enter(user, 'Comments / Remarks', 'c'.repeat(4001));
    expect(textbox('Comments / Remarks')).toHaveValue('c'.repeat(4001));

    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are too long. Please shorten them.');
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Name')).toHaveAccessibleDescription(/Please shorten this to 100 characters or fewer\./);
    expect(textbox('Comments / Remarks')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Comments / Remarks')).toHaveAccessibleDescription(/Please shorten this to 4000 characters or fewer\./);
    expect(textbox('Name')).toHaveFocus();
    expect(api.docs.quotes.size).toBe(0);
  });
});

const group = (name: string) => screen.getByRole('group', { name });
/** An input of a package line, found inside that line's fieldset. */
const lineInput = (line: number, label: string) => within(group(`Package line ${line}`)).getByRole('textbox', { name: label });

async function fillLine(user: UserEvent, line: number, values: [count: string, length: string, width: string, height: string, weight: string]) {
  const labels = ['Count', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Gross weight per package (kg)'];
  for (const [index, label] of labels.entries()) {
    await user.click(lineInput(line, label));
    await user.paste(values[index]!);
  }
}

/** The figures under 'Cargo figures', as label -> value. */
function figures(): Record<string, string> {
  const region = screen.getByRole('region', { name: 'Cargo figures' });
  const terms = within(region).getAllByRole('term').map((term) => term.textContent ?? '');
  const values = within(region).getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

describe('QuoteForm: shipment details', () => {
  it('offers the optional shipment fields', () => {
    setup();
    const details = group('Shipment details (optional)');
    const mode = within(details).getByRole('combobox', { name: 'Mode' });
    expect(within(mode).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a mode', 'Sea', 'Air', 'Land']);
    const incoterm = within(details).getByRole('combobox', { name: 'Incoterm' });
    expect(within(incoterm).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    expect(within(details).getByRole('textbox', { name: 'Origin (place or port)' })).not.toBeRequired();
    expect(within(details).getByRole('textbox', { name: 'Destination (place or port)' })).not.toBeRequired();
    expect(within(details).getByLabelText('Ready date')).toHaveAttribute('type', 'date');
    expect(within(details).getByRole('textbox', { name: 'Cargo description' })).not.toBeRequired();
    expect(group('Package line 1')).toBeInTheDocument();
    expect(figures()).toEqual({ 'Total volume': '0.000 CBM', 'Total gross weight': '0.0 kg' });
  });

  it('shows sea figures as package lines are typed', async () => {
    const { user } = setup();
    const region = screen.getByRole('region', { name: 'Cargo figures' });
    expect(within(region).getAllByRole('term')[0]?.closest('dl')).toHaveAttribute('aria-live', 'polite');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    // Two pallets 120 × 80 × 100 cm of 150 kg each: 2 × 0.96 m³ = 1.920 CBM, 300 kg.
    await fillLine(user, 1, ['2', '120', '80', '100', '150']);
    expect(figures()).toEqual({
      'Total volume': '1.920 CBM',
      'Total gross weight': '300.0 kg',
      // Sea: 1 m³ = 1,000 kg.
      'Volumetric weight': '1,920.0 kg',
      'Chargeable weight': '1,920.0 kg',
      // 1.920 W/M is LCL-sized (up to 15): charged per W/M, no container count.
      'Container load': 'LCL (suggested)',
      'Chargeable W/M': '1.920 W/M',
    });
    await user.click(screen.getByRole('button', { name: 'Add package line' }));
    // Three crates 110 × 90 × 150 cm of 400 kg each: 3 × 1.485 m³ = 4.455 CBM, 1,200 kg.
    await fillLine(user, 2, ['3', '110', '90', '150', '400']);
    // 1.920 + 4.455 = 6.375 CBM; 300 + 1,200 = 1,500 kg; 6.375 m³ × 1,000 = 6,375 kg by volume, the higher.
    expect(figures()).toEqual({
      'Total volume': '6.375 CBM',
      'Total gross weight': '1,500.0 kg',
      'Volumetric weight': '6,375.0 kg',
      'Chargeable weight': '6,375.0 kg',
      'Container load': 'LCL (suggested)',
      'Chargeable W/M': '6.375 W/M',
    });
    // Air: 6,375,000 cm³ / 6,000 = 1,062.5 kg by volume, below the 1,500 kg gross weight; no containers.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Air');
    expect(figures()).toEqual({
      'Total volume': '6.375 CBM',
      'Total gross weight': '1,500.0 kg',
      'Volumetric weight': '1,062.5 kg',
      'Chargeable weight': '1,500.0 kg',
    });
  });

  it('adds and removes lines by keyboard, keeping focus', async () => {
    const { user } = setup();
    const add = screen.getByRole('button', { name: 'Add package line' });
    act(() => add.focus());
    await user.keyboard('{Enter}');
    expect(lineInput(2, 'Count')).toHaveFocus();
    await user.paste('5');
    act(() => add.focus());
    await user.keyboard('{Enter}');
    expect(lineInput(3, 'Count')).toHaveFocus();
    await user.paste('7');

    // Removing line 2: the line that took its place (the former line 3, now line 2) gets the focus.
    act(() => screen.getByRole('button', { name: 'Remove package line 2' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Package line 3' })).not.toBeInTheDocument();
    expect(lineInput(2, 'Count')).toHaveValue('7');
    expect(lineInput(2, 'Count')).toHaveFocus();

    // Removing the last line focuses the one before it; removing every line, the Add button.
    await user.click(screen.getByRole('button', { name: 'Remove package line 2' }));
    expect(lineInput(1, 'Count')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove package line 1' }));
    expect(screen.queryByRole('group', { name: /^Package line/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add package line' })).toHaveFocus();
  });

  it('allows at most ten package lines', async () => {
    const { user } = setup();
    for (let line = 2; line <= 10; line += 1) await user.click(screen.getByRole('button', { name: 'Add package line' }));
    expect(group('Package line 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add package line' })).toBeDisabled();
  });

  it('explains package input errors, refusing incomplete lines', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.click(lineInput(1, 'Count'));
    await user.paste('2.5');
    await user.tab();
    expect(lineInput(1, 'Count')).toHaveAttribute('aria-invalid', 'true');
    expect(lineInput(1, 'Count')).toHaveAccessibleDescription('Enter a whole number of packages.');
    // A value the line still needs is not asked for while the visitor is typing it.
    expect(lineInput(1, 'Length (cm)')).not.toHaveAttribute('aria-invalid');

    await user.clear(lineInput(1, 'Count'));
    await user.paste('2');
    await user.click(lineInput(1, 'Width (cm)'));
    await user.paste('80,5');
    await user.tab();
    expect(lineInput(1, 'Width (cm)')).toHaveAccessibleDescription('Enter a number, with a dot for decimals (for example 12.5).');
    await user.clear(lineInput(1, 'Width (cm)'));
    await user.paste('80');

    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete each package line with positive numbers within the limits.');
    expect(lineInput(1, 'Length (cm)')).toHaveAccessibleDescription('Fill this in too, or clear the whole line.');
    expect(lineInput(1, 'Length (cm)')).toHaveFocus();
    // What was typed stays.
    expect(lineInput(1, 'Count')).toHaveValue('2');
    expect(lineInput(1, 'Width (cm)')).toHaveValue('80');
    expect(textbox('Company Name')).toHaveValue('Rao Exports');
    expect(api.docs.quotes.size).toBe(0);
  });

  it('offers container loads by sea only, counting FCL', async () => {
    const { user } = setup();
    expect(screen.queryByRole('combobox', { name: 'Container load' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    const load = screen.getByRole('combobox', { name: 'Container load' });
    expect(within(load).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Suggest from my cargo',
      'LCL (shared container, charged per W/M)',
      'FCL (full containers)',
    ]);
    await fillLine(user, 1, ['3', '120', '100', '150', '400']);
    expect(figures()).toMatchObject({ 'Container load': 'LCL (suggested)', 'Chargeable W/M': '5.400 W/M' });
    await user.selectOptions(load, 'FCL (full containers)');
    // Whole boxes: no volumetric or chargeable weight, one 20′ GP for three pallets.
    expect(figures()).toEqual({ 'Total volume': '5.400 CBM', 'Total gross weight': '1,200.0 kg', 'Container load': 'FCL', Containers: '1 × 20′ GP' });
    expect(screen.getByRole('status')).toHaveTextContent('This cargo is LCL-sized (up to 15 W/M)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Air');
    expect(screen.queryByRole('combobox', { name: 'Container load' })).not.toBeInTheDocument();
    expect(figures()).not.toHaveProperty('Container load');
  });

  it('stores the chosen load and out-of-gauge note', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Container load' }), 'FCL (full containers)');
    await fillLine(user, 1, ['1', '670', '1000', '1000', '20000']);
    expect(screen.getByRole('status')).toHaveTextContent('Package line 1 is out of gauge');
    await user.click(send());
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    const [stored] = [...api.docs.quotes.values()];
    expect(stored).toMatchObject({ mode: 'sea', containerLoad: 'fcl' });
    expect(stored?.cargo).toMatchObject({ load: 'fcl', loadChosen: true, containers: null, notes: [expect.stringMatching(/^Package line 1 is out of gauge/)] });
  });

  it('asks per line whether it stacks, default yes', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Container load' }), 'FCL (full containers)');
    const stackable = within(group('Package line 1')).getByRole('checkbox', { name: 'Stackable' });
    expect(stackable).toBeChecked();
    expect(stackable).toHaveAccessibleDescription('Untick if nothing may be stacked on these packages.');
    // 40 pallets 120 × 100 × 100 cm: two high, 9 to a 20′ floor and 22 to a 40′: 20 stacks.
    await fillLine(user, 1, ['40', '120', '100', '100', '400']);
    expect(figures()).toMatchObject({ Containers: '3 × 20′ GP or 1 × 40′ GP' });
    // By keyboard: the box follows the weight field; Space unticks it. One high: 40 places.
    await user.click(lineInput(1, 'Gross weight per package (kg)'));
    await user.tab();
    expect(stackable).toHaveFocus();
    await user.keyboard(' ');
    expect(stackable).not.toBeChecked();
    expect(figures()).toMatchObject({ Containers: '5 × 20′ GP or 2 × 40′ GP' });

    await user.click(screen.getByRole('button', { name: 'Add package line' }));
    expect(within(group('Package line 2')).getByRole('checkbox', { name: 'Stackable' })).toBeChecked();
    await fillLine(user, 2, ['1', '50', '40', '30', '20']);
    await user.click(send());
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    const [id, stored] = [...api.docs.quotes.entries()][0]!;
    expect(stored.cargo).toMatchObject({ load: 'fcl', containers: { twentyFoot: 5, fortyFoot: 2, fortyFootHighCube: 2 } });
    expect([...(api.subDocs.get(`quotes/${id}/packages`)?.values() ?? [])]).toEqual([
      { count: 40, lengthCm: 120, widthCm: 100, heightCm: 100, grossWeightKg: 400, stackable: false },
      { count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, grossWeightKg: 20, stackable: true },
    ]);
  });

  it('refuses a piece larger than the mode carries', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Air');
    await fillLine(user, 1, ['1', '2000', '2000', '2000', '100']);
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete each package line with positive numbers within the limits.');
    expect(lineInput(1, 'Width (cm)')).toHaveAccessibleDescription('A package is at most 2,000 × 600 × 400 cm by air (length and width either way round).');
    expect(lineInput(1, 'Height (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(lineInput(1, 'Length (cm)')).not.toHaveAttribute('aria-invalid');
    expect(figures()).toMatchObject({ 'Total volume': '0.000 CBM' });
    expect(api.docs.quotes.size).toBe(0);
  });

  it('refuses a line too large to quote by sea', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    await fillLine(user, 1, ['9999', '1000', '1000', '1000', '50000']);
    await user.click(send());
    expect(lineInput(1, 'Count')).toHaveAccessibleDescription('Too much for one line by sea: at most 5,000 CBM and 5,000,000 kg a line.');
    expect(api.docs.quotes.size).toBe(0);
  });
});

const combobox = (name: string) => screen.getByRole('combobox', { name });
const radio = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

describe('QuoteForm: what forwarders need to price', () => {
  it('offers CPT, CIP and FAS with term descriptions', async () => {
    const { user } = setup();
    const incoterm = combobox('Incoterm');
    expect(incoterm).not.toHaveAccessibleDescription();
    for (const [term, name, help] of [
      ['CPT', 'CPT (Carriage Paid To)', 'The seller pays the carriage to the named destination; the risk passes when the first carrier takes the goods.'],
      ['CIP', 'CIP (Carriage and Insurance Paid To)', 'As CPT, and the seller also insures the goods, with all-risks cover, to the named destination.'],
      ['FAS', 'FAS (Free Alongside Ship)', 'The seller places the goods, cleared for export, alongside the ship at the port of loading (sea only).'],
    ] as const) {
      await user.selectOptions(incoterm, name);
      expect(incoterm).toHaveValue(term);
      expect(incoterm).toHaveAccessibleDescription(help);
    }
  });

  it('asks for the address the Incoterm needs', async () => {
    const { user, api } = setup();
    const pickup = () => screen.queryByRole('textbox', { name: 'Pickup address' });
    const delivery = () => screen.queryByRole('textbox', { name: 'Delivery address' });
    expect([pickup(), delivery()]).toEqual([null, null]);
    for (const term of ['EXW', 'FCA']) {
      await user.selectOptions(combobox('Incoterm'), term);
      expect([term, pickup(), delivery()]).toEqual([term, expect.any(HTMLInputElement), null]);
    }
    expect(pickup()).toHaveAccessibleDescription(/^Where we collect the goods \(EXW, FCA\)\./);
    await enter(user, 'Pickup address', '5 Mill Lane, Tiruppur');
    for (const term of ['DAP', 'DPU', 'DDP']) {
      await user.selectOptions(combobox('Incoterm'), term);
      expect([term, pickup(), delivery()]).toEqual([term, null, expect.any(HTMLInputElement)]);
    }
    await enter(user, 'Delivery address', '9 Kade, Rotterdam');
    for (const term of ['FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP']) {
      await user.selectOptions(combobox('Incoterm'), term);
      expect([term, pickup(), delivery()]).toEqual([term, null, null]);
    }
    // What was typed stays while hidden; only the address the chosen term asks for is sent.
    await user.selectOptions(combobox('Incoterm'), 'EXW');
    expect(pickup()).toHaveValue('5 Mill Lane, Tiruppur');
    await user.selectOptions(combobox('Incoterm'), 'DDP');
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    const [stored] = [...api.docs.quotes.values()];
    expect(stored).toMatchObject({ incoterm: 'DDP', deliveryAddress: '9 Kade, Rotterdam' });
    expect(stored).not.toHaveProperty('pickupAddress');
  });

  it('stores dangerous goods, temperature range and cargo value', async () => {
    const { user, api } = setup();
    await fillValid(user);
    expect(screen.queryByRole('textbox', { name: 'UN number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Lowest temperature (°C)' })).not.toBeInTheDocument();
    await user.click(radio('Dangerous goods', 'Yes'));
    await user.click(radio('Temperature controlled', 'Yes'));
    await enter(user, 'Cargo value', '250000');
    await user.click(screen.getByRole('checkbox', { name: 'Insure my cargo' }));
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(textbox('UN number')).toHaveAccessibleDescription('The four digits of the UN number, for example 1263 for paint. Enter the UN number of the dangerous goods.');
    expect(textbox('UN number')).toHaveFocus();
    expect(combobox('Dangerous goods class')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Lowest temperature (°C)')).toHaveAttribute('aria-invalid', 'true');
    expect(combobox('Currency')).toHaveAccessibleDescription('Choose the currency of the cargo value.');
    expect(api.docs.quotes.size).toBe(0);

    await enter(user, 'UN number', '1263');
    await user.selectOptions(combobox('Dangerous goods class'), '3 Flammable liquids');
    await enter(user, 'Lowest temperature (°C)', '8');
    await enter(user, 'Highest temperature (°C)', '2');
    await user.selectOptions(combobox('Currency'), 'USD (US dollar)');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are not in the expected format.');
    expect(textbox('Highest temperature (°C)')).toHaveAccessibleDescription('In °C, from -70 to 40. Enter °C from -70 to 40, with a dot and at most one decimal, not below the lowest.');
    await user.clear(textbox('Highest temperature (°C)'));
    await enter(user, 'Highest temperature (°C)', '15.5');
    await user.click(send());
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    const [stored] = [...api.docs.quotes.values()];
    expect(stored).toMatchObject({
      dangerousGoods: 'yes',
      unNumber: '1263',
      dangerousGoodsClass: '3',
      temperatureControlled: 'yes',
      temperatureMinC: 8,
      temperatureMaxC: 15.5,
      cargoValue: 250000,
      cargoValueCurrency: 'USD',
      insureCargo: true,
    });
  });

  it('keeps answers typed before hydration and sends them', async () => {
    const api = useMemoryDataApi();
    const tree = (
      <SeawaveThemeProvider>
        <QuoteForm />
      </SeawaveThemeProvider>
    );
    const set = (control: Element | null, value: string) => {
      const element = control as HTMLInputElement | HTMLSelectElement;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const tick = (control: Element | null) => {
      (control as HTMLInputElement).checked = true;
      control?.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const { recoverableErrors } = await hydrateServerHtml(renderToString(tree), tree, (html) => {
      const named = (name: string) => html.querySelector(`[name="${name}"]`);
      const entries: [string, string][] = [
        ['name', 'Asha Rao'],
        ['email', 'asha@example.com'],
        ['contactNumber', '+91 98765 43210'],
        ['companyName', 'Rao Exports'],
        ['companyAddress', '12 Harbour Road'],
        ['incoterm', 'EXW'],
        ['pickupAddress', '5 Mill Lane, Tiruppur'],
        ['unNumber', '1263'],
        ['dangerousGoodsClass', '2.1'],
        ['temperatureMinC', '-20'],
        ['temperatureMaxC', '-18'],
        ['cargoValue', '1800000'],
        ['cargoValueCurrency', 'INR'],
      ];
      for (const [name, value] of entries) set(named(name), value);
      tick(html.querySelector('[name="services"][value="warehousing"]'));
      tick(html.querySelector('[name="dangerousGoods"][value="yes"]'));
      tick(html.querySelector('[name="temperatureControlled"][value="yes"]'));
      tick(named('insureCargo'));
    });
    expect(recoverableErrors).toEqual([]);
    expect(textbox('Pickup address')).toHaveValue('5 Mill Lane, Tiruppur');
    expect(textbox('UN number')).toHaveValue('1263');
    expect(combobox('Dangerous goods class')).toHaveValue('2.1');
    expect(textbox('Lowest temperature (°C)')).toHaveValue('-20');
    expect(screen.getByRole('checkbox', { name: 'Insure my cargo' })).toBeChecked();
    expect(combobox('Incoterm')).toHaveAccessibleDescription("The seller makes the goods ready at its premises; the buyer pays for everything from pickup on.");
    await userEvent.click(send());
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    expect([...api.docs.quotes.values()][0]).toMatchObject({
      incoterm: 'EXW',
      pickupAddress: '5 Mill Lane, Tiruppur',
      dangerousGoods: 'yes',
      unNumber: '1263',
      dangerousGoodsClass: '2.1',
      temperatureControlled: 'yes',
      temperatureMinC: -20,
      temperatureMaxC: -18,
      cargoValue: 1800000,
      cargoValueCurrency: 'INR',
      insureCargo: true,
    });
  });
});
