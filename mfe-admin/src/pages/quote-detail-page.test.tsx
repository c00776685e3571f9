import { makeQuote } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import { screen, within } from '@testing-library/react';
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
    extraRoutes: <Route path="/adminviewquoterequests" element={<h1>Quote list page</h1>} />,
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

  it('says No date available and No comments when they are missing', async () => {
    renderDetail('q1', { data: { quotes: [{ ...quote, createdAt: null, comments: '' }] } });
    expect(await screen.findByText('No date available')).toBeInTheDocument();
    expect(row('Comments')).toHaveTextContent('No comments');
  });

  it('shows a not-found message with a way back instead of a spinner', async () => {
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
