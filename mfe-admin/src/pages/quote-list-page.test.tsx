import { makeQuote } from '@seawave/shared-data/testing';
import { captureDownloads, readCsv } from '../testing/read-csv';
import { renderPage } from '../testing/render-admin-page';
import { screen, waitFor, within } from '@testing-library/react';
import QuoteListPage from './quote-list-page';

jest.setTimeout(20_000);

const quotes = [
  makeQuote({ id: 'old', companyName: 'Old Traders', services: ['customClearance', 'freightForwarding'], createdAt: new Date(2024, 0, 5, 12) }),
  makeQuote({ id: 'undated', companyName: 'Undated Imports', services: ['warehousing'], createdAt: null }),
  makeQuote({ id: 'new', companyName: 'New Exports', services: ['landFreight', 'logisticDesign', 'eximConsultancy'], createdAt: new Date(2024, 2, 9, 12) }),
];

function renderList(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<QuoteListPage />, { route: '/adminviewquoterequests', signedInAs: 'admin', data: { quotes }, ...options });
}

const companyOrder = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('QuoteListPage', () => {
  it('shows a salesperson the quotes', async () => {
    renderList({ signedInAs: 'sales' });
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['New Exports', 'Old Traders', 'Undated Imports']);
  });

  it('opens on one flood source from the digest', async () => {
    const flood = [
      makeQuote({ id: 'f1', companyName: 'Flood One', source: 'f100d', suspectedFlood: true, createdAt: new Date(2024, 3, 1) }),
      makeQuote({ id: 'f2', companyName: 'Flood Two', source: 'f100d', suspectedFlood: true, createdAt: new Date(2024, 3, 2) }),
    ];
    const { user } = renderList({ route: '/adminviewquoterequests?source=f100d', data: { quotes: [...quotes, ...flood] } });
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['Flood Two', 'Flood One']);
    expect(screen.getByText('Showing only the arrivals from one source, marked suspected flood.')).toBeInTheDocument();
    expect(screen.getAllByText('Suspected flood')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Show all' }));
    await waitFor(() => expect(companyOrder()).toEqual(['Flood Two', 'Flood One', 'New Exports', 'Old Traders', 'Undated Imports']));
    expect(screen.queryByText('Showing only the arrivals from one source, marked suspected flood.')).not.toBeInTheDocument();
  });

  it('turns away a recruiter without reading quotes', async () => {
    const { api } = renderList({ signedInAs: 'recruiter' });
    const paged = jest.spyOn(api.quotes, 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account does not have access to this page.');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByText('New Exports')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paged).not.toHaveBeenCalled();
  });

  it('lists quotes latest first, services in catalogue order', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading quotes');

    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['New Exports', 'Old Traders', 'Undated Imports']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('latest');

    const newest = screen.getAllByTestId('quote-card')[0] as HTMLElement;
    expect(within(newest).getByText('TRANSPORTATION - EXIM CONSULTANCY - LOGISTICS DESIGN')).toBeInTheDocument();
    expect(within(newest).getByText('March 9, 2024')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'View quote from New Exports' })).toHaveAttribute('href', '/quoteDetails/new');
    expect(within(newest).getByRole('link', { name: 'View quote from New Exports' })).toHaveTextContent(/^View$/);
    expect(screen.getByText('CUSTOM CLEARANCE - FREIGHT FORWARDING')).toBeInTheDocument();
    expect(screen.getByText('No date available')).toBeInTheDocument();
  });

  it('normalises services stored as display words', async () => {
    const { api } = renderList({ data: {} });
    api.seedDocs('quotes', [{ id: 'words', companyName: 'Word Traders', services: ['Custom Clearance', 'WAREHOUSING'], createdAt: new Date(2024, 1, 1) }]);
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(screen.getByText('CUSTOM CLEARANCE - WAREHOUSING')).toBeInTheDocument();
  });

  it('sorts oldest first and back on request', async () => {
    const dated = quotes.filter((quote) => quote.createdAt !== null);
    const { user } = renderList({ data: { quotes: dated } });
    await screen.findByRole('list', { name: 'Quote requests' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await waitFor(() => expect(companyOrder()).toEqual(['Old Traders', 'New Exports']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Latest');
    await waitFor(() => expect(companyOrder()).toEqual(['New Exports', 'Old Traders']));
  });

  it('says when there are no quotes', async () => {
    renderList({ data: {} });
    expect(await screen.findByText('No quotes available.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quote requests' })).not.toBeInTheDocument();
  });

  it('shows the failure in red with retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderList({ failing: ['quotes.page'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error fetching quotes\. Please try again later\.$/);
    expect(screen.queryByText('No quotes available.')).not.toBeInTheDocument();
    api.failing.delete('quotes.page');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['New Exports', 'Old Traders', 'Undated Imports']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('QuoteListPage inbox', () => {
  const many = Array.from({ length: 45 }, (_, i) =>
    makeQuote({
      id: `q${String(i + 1).padStart(2, '0')}`,
      companyName: `Company ${i + 1}`,
      reference: `Q-2026-${String(i + 1).padStart(6, '0')}`,
      status: i % 3 === 0 ? 'pricing' : 'new',
      services: i % 2 === 0 ? ['warehousing'] : ['customClearance'],
      createdAt: new Date(2026, 0, 1, 8, i),
    }),
  );
  const companies = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Company ${from - i}`);

  it('pages 20 quotes at a time by keyboard', async () => {
    const { user } = renderList({ data: { quotes: many } });
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(companies(45, 26));
    const first = screen.getAllByTestId('quote-card')[0] as HTMLElement;
    expect(within(first).getByText('Q-2026-000045')).toBeInTheDocument();
    expect(within(first).getByText(/^Status:/)).toHaveTextContent('Status: New');
    const third = screen.getAllByTestId('quote-card')[2] as HTMLElement;
    expect(within(third).getByText('Q-2026-000043')).toBeInTheDocument();
    expect(within(third).getByText(/^Status:/)).toHaveTextContent('Status: Being priced');

    const next = screen.getByRole('button', { name: 'Next page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(companyOrder()).toEqual(companies(25, 6)));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(companyOrder()).toEqual(companies(5, 1)));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(companyOrder()).toEqual(companies(5, 1));

    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(companyOrder()).toEqual(companies(25, 6)));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('combines filters with search, restarting at page one', async () => {
    const { user } = renderList({ data: { quotes: many } });
    await screen.findByRole('list', { name: 'Quote requests' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'New', 'Being priced', 'Quoted', 'Accepted', 'Declined']);
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(within(service).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All services',
      'Custom Clearance',
      'Freight Forwarding',
      'Transportation',
      'Warehousing',
      'Exim Consultancy',
      'Logistics Design',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(companyOrder()).toEqual(companies(25, 6)));
    await user.selectOptions(status, 'Being priced');
    // Being priced: every third quote (1, 4, ..., 43); warehousing: the odd-numbered ones.
    await waitFor(() => expect(companyOrder()).toEqual(['Company 43', 'Company 40', 'Company 37', 'Company 34', 'Company 31', 'Company 28', 'Company 25', 'Company 22', 'Company 19', 'Company 16', 'Company 13', 'Company 10', 'Company 7', 'Company 4', 'Company 1']));
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.selectOptions(service, 'Warehousing');
    await waitFor(() => expect(companyOrder()).toEqual(['Company 43', 'Company 37', 'Company 31', 'Company 25', 'Company 19', 'Company 13', 'Company 7', 'Company 1']));

    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'Q-2026-000031{Enter}');
    await waitFor(() => expect(companyOrder()).toEqual(['Company 31']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search quotes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'Q-2026-000032');
    expect(await screen.findByText('No quotes match these filters.')).toBeInTheDocument();
  });

  it('exports every filtered quote as safe CSV', async () => {
    const files = captureDownloads();
    const tricky = makeQuote({
      id: 'tricky',
      companyName: '=HYPERLINK("http://evil.example")',
      name: 'Ann "The Boss" Lee',
      comments: 'Two boxes, fragile\nSecond line',
      reference: 'Q-2026-000100',
      status: 'pricing',
      services: ['warehousing', 'landFreight'],
      mode: 'sea',
      containerLoad: 'fcl',
      origin: 'Nhava Sheva',
      destination: 'Rotterdam',
      readyDate: '2026-02-10',
      incoterm: 'EXW',
      cargoDescription: 'Paint in drums',
      pickupAddress: 'Plot 4, MIDC Taloja',
      dangerousGoods: 'yes',
      unNumber: '1263',
      dangerousGoodsClass: '3',
      temperatureControlled: 'no',
      cargoValue: 250000.5,
      cargoValueCurrency: 'USD',
      insureCargo: true,
      cargo: { volumeCbm: 1.234, grossWeightKg: 120, volumetricWeightKg: 1234, chargeableWeightKg: 1234, containers: { twentyFoot: 1, fortyFoot: 1 } },
      createdAt: new Date(2026, 1, 1, 9, 0),
    });
    const { api, user } = renderList({ data: { quotes: [...many, tricky] } });
    // As the server stores them: each package line a document beside its quote, which the list's pages do not read.
    api.subDocs.set(
      'quotes/tricky/packages',
      new Map([
        ['0', { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 150 }],
        ['1', { count: 1, lengthCm: 50, widthCm: 40, heightCm: 30.5, grossWeightKg: 20 }],
      ]),
    );
    await screen.findByRole('list', { name: 'Quote requests' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Being priced');
    await waitFor(() => expect(companyOrder()[0]).toBe('=HYPERLINK("http://evil.example")'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [file] = files;
    expect(file?.name).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await file?.text) ?? '';
    expect(text).not.toMatch(/[\u00A0\u200B-\u200D\u2060]/);
    const records = readCsv(text);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const header = records[0] ?? [];
    expect(header).toEqual([
      'Reference',
      `Date (${zone})`,
      'Status',
      'Name',
      'Company',
      'E-mail',
      'Phone',
      'Company address',
      'Services',
      'Mode',
      'Container load',
      'Origin',
      'Destination',
      'Ready date',
      'Incoterm',
      'Cargo description',
      'Package lines',
      'Pickup address',
      'Delivery address',
      'Dangerous goods',
      'UN number',
      'Dangerous goods class',
      'Temperature controlled',
      'Lowest temperature (°C)',
      'Highest temperature (°C)',
      'Cargo value',
      'Currency',
      'Insurance requested',
      'Figures',
      'Comments',
    ]);
    expect(records).toHaveLength(1 + 16);
    expect(records.slice(1).every((record) => record[2] === 'Being priced')).toBe(true);
    expect(Object.fromEntries(header.map((name, index) => [name, records[1]?.[index]]))).toEqual({
      Reference: 'Q-2026-000100',
      // 1 February 2026, 09:00 in this browser's time zone, as the admin screens show it.
      [`Date (${zone})`]: '2026-02-01 09:00',
      Status: 'Being priced',
      Name: 'Ann "The Boss" Lee',
      Company: '\'=HYPERLINK("http://evil.example")',
      'E-mail': 'buyer@example.com',
      // A spreadsheet would run '+91...' as a formula: a visible apostrophe keeps it text, nothing hidden.
      Phone: "'+91 98765 43210",
      'Company address': tricky.companyAddress,
      Services: 'Transportation, Warehousing',
      Mode: 'Sea',
      'Container load': 'FCL',
      Origin: 'Nhava Sheva',
      Destination: 'Rotterdam',
      'Ready date': '2026-02-10',
      Incoterm: 'EXW',
      'Cargo description': 'Paint in drums',
      'Package lines': '2 × 120 × 80 × 100 cm, 150.0 kg each\n1 × 50 × 40 × 30.5 cm, 20.0 kg each',
      'Pickup address': 'Plot 4, MIDC Taloja',
      'Delivery address': '',
      'Dangerous goods': 'Yes',
      'UN number': '1263',
      'Dangerous goods class': '3 (Flammable liquids)',
      'Temperature controlled': 'No',
      'Lowest temperature (°C)': '',
      'Highest temperature (°C)': '',
      'Cargo value': '250000.5',
      Currency: 'USD',
      'Insurance requested': 'Yes',
      Figures: 'Total volume: 1.234 CBM; Total gross weight: 120.0 kg; Volumetric weight: 1,234.0 kg; Chargeable weight: 1,234.0 kg; Containers: 1 × 20′ GP',
      Comments: 'Two boxes, fragile\nSecond line',
    });
  });

  it('reports a failed CSV export; retry works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const files = captureDownloads();
    const { api, user } = renderList({ data: { quotes: many } });
    await screen.findByRole('list', { name: 'Quote requests' });
    api.failing.add('quotes.page');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be prepared. Please try again.');
    expect(files).toHaveLength(0);
    api.failing.delete('quotes.page');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(readCsv((await files[0]?.text) ?? '')).toHaveLength(1 + 45);
  });

  it('stays on the page when the next fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderList({ data: { quotes: many } });
    await screen.findByRole('list', { name: 'Quote requests' });
    api.failing.add('quotes.page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next page could not be loaded. Please try again.');
    expect(companyOrder()).toEqual(companies(45, 26));
    api.failing.delete('quotes.page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(companyOrder()).toEqual(companies(25, 6)));
  });

  it('stops paging after a full last page', async () => {
    const { user } = renderList({ data: { quotes: many.slice(0, 40) } });
    await screen.findByRole('list', { name: 'Quote requests' });
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await waitFor(() => expect(companyOrder()).toEqual(companies(20, 1)));
    await user.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    expect(companyOrder()).toEqual(companies(20, 1));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });
});
