import { getDataApi, type DataApi, type Quote } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import QuoteListPage from './quote-list-page';

jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual('@seawave/shared-data'), getDataApi: jest.fn() }));
jest.setTimeout(20_000);

const mockedGetDataApi = jest.mocked(getDataApi);

const base: Omit<Quote, 'id' | 'companyName' | 'services' | 'createdAt'> = {
  name: 'Buyer',
  email: 'buyer@example.com',
  contactNumber: '1',
  companyAddress: 'Road 1',
  comments: '',
};
const quotes: Quote[] = [
  { ...base, id: 'old', companyName: 'Old Traders', services: ['customClearance', 'freightForwarding'], createdAt: new Date(2024, 0, 5, 12) },
  { ...base, id: 'undated', companyName: 'Undated Imports', services: ['warehousing'], createdAt: null },
  { ...base, id: 'new', companyName: 'New Exports', services: ['landFreight', 'logisticDesign', 'eximConsultancy'], createdAt: new Date(2024, 2, 9, 12) },
];

function fakeList(list: () => Promise<Quote[]>) {
  const api = { list: jest.fn(list), get: jest.fn(), create: jest.fn() };
  mockedGetDataApi.mockResolvedValue({ backend: 'local', quotes: api } as unknown as DataApi);
  return api;
}

const companyOrder = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('QuoteListPage', () => {
  it('lists the quotes latest first, with joined upper-cased services, dates and View links', async () => {
    fakeList(async () => quotes);
    renderWithTheme(<QuoteListPage />, { route: '/adminviewquoterequests' });
    expect(screen.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading quotes');

    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['New Exports', 'Old Traders', 'Undated Imports']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('latest');

    const newest = screen.getAllByTestId('quote-card')[0] as HTMLElement;
    expect(within(newest).getByText('LAND FREIGHT - LOGISTIC DESIGN - EXIM CONSULTANCY')).toBeInTheDocument();
    expect(within(newest).getByText('March 9, 2024')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'View quote from New Exports' })).toHaveAttribute('href', '/quoteDetails/new');
    expect(within(newest).getByRole('link', { name: 'View quote from New Exports' })).toHaveTextContent(/^View$/);
    expect(screen.getByText('CUSTOM CLEARANCE - FREIGHT FORWARDING')).toBeInTheDocument();
    expect(screen.getByText('No date available')).toBeInTheDocument();
  });

  it('sorts oldest first on request (undated last)', async () => {
    fakeList(async () => quotes);
    const { user } = renderWithTheme(<QuoteListPage />, { route: '/adminviewquoterequests' });
    await screen.findByRole('list', { name: 'Quote requests' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    expect(companyOrder()).toEqual(['Old Traders', 'New Exports', 'Undated Imports']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Latest');
    expect(companyOrder()).toEqual(['New Exports', 'Old Traders', 'Undated Imports']);
  });

  it('says when there are no quotes', async () => {
    fakeList(async () => []);
    renderWithTheme(<QuoteListPage />, { route: '/adminviewquoterequests' });
    expect(await screen.findByText('No quotes available.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quote requests' })).not.toBeInTheDocument();
  });

  it('shows the failure in red and can try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const api = fakeList(async () => {
      if (fail) throw new Error('offline');
      return quotes;
    });
    const { user } = renderWithTheme(<QuoteListPage />, { route: '/adminviewquoterequests' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error fetching quotes\. Please try again later\.$/);
    expect(screen.queryByText('No quotes available.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(api.list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
