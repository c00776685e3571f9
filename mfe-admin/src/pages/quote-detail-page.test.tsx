import { calendarDayText } from '@seawave/shared-data/freight';
import { makeQuote } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import { FlashMessage } from '@seawave/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import QuoteDetailPage from './quote-detail-page';

jest.setTimeout(20_000);

const quote = makeQuote({
  id: 'q1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '+91 98765 43210',
  companyName: 'Rao Exports',
  companyAddress: '12 Harbour Road, Navi Mumbai',
  services: ['customClearance', 'warehousing'],
  comments: '<b>Two</b> containers\na month.',
  createdAt: new Date(2024, 6, 4, 10),
});

function renderDetail(id = 'q1', options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<QuoteDetailPage />, {
    route: `/quoteDetails/${id}`,
    path: '/quoteDetails/:quoteId',
    extraRoutes: (
      <Route
        path="/adminviewquoterequests"
        element={
          <>
            <FlashMessage />
            <h1>Quote list page</h1>
          </>
        }
      />
    ),
    signedInAs: 'admin',
    data: { quotes: [quote] },
    ...options,
  });
}

function row(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('QuoteDetailPage', () => {
  it('shows every field of the quote', async () => {
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quote');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-services')).toHaveTextContent(/^CUSTOM CLEARANCE , WAREHOUSING$/);
    expect(screen.getByText('July 4, 2024')).toBeInTheDocument();
    expect(row('By')).toHaveTextContent('Asha Rao');
    expect(within(row('Email')).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(within(row('Contact Number')).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(row('Company Address')).toHaveTextContent('12 Harbour Road, Navi Mumbai');
    expect(row('Services')).toHaveTextContent('Custom Clearance, Warehousing');
    // Text, never HTML.
    expect(row('Comments').textContent).toBe('<b>Two</b> containers\na month.');
    expect(row('Comments').querySelector('b')).toBeNull();
  });

  it('says when date or comments are missing', async () => {
    renderDetail('q1', { data: { quotes: [{ ...quote, createdAt: null, comments: '' }] } });
    expect(await screen.findByText('No date available')).toBeInTheDocument();
    expect(row('Comments')).toHaveTextContent('No comments');
  });

  it('shows not-found with a way back', async () => {
    const { user } = renderDetail('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no quote request with this address. It may have been removed, or the link is incomplete.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to quotes' }));
    expect(await screen.findByRole('heading', { name: 'Quote list page' })).toBeInTheDocument();
  });

  it('shows a load failure and can try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderDetail('q1', { failing: ['quotes.get'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the quote. Please try again later.');
    api.failing.delete('quotes.get');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
  });
});

const shipped = makeQuote({
  ...quote,
  id: 'q2',
  reference: 'Q-2026-000123',
  status: 'new',
  contactNumber: '+91 98765-43210',
  mode: 'sea',
  origin: 'Nhava Sheva, India',
  destination: 'Rotterdam, Netherlands',
  readyDate: '2026-12-15',
  incoterm: 'FOB',
  cargoDescription: 'Frozen shrimp\nKept at -18 °C',
  packages: [
    { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 250 },
    { count: 1, lengthCm: 60.5, widthCm: 40, heightCm: 50, grossWeightKg: 30, stackable: false },
  ],
  cargo: { volumeCbm: 2.041, grossWeightKg: 530, volumetricWeightKg: 2041, chargeableWeightKg: 2041, containers: { twentyFoot: 1, fortyFoot: 1 } },
});

function renderShipped(options: Parameters<typeof renderPage>[1] = {}) {
  return renderDetail('q2', { data: { quotes: [shipped] }, ...options });
}

const HISTORY_LINE = /^Being priced — admin@seawave\.example\.com — \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

