/**
 * Auth store logic with a stand-in for the Firebase auth module (no emulator
 * needed): the lazy loading hint, who counts as staff (the stand-in answers
 * from the allow-list, as the rules do), popup attempts.
 * The same store against the real Auth emulator: auth-store.emulator.test.ts.
 */
import allowList from '../../../config/admin-allow-list.json';
import { configureApp, resetAppConfigForTests } from '../config';
import { testAppConfig } from '../testing/app-config';
import type { AuthBackend, AuthBackendUser } from './auth-firebase';
import { authStore, NOT_AUTHORIZED_MESSAGE, resetAuthStoreForTests, SESSION_HINT_KEY } from './auth-store';

type Listener = (user: AuthBackendUser | null) => void;
const mockState: { listeners: Listener[]; backend: jest.Mocked<AuthBackend> | null } = { listeners: [], backend: null };

jest.mock('./auth-firebase', () => ({
  createAuthBackend: jest.fn(() => mockState.backend),
}));
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
const mockedModule = jest.mocked(jest.requireMock<typeof import('./auth-firebase')>('./auth-firebase'));

const admin: AuthBackendUser = { email: 'admin@seawave.example.com', uid: 'u1', emailVerified: true, isAnonymous: false };
const stranger: AuthBackendUser = { email: 'someone@example.com', uid: 'u2', emailVerified: true, isAnonymous: false };
/** The identity a visitor gets by sending a public form. */
const visitor: AuthBackendUser = { email: 'v0123456789abcdef@visitor.invalid', uid: 'u3', emailVerified: false, isAnonymous: false };
/** An anonymous identity a visitor got before visitor identities. */
const anonymousVisitor: AuthBackendUser = { email: null, uid: 'u4', emailVerified: false, isAnonymous: true };

function makeBackend(): jest.Mocked<AuthBackend> {
  const emit = (user: AuthBackendUser | null) => mockState.listeners.forEach((l) => l(user));
  return {
    onChange: jest.fn((next: Listener, _onError: (error: Error) => void) => {
      mockState.listeners.push(next);
      queueMicrotask(() => next(null));
      return () => {
        mockState.listeners = mockState.listeners.filter((l) => l !== next);
      };
    }),
    signInWithEmail: jest.fn(async (email: string) => {
      const user = { email, uid: `uid-${email}`, emailVerified: true, isAnonymous: false };
      emit(user);
      return user;
    }),
    signInWithPopup: jest.fn(async () => admin),
    signOut: jest.fn(async () => emit(null)),
    // As the rules answer: staff access for a verified e-mail on the allow-list.
    isStaff: jest.fn(async (user: AuthBackendUser) => user.emailVerified && allowList.adminEmails.includes(user.email?.toLowerCase() ?? '')),
  };
}

beforeEach(() => {
  mockState.listeners = [];
  mockState.backend = makeBackend();
  mockedModule.createAuthBackend.mockImplementation(() => mockState.backend!);
  localStorage.clear();
  resetAppConfigForTests();
  configureApp(testAppConfig());
  resetAuthStoreForTests();
});

