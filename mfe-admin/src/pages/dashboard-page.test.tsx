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
  it('shows the five cards with their exact titles, lines and buttons', () => {
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

  it("counts the New quotes on the Quote Request card ('N new') with a count query", async () => {
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

  it("shows a salesperson the Quote Request card alone, with its count", async () => {
    renderDashboard(<DashboardPage />, { route: '/admin', signedInAs: 'sales', data: { quotes: [makeQuote({ id: 'a', status: 'new' })] } });
    const cards = within(screen.getByRole('list', { name: 'Admin areas' })).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Quote Request', 'Rates']);
    expect(await within(card('Quote Request')).findByText('1 new')).toBeInTheDocument();
  });

  it('shows a recruiter the Careers, Blog and Applicants cards and asks nothing about quotes', async () => {
    const { api } = renderDashboard(<DashboardPage />, { route: '/admin', signedInAs: 'recruiter', data: { quotes: [makeQuote({ id: 'a', status: 'new' })] } });
    const counted = jest.spyOn(api.quotes, 'count');
    const cards = within(screen.getByRole('list', { name: 'Admin areas' })).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Careers', 'Blog', 'Applicants']);
    expect(screen.queryByRole('link', { name: 'View quotes' })).not.toBeInTheDocument();
    // Let a query that was started reach the data interface.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).not.toHaveBeenCalled();
  });

  it('shows no count while the count cannot be read (the cards still lead on)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard(<DashboardPage />, { route: '/admin', failing: ['quotes.count'] });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(card('Quote Request')).queryByText(/ new$/)).not.toBeInTheDocument();
    expect(within(card('Quote Request')).getByRole('link', { name: 'View quotes' })).toBeInTheDocument();
  });
});