describe('QuoteDetailPage staff work', () => {
  it('shows the chosen load and out-of-gauge note', async () => {
    const note =
      'Package line 2 is out of gauge: a piece of 670 × 1,000 × 1,000 cm and 20,000 kg does not pass a container door or fit inside (at most 234 cm wide, 258 cm high and 1,203 cm long). It needs a flat rack, an open top or break-bulk, so it is in no container count; our staff will quote it.';
    const heavy = makeQuote({
      ...shipped,
      id: 'q3',
      containerLoad: 'fcl',
      packages: [
        { count: 10, lengthCm: 100, widthCm: 100, heightCm: 50, grossWeightKg: 3000 },
        { count: 1, lengthCm: 670, widthCm: 1000, heightCm: 1000, grossWeightKg: 20000 },
      ],
      cargo: {
        volumeCbm: 675,
        grossWeightKg: 50000,
        volumetricWeightKg: 675000,
        chargeableWeightKg: 675000,
        chargeableBasis: 'volumetric',
        load: 'fcl',
        loadChosen: true,
        freightTons: null,
        containers: { twentyFoot: 2, fortyFoot: 2, fortyFootHighCube: 2 },
        notes: [note],
      },
    });
    renderDetail('q3', { data: { quotes: [heavy] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    expect(row('Container load')).toHaveTextContent('FCL');
    const list = screen.getByLabelText('Cargo figures');
    expect([...list.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Total volume: 675.000 CBM',
      'Total gross weight: 50,000.0 kg',
      'Container load: FCL',
      'Containers: 2 × 20′ GP',
    ]);
    expect(within(screen.getByRole('list', { name: 'Cargo notes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([note]);
  });

  it('shows an LCL quote at the minimum', async () => {
    const parcel = makeQuote({
      ...shipped,
      id: 'q4',
      packages: [{ count: 1, lengthCm: 20, widthCm: 15, heightCm: 10, grossWeightKg: 0.5 }],
      cargo: {
        volumeCbm: 0.003,
        grossWeightKg: 0.5,
        volumetricWeightKg: 3,
        chargeableWeightKg: 1000,
        chargeableBasis: 'minimum',
        load: 'lcl',
        loadChosen: false,
        freightTons: 1,
        containers: null,
        notes: [],
      },
    });
    renderDetail('q4', { data: { quotes: [parcel] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    const list = screen.getByLabelText('Cargo figures');
    expect([...list.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Total volume: 0.003 CBM',
      'Total gross weight: 0.5 kg',
      'Volumetric weight: 3.0 kg',
      'Chargeable weight: 1,000.0 kg',
      'Container load: LCL (suggested)',
      'Chargeable W/M: 1.000 W/M (minimum)',
    ]);
    expect(screen.queryByText('Containers')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cargo notes' })).not.toBeInTheDocument();
  });

  it('shows reference, shipment, cargo figures and replies', async () => {
    renderShipped();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    expect(screen.getByText('Q-2026-000123', { selector: 'strong' })).toBeInTheDocument();
    expect(row('Mode')).toHaveTextContent('Sea');
    expect(row('Origin')).toHaveTextContent('Nhava Sheva, India');
    expect(row('Destination')).toHaveTextContent('Rotterdam, Netherlands');
    expect(row('Ready date')).toHaveTextContent('December 15, 2026');
    expect(row('Incoterm')).toHaveTextContent('FOB');
    expect(row('Cargo description').textContent).toBe('Frozen shrimp\nKept at -18 °C');
    expect(within(row('Packages')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 × 120 × 80 × 100 cm, 250.0 kg each',
      '1 × 60.5 × 40 × 50 cm, 30.0 kg each, not stackable',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Cargo figures' })).toBeInTheDocument();
    const list = screen.getByLabelText('Cargo figures');
    expect([...list.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Total volume: 2.041 CBM',
      'Total gross weight: 530.0 kg',
      'Volumetric weight: 2,041.0 kg',
      'Chargeable weight: 2,041.0 kg',
      'Containers: 1 × 20′ GP',
    ]);

    const mail = new URL(screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('asha@example.com');
    expect(mail.searchParams.get('subject')).toBe('Your SEAWAVE quote request Q-2026-000123');
    const whatsApp = screen.getByRole('link', { name: /^Reply on WhatsApp/ });
    const chat = new URL(whatsApp.getAttribute('href') ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/919876543210');
    expect(chat.searchParams.get('text')).toBe('Hello Asha Rao, this is SEAWAVE about your quote request Q-2026-000123.');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('omits the shipment section without details', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Rao Exports' });
    expect(screen.queryByRole('heading', { name: 'Cargo figures' })).not.toBeInTheDocument();
    expect(screen.queryByText('Mode', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('updates the status by keyboard with history', async () => {
    const { api, user } = renderShipped();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('new');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['New', 'Being priced', 'Quoted', 'Accepted', 'Declined']);
    expect(await screen.findByText('No status changes yet.')).toBeInTheDocument();
    status.focus();
    await user.selectOptions(status, 'Being priced');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update status' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(HISTORY_LINE)]);
    expect(api.docs.quotes.get('q2')?.status).toBe('pricing');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pricing');
  });

  it('stores one status change; says when unchanged', async () => {
    const { user } = renderShipped();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Accepted');
    await user.dblClick(screen.getByRole('button', { name: 'Update status' }));
    const history = await screen.findByRole('list', { name: 'Status history' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted'));
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('The status is already Accepted.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reports a failed status before rereading the quote', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderShipped({ failing: ['quotes.setStatus'] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Declined');
    // From now on reads of the quote never answer.
    jest.spyOn(api.quotes, 'get').mockImplementation(() => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert', {}, { timeout: 2_000 })).toHaveTextContent('The status could not be updated. Please try again.');
    expect(screen.getByRole('button', { name: 'Update status' })).toBeEnabled();
  });

  it('keeps the chosen status when storing fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderShipped({ failing: ['quotes.setStatus'] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Declined');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status could not be updated. Please try again.');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('declined');
    expect(api.docs.quotes.get('q2')?.status).toBe('new');
  });

  it('adds notes once each, refusing blank ones', async () => {
    const { user } = renderShipped();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write the note first.');
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Called <b>Asha</b>');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Sent the rates');
    await user.dblClick(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByRole('list', { name: 'Staff notes' });
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(notes).getAllByRole('listitem');
    expect(newest).toHaveTextContent(/^Sent the ratesadmin@seawave\.example\.com — /);
    expect(older?.querySelector('b')).toBeNull();
    expect(older).toHaveTextContent('Called <b>Asha</b>');
  });

  it("shows another staff member's note live", async () => {
    const { api } = renderDetail();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await api.quotes.addNote('q1', 'Called from the other desk');
    const notes = await screen.findByRole('list', { name: 'Staff notes' }, { timeout: 8_000 });
    expect(within(notes).getByText('Called from the other desk')).toBeInTheDocument();
  });

  it('assigns to self, a colleague or nobody', async () => {
    const { api, user } = renderDetail();
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Assigned to' })).closest('section') as HTMLElement;
    expect(within(panel).getByTestId('assignee')).toHaveTextContent(/^Nobody$/);
    await user.click(within(panel).getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assignment saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId('assignee')).toHaveTextContent('admin@seawave.example.com'));
    expect((await api.quotes.get('q1'))?.assignedTo).toBe('admin@seawave.example.com');
    expect(within(panel).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    const field = within(panel).getByRole('textbox', { name: 'Staff e-mail' });
    await user.clear(field);
    await user.type(field, 'Sales@SeaWave.example.com');
    await user.click(within(panel).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(within(panel).getByTestId('assignee')).toHaveTextContent(/^sales@seawave\.example\.com$/));
    await user.clear(field);
    await user.click(within(panel).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(within(panel).getByTestId('assignee')).toHaveTextContent(/^Nobody$/));
    expect((await api.quotes.get('q1'))?.assignedTo).toBe('');
  });

  it('keeps the typed address when assigning fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderDetail('q1', { failing: ['quotes.assign'] });
    const field = await screen.findByRole('textbox', { name: 'Staff e-mail' });
    await user.type(field, 'sales@seawave.example.com');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote could not be assigned. Use the e-mail of a staff member who works on quotes.');
    expect(field).toHaveValue('sales@seawave.example.com');
  });

  it('keeps the typed note when adding fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderShipped({ failing: ['quotes.addNote'] });
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Call back Monday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The note could not be added. Please try again.');
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('Call back Monday');
  });

  it('refuses a stale status, naming who set it', async () => {
    const { api, user } = renderShipped({ signedInAs: 'hr' });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await screen.findByText('No status changes yet.');
    // Meanwhile the admin, in another browser, sets Quoted (stored as the data interface stores it).
    api.subDocs.set('quotes/q2/history', new Map([['admin-change', { status: 'quoted', by: 'admin@seawave.example.com', at: new Date(), follows: null }]]));
    api.docs.quotes.set('q2', { ...api.docs.quotes.get('q2'), status: 'quoted', historyId: 'admin-change' });
    await user.selectOptions(status, 'Accepted');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This quote's status was changed to Quoted by admin@seawave.example.com after this page was loaded, so your change was not saved. The page now shows the current status.",
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('quoted'));
    const history = await screen.findByRole('list', { name: 'Status history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(1));
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^Quoted — /);
    expect(api.docs.quotes.get('q2')?.status).toBe('quoted');
    // Chosen again on the page as it is now, the change is stored.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.docs.quotes.get('q2')?.status).toBe('accepted');
  });

  it('shows only the latest action outcome', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderShipped({ failing: ['quotes.setStatus'] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Declined');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status could not be updated. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write the note first.');
    expect(screen.queryByText('The status could not be updated. Please try again.')).not.toBeInTheDocument();
  });

  it('refuses a note on a since-deleted quote', async () => {
    const { api, user } = renderShipped();
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Call back Monday');
    // Another staff member deletes the quote.
    await api.quotes.remove('q2');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote no longer exists: it was deleted, so nothing more can be saved for it.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/try again/i);
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('Call back Monday');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update status' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete quote' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to quotes' })).toBeInTheDocument();
  });

  it('refuses a status on a since-deleted quote', async () => {
    const { api, user } = renderShipped();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Accepted');
    await api.quotes.remove('q2');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote no longer exists: it was deleted, so nothing more can be saved for it.');
    expect(screen.getByRole('button', { name: 'Update status' })).toBeDisabled();
  });

  it('deletes after confirming, then returns to the list', async () => {
    const { api, user } = renderShipped();
    await user.click(await screen.findByRole('button', { name: 'Delete quote' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.docs.quotes.has('q2')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete quote' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Quote list page' })).toBeInTheDocument();
    expect(screen.getByText('The quote was deleted.')).toBeInTheDocument();
    expect(api.docs.quotes.has('q2')).toBe(false);
  });

  it('keeps the quote when deleting fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderShipped({ failing: ['quotes.remove'] });
    await user.click(await screen.findByRole('button', { name: 'Delete quote' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote could not be deleted. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    expect(api.docs.quotes.has('q2')).toBe(true);
  });

  it('sends a price once, marking the quote Quoted', async () => {
    const { api, user } = renderShipped();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '1,250.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.type(screen.getByLabelText(/^Valid until/), '2099-12-31');
    await user.type(screen.getByRole('textbox', { name: /^Message to the shipper/ }), 'Includes THC at Nhava Sheva.');
    await user.dblClick(screen.getByRole('button', { name: 'Send price' }));
    expect(await screen.findByText('The price was sent. The shipper is e-mailed the price with the link to their quote.')).toBeInTheDocument();
    expect(api.docs.quotes.get('q2')).toMatchObject({
      status: 'quoted',
      price: { amount: 1250.5, currency: 'USD', validUntil: '2099-12-31', message: 'Includes THC at Nhava Sheva.' },
    });
    const history = await screen.findByRole('list', { name: 'Status history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(1));
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^Quoted — admin@/);
    expect(await screen.findByText(`Price sent: USD 1,250.50, valid until ${calendarDayText('2099-12-31')}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('quoted'));
  });

  it('shows the indicative price the shipper saw', async () => {
    const indicativePrice = { currency: 'USD' as const, low: 1700, high: 2100, covers: '2 × 20′ GP, sea freight', validUntil: '2099-12-31', transitDaysLow: 5, transitDaysHigh: 5 };
    renderDetail('q3', { data: { quotes: [makeQuote({ ...shipped, id: 'q3', indicativePrice })] } });
    expect(await screen.findByText(`Indicative price given at once: USD 1,700–2,100, for 2 × 20′ GP, sea freight, valid until ${calendarDayText('2099-12-31')}.`)).toBeInTheDocument();
  });

  it('says when no indicative price was given', async () => {
    renderShipped();
    expect(await screen.findByText('No indicative price was given at once: no valid rate card matched.')).toBeInTheDocument();
  });

  it('refuses an incomplete or past-dated price', async () => {
    const { api, user } = renderShipped();
    await user.type(await screen.findByLabelText(/^Valid until/), '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Send price' }));
    expect(await screen.findByText('Please enter an amount above 0.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '900');
    await user.clear(screen.getByLabelText(/^Valid until/));
    await user.type(screen.getByLabelText(/^Valid until/), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send price' }));
    expect(await screen.findByText('The price must hold until today or later.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('900');
    expect(api.docs.quotes.get('q2')?.status).toBe('new');
    expect(api.docs.quotes.get('q2')?.price).toBeUndefined();
  });

  it('shows the shipper\'s question in the history', async () => {
    const { api } = renderShipped();
    api.subDocs.set('quotes/q2/history', new Map([['asked', { status: 'quoted', by: 'the shipper', at: new Date(), kind: 'question', message: 'Is THC included?' }]]));
    const history = await screen.findByRole('list', { name: 'Status history' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^Question: Is THC included\? — the shipper — /);
  });
});

describe('QuoteDetailPage: what the shipper gave to price it', () => {
  it('shows every pricing fact with the shipment', async () => {
    const priced = makeQuote({
      ...shipped,
      id: 'q9',
      incoterm: 'DDP',
      deliveryAddress: '9 Kade, Rotterdam',
      dangerousGoods: 'yes',
      unNumber: '1263',
      dangerousGoodsClass: '3',
      temperatureControlled: 'yes',
      temperatureMinC: -20,
      temperatureMaxC: -18.5,
      cargoValue: 1250000,
      cargoValueCurrency: 'INR',
      insureCargo: true,
    });
    renderDetail('q9', { data: { quotes: [priced] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    const shipment = within(screen.getByRole('region', { name: 'Shipment' }));
    const facts = (name: string) => shipment.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(
      ['Incoterm', 'Delivery address', 'Dangerous goods', 'UN number', 'Dangerous goods class', 'Temperature controlled', 'Lowest temperature (°C)', 'Highest temperature (°C)', 'Cargo value', 'Currency', 'Insurance requested'].map(
        (name) => `${name}: ${facts(name)}`,
      ),
    ).toEqual([
      'Incoterm: DDP',
      'Delivery address: 9 Kade, Rotterdam',
      'Dangerous goods: Yes',
      'UN number: 1263',
      'Dangerous goods class: 3 (Flammable liquids)',
      'Temperature controlled: Yes',
      'Lowest temperature (°C): -20',
      'Highest temperature (°C): -18.5',
      'Cargo value: 1,250,000',
      'Currency: INR',
      'Insurance requested: Yes',
    ]);
    expect(shipment.queryByText('Pickup address', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('omits insurance and facts not given', async () => {
    renderShipped();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Exports' })).toBeInTheDocument();
    for (const name of ['Pickup address', 'Delivery address', 'Dangerous goods', 'UN number', 'Temperature controlled', 'Cargo value', 'Insurance requested']) {
      expect([name, screen.queryByText(name, { selector: 'dt' })]).toEqual([name, null]);
    }
  });
});