describe('auth store', () => {
  it('init() without a session hint resolves to signedOut without loading the auth SDK', async () => {
    await authStore.getState().init();
    expect(authStore.getState().status).toBe('signedOut');
    expect(mockedModule.createAuthBackend).not.toHaveBeenCalled();
  });

  it('init() with a session hint loads the SDK and observes the auth state', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    await authStore.getState().init();
    expect(mockedModule.createAuthBackend).toHaveBeenCalledTimes(1);
    expect(authStore.getState().status).toBe('signedOut');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('local sign-in of an allow-listed e-mail: signedIn, isAdmin, hint written; sign-out clears it', async () => {
    expect(authStore.getState().signInMethod).toBe('email-dialog');
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(true);
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, user: { email: 'admin@seawave.example.com' }, error: null });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await authStore.getState().signOut();
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it.each([
    ['visitor identity', visitor],
    ['anonymous identity', anonymousVisitor],
  ])("treats a visitor's %s as nobody signed in, without an error or a question to the back end, and keeps it (it carries the visitor's write limits)", async (_kind, user) => {
    await authStore.getState().ensureAuthChecked();
    mockState.listeners.forEach((listener) => listener(user));
    await Promise.resolve();
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, error: null });
    expect(mockState.backend!.signOut).not.toHaveBeenCalled();
    expect(mockState.backend!.isStaff).not.toHaveBeenCalled();
  });

  it('refuses an e-mail not on the allow-list with the exact message and signs it out', async () => {
    await expect(authStore.getState().signIn('someone@example.com')).resolves.toBe(false);
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, error: NOT_AUTHORIZED_MESSAGE });
    expect(NOT_AUTHORIZED_MESSAGE).toBe('This email is not authorized to sign in.');
    expect(mockState.backend!.signOut).toHaveBeenCalled();
    authStore.getState().clearError();
    expect(authStore.getState().error).toBeNull();
  });

  it('asks for an e-mail in local mode', async () => {
    await expect(authStore.getState().signIn('  ')).resolves.toBe(false);
    expect(authStore.getState().error).toBe('Please enter an e-mail address.');
    expect(mockedModule.createAuthBackend).not.toHaveBeenCalled();
  });

  it('simulateFailures auth.signIn makes sign-in fail with a message', async () => {
    configureApp(testAppConfig({ simulateFailures: ['auth.signIn'] }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(false);
    expect(authStore.getState().error).toMatch(/^Sign-in failed: Simulated failure of auth.signIn/);
  });

  it('asks the back end whether a user is staff: the configuration names no staff', async () => {
    await expect(authStore.getState().signIn('HR@seawave.example.com')).resolves.toBe(true);
    expect(mockState.backend!.isStaff).toHaveBeenCalledWith(expect.objectContaining({ email: 'HR@seawave.example.com' }));
    expect(JSON.stringify(testAppConfig())).not.toMatch(/seawave\.example\.com/);
  });

  it('when the back end cannot say whether the user is staff: signed out with the reason, the session kept for another try', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = mockState.backend!.isStaff.getMockImplementation()!;
    mockState.backend!.isStaff.mockRejectedValue(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(false);
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', isAdmin: false, error: 'Sign-in failed: the sign-in service cannot be reached. Please try again.' });
    expect(mockState.backend!.signOut).not.toHaveBeenCalled();
    mockState.backend!.isStaff.mockImplementation(answer);
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(true);
  });

  describe('Google popup (production: no Auth emulator)', () => {
    beforeEach(() => {
      configureApp({
        firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', storageBucket: 'p.appspot.com', messagingSenderId: '1', appId: 'a' },
        emulators: { auth: null },
      });
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('never offers the e-mail dialog: an e-mail given to signIn still opens the Google popup, never the emulator sign-in', async () => {
      expect(authStore.getState().signInMethod).toBe('google-popup');
      await authStore.getState().init();
      expect(authStore.getState().signInMethod).toBe('google-popup');
      await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(true);
      expect(mockState.backend!.signInWithPopup).toHaveBeenCalledTimes(1);
      expect(mockState.backend!.signInWithEmail).not.toHaveBeenCalled();
    });

    it('uses the popup and signs in', async () => {
      expect(authStore.getState().signInMethod).toBe('google-popup');
      await expect(authStore.getState().signIn()).resolves.toBe(true);
      expect(mockState.backend!.signInWithPopup).toHaveBeenCalled();
      expect(authStore.getState().status).toBe('signedIn');
    });

    it('a closed popup or a cancelled request is not an error', async () => {
      mockState.backend!.signInWithPopup.mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
      await authStore.getState().signIn();
      expect(authStore.getState()).toMatchObject({ status: 'signedOut', error: null, pending: false });
      mockState.backend!.signInWithPopup.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { code: 'auth/cancelled-popup-request' }));
      await authStore.getState().signIn();
      expect(authStore.getState().error).toBeNull();
    });

    it('other failures set a clear error', async () => {
      mockState.backend!.signInWithPopup.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
      await authStore.getState().signIn();
      expect(authStore.getState().error).toBe('Sign-in failed: the sign-in service cannot be reached. Please try again.');
    });

    it('a new attempt cancels an earlier one: the stale result is ignored', async () => {
      let resolveFirst: (user: AuthBackendUser) => void = () => undefined;
      mockState.backend!.signInWithPopup
        .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
        .mockImplementationOnce(async () => admin);
      await authStore.getState().ensureAuthChecked();
      const first = authStore.getState().signIn();
      await new Promise((r) => setTimeout(r, 0));
      const second = authStore.getState().signIn();
      await expect(second).resolves.toBe(true);
      resolveFirst(stranger);
      await expect(first).resolves.toBe(false);
      expect(authStore.getState()).toMatchObject({ status: 'signedIn', user: { email: admin.email }, error: null });
    });
  });
});
