import type { NewQuote } from '@seawave/shared-data';
import { OFFLINE_TEXT, UNCONFIRMED_TEXT } from '@seawave/shared-data/schemas';
import { deferred, makeRate, renderPage as renderWithData, type MemoryDataApi, type RenderPageOptions } from '@seawave/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import QuotePage from './quote-page';

function renderPage(options: Pick<RenderPageOptions, 'failing' | 'server' | 'data' | 'now'> = {}) {
  return renderWithData(<QuotePage />, {
    route: '/getafreequote',
    path: '/getafreequote',
    extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
    ...options,
  });
}

/** What the server writes to a new quote (the memory store plays the server). */
const serverFields = ['reference', 'status', 'searchTerms', 'serviceFlags', 'cargo', 'indicativePrice'] as const;

/** The quotes stored, as the visitor's form wrote them (without their date and what the server adds). */
function storedQuotes(api: MemoryDataApi) {
  return [...api.docs.quotes.values()].map(({ createdAt: _createdAt, ...fields }) =>
    Object.fromEntries(Object.entries(fields).filter(([key]) => !(serverFields as readonly string[]).includes(key))),
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Types into a field (pasting long texts keeps the suite fast on a busy machine). */
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
  await user.click(screen.getByRole('checkbox', { name: 'Custom Clearance' }));
  await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
  await enter(user, 'Comments / Remarks', 'Two containers a month.');
}

const expectedQuote: NewQuote = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '+91 98765 43210',
  companyName: 'Rao Exports',
  companyAddress: '12 Harbour Road, Navi Mumbai',
  services: ['customClearance', 'warehousing'],
  comments: 'Two containers a month.',
};

/** The quote as the form stores it: the optional shipment texts left blank are stored empty, 'Insure my cargo' unticked as false. */
const storedBlankShipment = { origin: '', destination: '', cargoDescription: '', insureCargo: false };

jest.setTimeout(20_000);

