/**
 * Auth store logic with a stand-in for the Firebase auth module (no emulator
 * needed): the lazy loading hint, the allow-list, popup attempts.
 * The same store against the real Auth emulator: auth-store.emulator.test.ts.
 */
import { configureApp, resetAppConfigForTests } from '../config';
import { testAppConfig } from '../testing/app-config';
import type { AuthBackend, AuthBackendUser } from './auth-firebase';
import { authStore, isAllowListed, NOT_AUTHORIZED_MESSAGE, resetAuthStoreForTests, SESSION_HINT_KEY } from './auth-store';

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
const anonymousVisitor: AuthBackendUser = { email: null, uid: 'u3', emailVerified: false, isAnonymous: true };

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

  it("treats a visitor's anonymous identity as nobody signed in, without an error, and keeps it (it carries the visitor's write limits)", async () => {
    await authStore.getState().ensureAuthChecked();
    mockState.listeners.forEach((listener) => listener(anonymousVisitor));
    await Promise.resolve();
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, error: null });
    expect(mockState.backend!.signOut).not.toHaveBeenCalled();
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

  it('isAllowListed is case-insensitive and uses the configured list', () => {
    expect(isAllowListed('HR@seawave.example.com')).toBe(true);
    expect(isAllowListed('someone@example.com')).toBe(false);
    expect(isAllowListed(null)).toBe(false);
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
