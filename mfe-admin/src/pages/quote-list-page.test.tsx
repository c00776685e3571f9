import { makeQuote } from '@seawave/shared-data/testing';
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
  it('lists the quotes latest first, with their services upper-cased and joined in the catalogue order, dates and View links', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading quotes');

    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['New Exports', 'Old Traders', 'Undated Imports']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('latest');

    const newest = screen.getAllByTestId('quote-card')[0] as HTMLElement;
    expect(within(newest).getByText('LAND FREIGHT - EXIM CONSULTANCY - LOGISTIC DESIGN')).toBeInTheDocument();
    expect(within(newest).getByText('March 9, 2024')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'View quote from New Exports' })).toHaveAttribute('href', '/quoteDetails/new');
    expect(within(newest).getByRole('link', { name: 'View quote from New Exports' })).toHaveTextContent(/^View$/);
    expect(screen.getByText('CUSTOM CLEARANCE - FREIGHT FORWARDING')).toBeInTheDocument();
    expect(screen.getByText('No date available')).toBeInTheDocument();
  });

  it('shows services stored as display words in any case like the others', async () => {
    const { api } = renderList({ data: {} });
    api.seedDocs('quotes', [{ id: 'words', companyName: 'Word Traders', services: ['Custom Clearance', 'WAREHOUSING'], createdAt: new Date(2024, 1, 1) }]);
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(screen.getByText('CUSTOM CLEARANCE - WAREHOUSING')).toBeInTheDocument();
  });

  it('sorts oldest first on request and back to latest first', async () => {
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

  it('shows the failure in red and can try again', async () => {
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