describe('QuotePage', () => {
  it('shows labelled controls with length limits', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeInTheDocument();
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Contact Number')).toHaveAttribute('type', 'tel');
    // Nothing typed is cut: the limits are counted and checked on sending.
    for (const name of ['Name', 'Company Name', 'Company Address', 'Comments / Remarks']) expect(textbox(name)).not.toHaveAttribute('maxLength');
    expect(textbox('Comments / Remarks')).toHaveAccessibleDescription(/0 \/ 4000 characters/);
    const services = screen.getByRole('group', { name: 'Services' });
    expect(within(services).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'customClearance',
      'freightForwarding',
      'landFreight',
      'warehousing',
      'eximConsultancy',
      'logisticDesign',
    ]);
    for (const label of ['Custom Clearance', 'Freight Forwarding', 'Transportation', 'Warehousing', 'Exim Consultancy', 'Logistics Design']) {
      expect(within(services).getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('refuses an empty form, storing nothing', async () => {
    const { api, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.docs.quotes.size).toBe(0);
  });

  it('requires at least one service', async () => {
    const { api, user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Custom Clearance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByText('Choose at least one service.')).toBeInTheDocument();
    expect(api.docs.quotes.size).toBe(0);
  });

  it('treats whitespace-only fields as empty', async () => {
    const { api, user } = renderPage();
    await fillValid(user);
    await user.clear(textbox('Company Address'));
    await enter(user, 'Company Address', '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.docs.quotes.size).toBe(0);
  });

  it('rejects a malformed e-mail', async () => {
    const { api, user } = renderPage();
    await fillValid(user);
    await user.clear(textbox('Email'));
    await enter(user, 'Email', 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.docs.quotes.size).toBe(0);
  });

  it('links the confirmation to the quote status page', async () => {
    const { api, user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const link = await screen.findByRole('link', { name: 'See the status of your quote' });
    const [id] = [...api.docs.quotes.keys()];
    const reference = `Q-${new Date().getFullYear()}-000001`;
    expect(link).toHaveAttribute('href', `/quote-status/${reference}?key=${encodeURIComponent(api.statusKeys.get(id!)!)}`);
  });

  it('sends once, disabled meanwhile, then confirms and clears', async () => {
    const { api, user } = renderPage();
    const gate = deferred<void>();
    const create = api.quotes.create.bind(api.quotes);
    const calls = jest.spyOn(api.quotes, 'create').mockImplementation(async (quote) => {
      await gate.promise;
      return create(quote);
    });
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(textbox('Name')).toBeDisabled();
    expect(textbox('Comments / Remarks')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Warehousing' })).toBeDisabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sending your request');

    gate.resolve();
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    const sent = screen.getByText('Quote Sent!').closest('[role="status"]');
    expect(sent).not.toBeNull();
    const reference = `Q-${new Date().getFullYear()}-000001`;
    expect(await within(sent as HTMLElement).findByText(`Your reference: ${reference}`)).toBeInTheDocument();
    expect(storedQuotes(api)).toEqual([{ ...expectedQuote, ...storedBlankShipment }]);
    expect([...api.docs.quotes.values()][0]).toMatchObject({ reference });
    expect(textbox('Name')).toHaveValue('');
    expect(textbox('Company Address')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Custom Clearance' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls).toHaveBeenCalledTimes(1);

    // No lane given: no price, and no number shown.
    expect(within(sent as HTMLElement).getByText('We will price this for you')).toBeInTheDocument();
    expect(sent).toHaveTextContent('We will price this for you. Our team will answer within one business hour.');
    expect(sent).not.toHaveTextContent(/Indicative price|USD|INR/);
    // The confirmation stays for the visitor to read.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    expect(screen.getByText(`Your reference: ${reference}`)).toBeInTheDocument();
    expect(api.docs.quotes.size).toBe(1);
  });

  it('promises an e-mailed reference when numbering is deferred', async () => {
    const { api, user } = renderPage({ server: false });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    expect(await screen.findByText('Your reference will be e-mailed to you.')).toBeInTheDocument();
    expect(api.docs.quotes.size).toBe(1);
  });

  it('stores the same sea cargo figures the form showed', async () => {
    const { api, user } = renderPage();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incoterm' }), 'FOB');
    await enter(user, 'Origin (place or port)', 'Nhava Sheva');
    await enter(user, 'Destination (place or port)', 'Jebel Ali');
    await user.type(screen.getByLabelText('Ready date'), '2026-12-01');
    await enter(user, 'Cargo description', 'Machine parts on pallets');
    const line = (n: number, label: string) => within(screen.getByRole('group', { name: `Package line ${n}` })).getByRole('textbox', { name: label });
    const labels = ['Count', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Gross weight per package (kg)'];
    const fill = async (n: number, values: string[]) => {
      for (const [index, label] of labels.entries()) {
        await user.click(line(n, label));
        await user.paste(values[index]!);
      }
    };
    await fill(1, ['2', '120', '80', '100', '150']);
    await user.click(screen.getByRole('button', { name: 'Add package line' }));
    await fill(2, ['3', '110', '90', '150', '400']);
    // 2 × 0.96 + 3 × 1.485 = 6.375 CBM; 2 × 150 + 3 × 400 = 1,500 kg; sea: 6,375 kg by volume.
    const figures = screen.getByRole('region', { name: 'Cargo figures' });
    expect(within(figures).getByText('6.375 CBM')).toBeInTheDocument();
    expect(within(figures).getAllByText('6,375.0 kg')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Your reference: Q-/)).toBeInTheDocument();
    const [id] = [...api.docs.quotes.keys()];
    // Read back through the data interface, as the staff's detail page reads it.
    expect(await api.quotes.get(id!)).toMatchObject({
      mode: 'sea',
      incoterm: 'FOB',
      origin: 'Nhava Sheva',
      destination: 'Jebel Ali',
      readyDate: '2026-12-01',
      cargoDescription: 'Machine parts on pallets',
      packages: [
        { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 150 },
        { count: 3, lengthCm: 110, widthCm: 90, heightCm: 150, grossWeightKg: 400 },
      ],
      // 6.375 W/M is LCL-sized: charged per W/M, no container count.
      cargo: { volumeCbm: 6.375, grossWeightKg: 1500, volumetricWeightKg: 6375, chargeableWeightKg: 6375, load: 'lcl', freightTons: 6.375, containers: null, notes: [] },
    });
  });

  describe('the indicative price', () => {
    const now = () => new Date('2026-06-01T08:00:00Z');
    const rates = [
      makeRate({ id: 'gp20', amount: 850, validUntil: '2026-06-30', includes: 'Ocean freight and origin THC' }),
      // Expired the day before: never used, though cheaper.
      makeRate({ id: 'gp20-old', amount: 500, validFrom: '2026-01-01', validUntil: '2026-05-31' }),
    ];

    async function sendSeaQuote(user: UserEvent, origin: string, destination: string) {
      await fillValid(user);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
      await enter(user, 'Origin (place or port)', origin);
      await enter(user, 'Destination (place or port)', destination);
      const line = within(screen.getByRole('group', { name: 'Package line 1' }));
      for (const [label, value] of [['Count', '10'], ['Length (cm)', '120'], ['Width (cm)', '100'], ['Height (cm)', '100'], ['Gross weight per package (kg)', '3000']]) {
        await user.click(line.getByRole('textbox', { name: label }));
        await user.paste(value!);
      }
      await user.click(screen.getByRole('button', { name: 'Send' }));
      return (await screen.findByText('Quote Sent!')).closest('[role="status"]') as HTMLElement;
    }

    it('shows the rated price, validity and transit time', async () => {
      const { api, user } = renderPage({ data: { rates }, now });
      const sent = await sendSeaQuote(user, 'Nhava Sheva (IN)', 'Jebel Ali, AE');
      const price = within(sent);
      expect(price.getByText('Indicative price')).toBeInTheDocument();
      expect(price.getByText('USD 1,700, for 2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight and origin THC')).toBeInTheDocument();
      expect(price.getByText('Valid until')).toBeInTheDocument();
      expect(price.getByText('June 30, 2026')).toBeInTheDocument();
      expect(price.getByText('Transit time')).toBeInTheDocument();
      expect(price.getByText('5 days')).toBeInTheDocument();
      expect(price.getByText('Our team will confirm the final price.')).toBeInTheDocument();
      expect(sent).not.toHaveTextContent('We will price this for you');
      expect([...api.docs.quotes.values()][0]).toMatchObject({ indicativePrice: { currency: 'USD', low: 1700, high: 1700, validUntil: '2026-06-30' } });
    });

    it('promises a price on a lane without a rate', async () => {
      const { user } = renderPage({ data: { rates }, now });
      const sent = await sendSeaQuote(user, 'Chennai (IN)', 'Jebel Ali (AE)');
      expect(sent).toHaveTextContent('We will price this for you. Our team will answer within one business hour.');
      expect(sent).not.toHaveTextContent(/Indicative price|Valid until|Transit time|USD|INR|\d,\d{3}/);
    });
  });

  it('silently drops a filled honeypot submission', async () => {
    const { api, user, container } = renderPage();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    // Hidden from people and assistive technology, out of the tab order, never autofilled.
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    const create = jest.spyOn(api.quotes, 'create');

    await fillValid(user);
    honeypot.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('');
    expect(create).not.toHaveBeenCalled();
    expect(api.docs.quotes.size).toBe(0);
  });

  it("shows the server's refusal, keeping values", async () => {
    const { api, user } = renderPage();
    const refusal = 'Too many quotes have been sent from your network in the last hour. Please try again later.';
    jest.spyOn(api.quotes, 'create').mockRejectedValue(Object.assign(new Error(refusal), { name: 'SubmissionRefusedError' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(textbox('Company Address')).toHaveValue('12 Harbour Road, Navi Mumbai');
    expect(screen.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says when offline that nothing was sent', async () => {
    const { api, user } = renderPage();
    jest.spyOn(api.quotes, 'create').mockRejectedValue(Object.assign(new Error(OFFLINE_TEXT), { name: 'OfflineError' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline. Nothing was sent; your answers are kept.');
    expect(textbox('Name')).toHaveValue('Asha Rao');
    expect(textbox('Comments / Remarks')).toHaveValue('Two containers a month.');
  });

  it('retries with the same submission id after no answer', async () => {
    const { api, user } = renderPage();
    const create = jest.spyOn(api.quotes, 'create');
    create.mockRejectedValueOnce(Object.assign(new Error(UNCONFIRMED_TEXT), { name: 'UnconfirmedSubmissionError' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCONFIRMED_TEXT);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    const [first, second] = create.mock.calls.map(([, options]) => options?.submissionId);
    expect(first).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(second).toBe(first);
    expect(api.docs.quotes.size).toBe(1);
  });

  it('finishes a send interrupted by leaving the page', async () => {
    const first = renderPage();
    const held = deferred<void>();
    const create = first.api.quotes.create.bind(first.api.quotes);
    jest.spyOn(first.api.quotes, 'create').mockImplementation(async (...args) => {
      await held.promise;
      return create(...args);
    });
    await fillValid(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send' }));
    // The visitor presses Back: the page goes while the quote is on its way.
    first.unmount();
    held.resolve();
    await waitFor(() => expect(first.api.docs.quotes.size).toBe(1));
    const reference = [...first.api.docs.quotes.values()][0]?.reference as string;

    // Forward: the quote page says the quote was sent, with its reference.
    renderPage();
    expect(await screen.findByText('Quote Sent!')).toBeInTheDocument();
    expect(screen.getByText(`Your reference: ${reference}`)).toBeInTheDocument();
  });

  it('shows a failure and re-enables the filled inputs', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderPage({ failing: ['quotes.create'] });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while submitting the request.');
    expect(api.docs.quotes.size).toBe(0);
    expect(error).toHaveBeenCalled();
    expect(textbox('Name')).toHaveValue('Asha Rao');
    expect(textbox('Email')).toHaveValue('asha@example.com');
    expect(textbox('Contact Number')).toHaveValue('+91 98765 43210');
    expect(textbox('Company Name')).toHaveValue('Rao Exports');
    expect(textbox('Company Address')).toHaveValue('12 Harbour Road, Navi Mumbai');
    expect(textbox('Comments / Remarks')).toHaveValue('Two containers a month.');
    expect(screen.getByRole('checkbox', { name: 'Custom Clearance' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    expect(textbox('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByText('Quote Sent!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Get A Free Quote' })).toBeInTheDocument();
  });
});
