import { makeQuote, staffEmails } from '@seawave/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../testing/render-admin-page';
import QuoteListPage from './quote-list-page';

jest.setTimeout(20_000);

// Business hours Mon-Sat 09:30-19:00 in Asia/Kolkata (UTC+05:30); 'now' is Monday 5 January 2026, 10:00 there.
const now = new Date('2026-01-05T04:30:00Z');
const quotes = [
  // Saturday 18:50: 10 min on Saturday, then from Monday 09:30.
  makeQuote({ id: 'sat', companyName: 'Saturday Evening Co', status: 'new', createdAt: new Date('2026-01-03T13:20:00Z') }),
  makeQuote({ id: 'mon', companyName: 'Monday Early Co', status: 'new', createdAt: new Date('2026-01-05T03:30:00Z'), assignedTo: staffEmails.sales }),
  // Friday 18:00: 1 h on Friday, 9 h 30 min on Saturday, 30 min on Monday.
  makeQuote({ id: 'fri', companyName: 'Friday Late Co', status: 'new', createdAt: new Date('2026-01-02T12:30:00Z'), assignedTo: staffEmails.admin }),
  // Friday 17:00, first answered Saturday 10:10.
  makeQuote({
    id: 'done',
    companyName: 'Answered Co',
    status: 'pricing',
    createdAt: new Date('2026-01-02T11:30:00Z'),
    firstAnsweredAt: new Date('2026-01-03T04:40:00Z'),
  }),
];

const companyOrder = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const card = (company: string) => screen.getAllByTestId('quote-card').find((element) => within(element).queryByText(company)) as HTMLElement;

describe('QuoteListPage: waiting for a first answer', () => {
  beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('shows business-hour waits, answer times and assignees', async () => {
    renderPage(<QuoteListPage />, { route: '/adminviewquoterequests', signedInAs: 'sales', data: { quotes } });
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(within(card('Saturday Evening Co')).getByTestId('quote-wait')).toHaveTextContent(/^Waiting 40 min$/);
    expect(within(card('Monday Early Co')).getByTestId('quote-wait')).toHaveTextContent(/^Waiting 30 min$/);
    expect(within(card('Friday Late Co')).getByTestId('quote-wait')).toHaveTextContent(/^Waiting 11 h$/);
    expect(within(card('Answered Co')).getByTestId('quote-wait')).toHaveTextContent(/^First answer in 2 h 40 min$/);
    expect(within(card('Monday Early Co')).getByText(`Assigned to ${staffEmails.sales}`)).toBeInTheDocument();
    expect(within(card('Answered Co')).queryByText(/^Assigned to/)).not.toBeInTheDocument();
  });

  it('sorts unanswered quotes by longest wait', async () => {
    const { user } = renderPage(<QuoteListPage />, { route: '/adminviewquoterequests', signedInAs: 'sales', data: { quotes } });
    await screen.findByRole('list', { name: 'Quote requests' });
    expect(companyOrder()).toEqual(['Monday Early Co', 'Saturday Evening Co', 'Friday Late Co', 'Answered Co']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Waiting longest');
    await waitFor(() => expect(companyOrder()).toEqual(['Friday Late Co', 'Saturday Evening Co', 'Monday Early Co']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  });

  it('filters the quotes assigned to me', async () => {
    const { user } = renderPage(<QuoteListPage />, { route: '/adminviewquoterequests', signedInAs: 'sales', data: { quotes } });
    await screen.findByRole('list', { name: 'Quote requests' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Me');
    await waitFor(() => expect(companyOrder()).toEqual(['Monday Early Co']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Anyone or nobody');
    await waitFor(() => expect(companyOrder()).toHaveLength(4));
  });
});
