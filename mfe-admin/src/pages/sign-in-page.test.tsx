import { authStore, NOT_AUTHORIZED_MESSAGE, type AuthState } from '@seawave/shared-data';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import SignInPage from './sign-in-page';

jest.setTimeout(20_000);

const initial = authStore.getState();
afterEach(() => authStore.setState(initial, true));

function renderSignIn(entry: InitialEntry = '/signin') {
  const user = userEvent.setup();
  render(
    <SeawaveThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/signin" element={<SignInPage />} />
          <Route path="/admin" element={<h1>Dashboard page</h1>} />
          <Route path="/adminviewquoterequests" element={<h1>Quote list page</h1>} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </SeawaveThemeProvider>,
  );
  return user;
}

/** Replaces the store's signIn with a fake that behaves like the real one for `allowed` addresses. */
function fakeSignIn(overrides: Partial<AuthState> = {}) {
  const signIn = jest.fn(async (email?: string) => {
    if (email === 'admin@seawave.example.com' || email === undefined) {
      authStore.setState({ status: 'signedIn', isAdmin: true, user: { email: email ?? 'admin@seawave.example.com', uid: 'u1' }, error: null });
      return true;
    }
    authStore.setState({ status: 'signedOut', isAdmin: false, user: null, error: NOT_AUTHORIZED_MESSAGE });
    return false;
  });
  authStore.setState({
    status: 'signedOut',
    user: null,
    isAdmin: false,
    error: null,
    signInMethod: 'email-dialog',
    signIn,
    ensureAuthChecked: jest.fn(async () => undefined),
    ...overrides,
  });
  return signIn;
}

async function signInThroughDialog(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign in with your staff e-mail' });
  const field = within(dialog).getByRole('textbox', { name: 'E-mail' });
  expect(field).toHaveFocus();
  await user.type(field, email);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('SignInPage', () => {
  it('preloads auth so the popup opens on click', () => {
    fakeSignIn();
    renderSignIn();
    expect(authStore.getState().ensureAuthChecked).toHaveBeenCalledTimes(1);
  });

  it('disables Sign Out when nobody is signed in', () => {
    fakeSignIn();
    renderSignIn();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in by e-mail dialog in local mode', async () => {
    const signIn = fakeSignIn();
    const user = renderSignIn();
    await signInThroughDialog(user, 'admin@seawave.example.com');
    expect(signIn).toHaveBeenCalledWith('admin@seawave.example.com');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('returns to the page the guard remembered', async () => {
    fakeSignIn();
    const user = renderSignIn({ pathname: '/signin', state: { from: '/adminviewquoterequests' } });
    await signInThroughDialog(user, 'admin@seawave.example.com');
    expect(await screen.findByRole('heading', { name: 'Quote list page' })).toBeInTheDocument();
  });

  it('refuses an e-mail off the allow-list', async () => {
    const signIn = fakeSignIn();
    const user = renderSignIn();
    await signInThroughDialog(user, 'someone@example.com');
    expect(signIn).toHaveBeenCalledWith('someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AUTHORIZED_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(authStore.getState().status).toBe('signedOut');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });

  it('shows other sign-in failures with their message', async () => {
    const signIn = jest.fn(async () => {
      authStore.setState({ error: 'Sign-in failed: the sign-in service cannot be reached. Please try again.' });
      return false;
    });
    fakeSignIn({ signIn });
    const user = renderSignIn();
    await signInThroughDialog(user, 'admin@seawave.example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed: the sign-in service cannot be reached. Please try again.');
  });

  it('checks the address; Cancel or Escape closes', async () => {
    const signIn = fakeSignIn();
    const user = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    // The one e-mail rule: no '?', '&', '%' or spaces.
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'admin@seawave.example.com?bcc=x@evil.example');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    fakeSignIn();
    const user = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('opens the Google popup without a dialog', async () => {
    const signIn = fakeSignIn({ signInMethod: 'google-popup' });
    const user = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith(undefined);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows the user; Sign Out goes home', async () => {
    const signOut = jest.fn(async () => {
      authStore.setState({ status: 'signedOut', user: null, isAdmin: false });
    });
    fakeSignIn({ status: 'signedIn', isAdmin: true, user: { email: 'hr@seawave.example.com', uid: 'u2' }, signOut });
    const user = renderSignIn();
    expect(screen.getByTestId('sign-in-state')).toHaveTextContent('Signed in as hr@seawave.example.com.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('keeps the session when the staff check is slow', () => {
    fakeSignIn({ status: 'unconfirmed', isAdmin: false, user: { email: 'hr@seawave.example.com', uid: 'u2' } });
    renderSignIn();
    expect(screen.getByTestId('sign-in-state')).toHaveTextContent('Signed in as hr@seawave.example.com. The staff data is slow to answer. Your session is kept.');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('disables both buttons while a sign-in is in progress', () => {
    fakeSignIn({ pending: true });
    renderSignIn();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
  });
});
