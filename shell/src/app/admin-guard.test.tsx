import { authStore } from '@seawave/shared-data';
import { SeawaveThemeProvider, SiteRoutesProvider, type SiteRouteTable } from '@seawave/shared-ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminGuard } from './admin-guard';

function SignInProbe() {
  const location = useLocation();
  return <p>Sign-in page, from {(location.state as { from?: string } | null)?.from}</p>;
}

/** The admin remote's sign-in page, by route name, as the route catalog gives it. */
function renderGuarded(url: string, routes: SiteRouteTable = { signIn: '/signin' }) {
  return render(
    <SeawaveThemeProvider>
      <SiteRoutesProvider routes={routes}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/signin" element={<SignInProbe />} />
          <Route
            path="*"
            element={
              <AdminGuard>
                <h1>Admin dashboard</h1>
              </AdminGuard>
            }
          />
        </Routes>
      </MemoryRouter>
      </SiteRoutesProvider>
    </SeawaveThemeProvider>,
  );
}

describe('AdminGuard', () => {
  let finishCheck: () => void = () => undefined;
  const initial = authStore.getState();

  beforeEach(() => {
    authStore.setState({
      status: 'checking',
      user: null,
      isAdmin: false,
      ensureAuthChecked: () => new Promise<void>((resolve) => (finishCheck = resolve)),
    });
  });
  afterEach(() => authStore.setState(initial, true));

  it('shows the spinner until auth answers', async () => {
    renderGuarded('/admin');
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    // Even a cheap "signed out" answer is not enough before the check finishes.
    act(() => authStore.setState({ status: 'signedOut' }));
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    await act(async () => finishCheck());
    expect(screen.getByText('Sign-in page, from /admin')).toBeInTheDocument();
  });

  it('redirects signed-out visitors, keeping their destination', async () => {
    renderGuarded('/adminviewquoterequests?sort=oldest');
    await act(async () => {
      authStore.setState({ status: 'signedOut' });
      finishCheck();
    });
    expect(screen.getByText('Sign-in page, from /adminviewquoterequests?sort=oldest')).toBeInTheDocument();
  });

  it("waits for the catalog's sign-in page", async () => {
    const { unmount } = renderGuarded('/admin', {});
    await act(async () => {
      authStore.setState({ status: 'signedOut' });
      finishCheck();
    });
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(screen.queryByText('Admin dashboard')).toBeNull();
    unmount();
    renderGuarded('/admin', { signIn: '/signin' });
    await act(async () => finishCheck());
    expect(screen.getByText('Sign-in page, from /admin')).toBeInTheDocument();
  });

  it('shows the page to a signed-in admin', async () => {
    renderGuarded('/admin');
    await act(async () => {
      authStore.setState({ status: 'signedIn', user: { email: 'admin@seawave.example.com', uid: 'u1' }, isAdmin: true });
      finishCheck();
    });
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('keeps unconfirmed staff on the page', async () => {
    const user = userEvent.setup();
    const checkStaffAgain = jest.fn(async () => {
      authStore.setState({ status: 'signedIn', isAdmin: true, areas: { sales: true, hiring: true } });
    });
    authStore.setState({ checkStaffAgain });
    renderGuarded('/adminviewquoterequests');
    await act(async () => {
      authStore.setState({ status: 'unconfirmed', user: { email: 'admin@seawave.example.com', uid: 'u1' }, isAdmin: false });
      finishCheck();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The staff data is slow to answer. Your session is kept.');
    expect(screen.queryByText(/Sign-in page/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(checkStaffAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('disables Try again while it asks', async () => {
    renderGuarded('/admin');
    await act(async () => {
      authStore.setState({ status: 'unconfirmed', user: { email: 'admin@seawave.example.com', uid: 'u1' }, pending: true });
      finishCheck();
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.getByText('Asking again')).toBeInTheDocument();
  });

  it('redirects a signed-in non-admin', async () => {
    renderGuarded('/admin');
    await act(async () => {
      authStore.setState({ status: 'signedIn', user: { email: 'someone@example.com', uid: 'u2' }, isAdmin: false });
      finishCheck();
    });
    expect(screen.getByText('Sign-in page, from /admin')).toBeInTheDocument();
  });
});
