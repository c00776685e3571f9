import { authStore } from '@seawave/shared-data';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './admin-layout';

describe('AdminLayout', () => {
  const initial = authStore.getState();
  afterEach(() => authStore.setState(initial, true));

  function renderLayout() {
    return render(
      <SeawaveThemeProvider>
        <MemoryRouter initialEntries={['/adminviewquoterequests']}>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route
              path="*"
              element={
                <AdminLayout title="Requested Quotes">
                  <p>content</p>
                </AdminLayout>
              }
            />
          </Routes>
        </MemoryRouter>
      </SeawaveThemeProvider>,
    );
  }

  const navLinks = () => within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link').map((link) => link.textContent);

  it('shows navigation, current screen and signed-in user', () => {
    authStore.setState({ status: 'signedIn', isAdmin: true, areas: { sales: true, hiring: true }, user: { email: 'admin@seawave.example.com', uid: 'u' } });
    renderLayout();
    expect(navLinks()).toEqual(['Dashboard', 'Blogs', 'New Blog', 'Jobs', 'Post Job', 'Applicants', 'Quotes', 'Rates', 'Releases']);
    expect(screen.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Applicants' })).toHaveAttribute('href', '/adminallapplicants');
    expect(screen.getByText('admin@seawave.example.com')).toBeInTheDocument();
  });

  it('shows a salesperson only the sales screens', () => {
    authStore.setState({ status: 'signedIn', isAdmin: true, areas: { sales: true, hiring: false }, user: { email: 'sales@seawave.example.com', uid: 'u' } });
    renderLayout();
    expect(navLinks()).toEqual(['Dashboard', 'Quotes', 'Rates', 'Releases']);
  });

  it('shows a recruiter the hiring screens, never quotes', () => {
    authStore.setState({ status: 'signedIn', isAdmin: true, areas: { sales: false, hiring: true }, user: { email: 'recruiter@seawave.example.com', uid: 'u' } });
    renderLayout();
    expect(navLinks()).toEqual(['Dashboard', 'Blogs', 'New Blog', 'Jobs', 'Post Job', 'Applicants', 'Releases']);
  });

  it('signs out and goes home', async () => {
    const signOut = jest.fn(async () => {
      authStore.setState({ status: 'signedOut', user: null, isAdmin: false });
    });
    authStore.setState({ status: 'signedIn', isAdmin: true, user: { email: 'hr@seawave.example.com', uid: 'u' }, signOut });
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
