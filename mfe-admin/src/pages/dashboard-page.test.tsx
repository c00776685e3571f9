import { makeQuote } from '@seawave/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderPage } from '../testing/render-admin-page';
import DashboardPage from './dashboard-page';

const renderDashboard = (ui: Parameters<typeof renderPage>[0], options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(ui, { signedInAs: 'admin', ...options });

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
}

describe('DashboardPage', () => {
  it('shows the five cards', () => {
    renderDashboard(<DashboardPage />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Admin areas' })).getAllByRole('listitem')).toHaveLength(5);

    const expected = [
      ['Careers', 'Post Job And Block Job', [['Edit', 'Edit jobs', '/admincareereditallowance'], ['Add', 'Add a job', '/admincareerpostallowance']]],
      ['Blog', 'Create,Edit or Delete Blog', [['Edit', 'Edit blogs', '/admineditblogs'], ['Add', 'Add a blog', '/adminblogpostallowance']]],
      ['Applicants', 'View All Applied Applicants', [['View', 'View applicants', '/adminallapplicants']]],
      ['Quote Request', 'View Quotes', [['View', 'View quotes', '/adminviewquoterequests']]],
      ['Rates', 'Rate Cards For Indicative Prices', [['Edit', 'Edit rates', '/adminrates']]],
    ] as const;
    for (const [title, line, buttons] of expected) {
      const box = card(title);
      expect(within(box).getByText(line, { exact: true })).toBeInTheDocument();
      const links = within(box).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(buttons.map(([text]) => text));
      for (const [, name, href] of buttons) {
        expect(within(box).getByRole('link', { name })).toHaveAttribute('href', href);
      }
    }
    expect(screen.getByText('admin@seawave.example.com')).toBeInTheDocument();
  });

  it('leads to the admin routes', async () => {
    const { user } = renderDashboard(<DashboardPage />, {
      route: '/admin',
      path: '/admin',
      extraRoutes: <Route path="/adminviewquoterequests" element={<h1>Quote list page</h1>} />,
    });
    await user.click(screen.getByRole('link', { name: 'View quotes' }));
    expect(await screen.findByRole('heading', { name: 'Quote list page' })).toBeInTheDocument();
  });

  it('counts new quotes with a count query', async () => {
    const { api } = renderDashboard(<DashboardPage />, {
      route: '/admin',
      data: {
        quotes: [
          makeQuote({ id: 'a', status: 'new' }),
          makeQuote({ id: 'b', status: 'new' }),
          makeQuote({ id: 'c', status: 'pricing' }),
          makeQuote({ id: 'd', status: 'accepted' }),
        ],
      },
    });
    expect(await within(card('Quote Request')).findByText('2 new')).toBeInTheDocument();
    expect(within(card('Applicants')).queryByText(/ new$/)).not.toBeInTheDocument();
    expect(api.docs.quotes.size).toBe(4);
  });

  it('shows a salesperson only the quote card', async () => {
    renderDashboard(<DashboardPage />, { route: '/admin', signedInAs: 'sales', data: { quotes: [makeQuote({ id: 'a', status: 'new' })] } });
    const cards = within(screen.getByRole('list', { name: 'Admin areas' })).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Quote Request', 'Rates']);
    expect(await within(card('Quote Request')).findByText('1 new')).toBeInTheDocument();
  });

  it('shows a recruiter hiring cards, never counting quotes', async () => {
    const { api } = renderDashboard(<DashboardPage />, { route: '/admin', signedInAs: 'recruiter', data: { quotes: [makeQuote({ id: 'a', status: 'new' })] } });
    const counted = jest.spyOn(api.quotes, 'count');
    const cards = within(screen.getByRole('list', { name: 'Admin areas' })).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Careers', 'Blog', 'Applicants']);
    expect(screen.queryByRole('link', { name: 'View quotes' })).not.toBeInTheDocument();
    // Let a query that was started reach the data interface.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).not.toHaveBeenCalled();
  });

  it('hides the count when it cannot be read', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard(<DashboardPage />, { route: '/admin', failing: ['quotes.count'] });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(card('Quote Request')).queryByText(/ new$/)).not.toBeInTheDocument();
    expect(within(card('Quote Request')).getByRole('link', { name: 'View quotes' })).toBeInTheDocument();
  });

  describe('answering quotes, in business hours (Mon-Sat 09:30-19:00, Asia/Kolkata)', () => {
    // Monday 5 January 2026, 10:00 in the site's zone.
    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-05T04:30:00Z'), advanceTimers: true }));
    afterEach(() => jest.useRealTimers());
    const ist = (local: string) => new Date(`${local}+05:30`);

    it('shows overdue quotes and the median first answer', async () => {
      renderDashboard(<DashboardPage />, {
        route: '/admin',
        signedInAs: 'sales',
        data: {
          quotes: [
            makeQuote({ id: 'sat-evening', status: 'new', createdAt: ist('2026-01-03T18:50:00') }),
            makeQuote({ id: 'fri-evening', status: 'new', createdAt: ist('2026-01-02T18:00:00') }),
            makeQuote({ id: 'sat-morning', status: 'new', createdAt: ist('2026-01-03T10:00:00') }),
            makeQuote({ id: 'a160', status: 'quoted', createdAt: ist('2026-01-02T17:00:00'), firstAnsweredAt: ist('2026-01-03T10:10:00') }),
            makeQuote({ id: 'a20', status: 'pricing', createdAt: ist('2026-01-05T09:00:00'), firstAnsweredAt: ist('2026-01-05T09:50:00') }),
            makeQuote({ id: 'a45', status: 'accepted', createdAt: ist('2026-01-03T12:00:00'), firstAnsweredAt: ist('2026-01-03T12:45:00') }),
            makeQuote({ id: 'old', status: 'quoted', createdAt: ist('2025-11-20T10:00:00'), firstAnsweredAt: ist('2025-11-22T10:00:00') }),
          ],
        },
      });
      const figures = screen.getByRole('region', { name: 'Answering quotes' });
      await waitFor(() => expect(within(figures).getByTestId('waiting-over-hour')).toHaveTextContent(/^2$/));
      await waitFor(() => expect(within(figures).getByTestId('median-first-answer')).toHaveTextContent(/^45 min$/));
      expect(within(figures).getByText('Median first answer, last 30 days')).toBeInTheDocument();
    });

    it('says when none was answered; hides figures from recruiters', async () => {
      const { unmount } = renderDashboard(<DashboardPage />, { route: '/admin', data: { quotes: [makeQuote({ id: 'n', status: 'new', createdAt: ist('2026-01-05T09:40:00') })] } });
      const figures = screen.getByRole('region', { name: 'Answering quotes' });
      await waitFor(() => expect(within(figures).getByTestId('median-first-answer')).toHaveTextContent(/^No answers yet$/));
      expect(within(figures).getByTestId('waiting-over-hour')).toHaveTextContent(/^0$/);
      unmount();
      renderDashboard(<DashboardPage />, { route: '/admin', signedInAs: 'recruiter' });
      expect(screen.queryByRole('region', { name: 'Answering quotes' })).not.toBeInTheDocument();
    });
  });
});
