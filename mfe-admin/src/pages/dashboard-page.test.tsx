import { authStore } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import DashboardPage from './dashboard-page';

const initial = authStore.getState();
beforeEach(() => authStore.setState({ status: 'signedIn', isAdmin: true, user: { email: 'admin@seawave.example.com', uid: 'u' } }));
afterEach(() => authStore.setState(initial, true));

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
}

describe('DashboardPage', () => {
  it('shows the four cards with their exact titles, lines and buttons', () => {
    renderWithTheme(<DashboardPage />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Admin areas' })).getAllByRole('listitem')).toHaveLength(4);

    const expected = [
      ['Careers', 'Post Job And Block Job', [['Edit', 'Edit jobs', '/admincareereditallowance'], ['Add', 'Add a job', '/admincareerpostallowance']]],
      ['Blog', 'Create,Edit or Delete Blog', [['Edit', 'Edit blogs', '/admineditblogs'], ['Add', 'Add a blog', '/adminblogpostallowance']]],
      ['Applicants', 'View All Applied Applicants', [['View', 'View applicants', '/adminallapplicants']]],
      ['Quote Request', 'View Quotes', [['View', 'View quotes', '/adminviewquoterequests']]],
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
    const { user } = renderWithTheme(<DashboardPage />, {
      route: '/admin',
      path: '/admin',
      extraRoutes: <Route path="/adminviewquoterequests" element={<h1>Quote list page</h1>} />,
    });
    await user.click(screen.getByRole('link', { name: 'View quotes' }));
    expect(await screen.findByRole('heading', { name: 'Quote list page' })).toBeInTheDocument();
  });
});
