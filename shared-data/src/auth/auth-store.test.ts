/**
 * Auth store logic with a stand-in for the Firebase auth module (no emulator
 * needed): the lazy loading hint, who counts as staff and what their role
 * reaches (the stand-in answers from the allow-list, as the rules do), a
 * staff check the back end does not answer, popup attempts.
 * The same store against the real Auth emulator: auth-store.emulator.test.ts.
 */
import { staffAccounts } from '../../rules/staff-list.cjs';
import { configureApp, resetAppConfigForTests } from '../config';
import { DeadlineExceededError } from '../core/deadline';
import { testAppConfig } from '../testing/app-config';
import type { AuthBackend, AuthBackendUser } from './auth-firebase';
import { authStore, NOT_AUTHORIZED_MESSAGE, resetAuthStoreForTests, SESSION_HINT_KEY, STAFF_CHECK_SLOW_MESSAGE } from './auth-store';
import { noStaffAreas, type StaffAreas } from './staff-areas';

type Listener = (user: AuthBackendUser | null) => void;
const mockState: { listeners: Listener[]; backend: jest.Mocked<AuthBackend> | null } = { listeners: [], backend: null };

jest.mock('./auth-firebase', () => ({
  createAuthBackend: jest.fn(() => mockState.backend),
}));
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
const mockedModule = jest.mocked(jest.requireMock<typeof import('./auth-firebase')>('./auth-firebase'));

const admin: AuthBackendUser = { email: 'admin@seawave.example.com', uid: 'u1', emailVerified: true, googleAccount: true };
const stranger: AuthBackendUser = { email: 'someone@example.com', uid: 'u2', emailVerified: true, googleAccount: true };
/** The identity a visitor got by sending a public form (an e-mail/password account). */
const visitor: AuthBackendUser = { email: 'v0123456789abcdef@visitor.invalid', uid: 'u3', emailVerified: false, googleAccount: false };
/** An anonymous account. */
const anonymousVisitor: AuthBackendUser = { email: null, uid: 'u4', emailVerified: false, googleAccount: false };
/** A password account carrying a staff address, as someone could make before its owner ever signed in. */
const preClaimed: AuthBackendUser = { email: 'hr@seawave.example.com', uid: 'u5', emailVerified: true, googleAccount: false };

/** The areas the rules grant, from the allow-list's roles. */
function areasByRules(user: AuthBackendUser): StaffAreas {
  const account = staffAccounts().find((entry) => entry.email === user.email?.toLowerCase());
  if (!user.googleAccount || !user.emailVerified || !account) return noStaffAreas;
  return { sales: account.areas.includes('sales'), hiring: account.areas.includes('hiring') };
}

const timedOut = () => new DeadlineExceededError('Checking staff access', 12_000);

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
      const user = { email, uid: `uid-${email}`, emailVerified: true, googleAccount: true };
      emit(user);
      return user;
    }),
    signInWithPopup: jest.fn(async () => admin),
    signOut: jest.fn(async () => emit(null)),
    // As the rules answer: the areas of the role of a verified Google account on the allow-list.
    staffAreas: jest.fn(async (user: AuthBackendUser) => areasByRules(user)),
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
  it('init() without a hint skips the auth SDK', async () => {
    await authStore.getState().init();
    expect(authStore.getState().status).toBe('signedOut');
    expect(mockedModule.createAuthBackend).not.toHaveBeenCalled();
  });

  it('init() with a hint observes the auth state', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    await authStore.getState().init();
    expect(mockedModule.createAuthBackend).toHaveBeenCalledTimes(1);
    expect(authStore.getState().status).toBe('signedOut');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('local sign-in and sign-out of a staff e-mail', async () => {
    expect(authStore.getState().signInMethod).toBe('email-dialog');
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(true);
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, areas: { sales: true, hiring: true }, user: { email: 'admin@seawave.example.com' }, error: null });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await authStore.getState().signOut();
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, areas: noStaffAreas });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it.each([
    ['sales@seawave.example.com', { sales: true, hiring: false }],
    ['recruiter@seawave.example.com', { sales: false, hiring: true }],
  ])("%s signs in with its role's areas", async (email, areas) => {
    await expect(authStore.getState().signIn(email)).resolves.toBe(true);
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, areas, user: { email } });
  });

  it.each([
    ['a visitor identity', visitor],
    ['an anonymous account', anonymousVisitor],
    ['a password account carrying a staff address', preClaimed],
  ])('treats %s as nobody signed in, asking nothing', async (_kind, user) => {
    await authStore.getState().ensureAuthChecked();
    mockState.listeners.forEach((listener) => listener(user));
    await Promise.resolve();
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, areas: noStaffAreas, error: null });
    expect(mockState.backend!.signOut).not.toHaveBeenCalled();
    expect(mockState.backend!.staffAreas).not.toHaveBeenCalled();
  });

  it('refuses and signs out an unlisted e-mail', async () => {
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

  it('a simulated auth.signIn failure fails sign-in', async () => {
    configureApp(testAppConfig({ simulateFailures: ['auth.signIn'] }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(false);
    expect(authStore.getState().error).toMatch(/^Sign-in failed: Simulated failure of auth.signIn/);
  });

  it('asks the back end who is staff', async () => {
    await expect(authStore.getState().signIn('HR@seawave.example.com')).resolves.toBe(true);
    expect(mockState.backend!.staffAreas).toHaveBeenCalledWith(expect.objectContaining({ email: 'HR@seawave.example.com' }));
    expect(JSON.stringify(testAppConfig())).not.toMatch(/seawave\.example\.com/);
  });

  it('a back-end refusal signs a Google account out', async () => {
    await authStore.getState().ensureAuthChecked();
    mockState.listeners.forEach((listener) => listener(stranger));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, error: NOT_AUTHORIZED_MESSAGE });
    expect(mockState.backend!.signOut).toHaveBeenCalled();
  });

  describe('a staff check the back end does not answer (slow or unreachable database)', () => {
    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(STAFF_CHECK_SLOW_MESSAGE).toBe('The staff data is slow to answer. Your session is kept.');
    });

    it.each([
      ['the deadline', timedOut],
      ['the network', () => Object.assign(new Error('offline'), { code: 'unavailable' })],
    ])('on a reload (%s) keeps the session unconfirmed', async (_cause, failure) => {
      localStorage.setItem(SESSION_HINT_KEY, '1');
      mockState.backend!.staffAreas.mockRejectedValue(failure());
      mockState.backend!.onChange.mockImplementationOnce((next: Listener) => {
        mockState.listeners.push(next);
        queueMicrotask(() => next(admin));
        return () => undefined;
      });
      await authStore.getState().init();
      expect(authStore.getState()).toMatchObject({ status: 'unconfirmed', user: { email: admin.email }, isAdmin: false, areas: noStaffAreas, error: null });
      expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
      expect(mockState.backend!.signOut).not.toHaveBeenCalled();
    });

    it('checkStaffAgain signs in once answered', async () => {
      const answer = mockState.backend!.staffAreas.getMockImplementation()!;
      mockState.backend!.staffAreas.mockRejectedValue(timedOut());
      await expect(authStore.getState().signIn('sales@seawave.example.com')).resolves.toBe(true);
      expect(authStore.getState().status).toBe('unconfirmed');
      expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');

      const asked = mockState.backend!.staffAreas.mock.calls.length;
      await authStore.getState().checkStaffAgain();
      expect(authStore.getState()).toMatchObject({ status: 'unconfirmed', pending: false });
      expect(mockState.backend!.staffAreas).toHaveBeenCalledTimes(asked + 1);

      mockState.backend!.staffAreas.mockImplementation(answer);
      await authStore.getState().checkStaffAgain();
      expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, areas: { sales: true, hiring: false }, pending: false });
      expect(mockState.backend!.signOut).not.toHaveBeenCalled();
    });

    it('checkStaffAgain signs out on a refusal', async () => {
      mockState.backend!.staffAreas.mockRejectedValue(timedOut());
      await authStore.getState().signIn('admin@seawave.example.com');
      expect(authStore.getState().status).toBe('unconfirmed');
      mockState.backend!.staffAreas.mockResolvedValue(noStaffAreas);
      await authStore.getState().checkStaffAgain();
      expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, error: NOT_AUTHORIZED_MESSAGE });
      expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
      expect(mockState.backend!.signOut).toHaveBeenCalled();
    });

    it('checkStaffAgain does nothing when nothing is unconfirmed', async () => {
      await authStore.getState().signIn('admin@seawave.example.com');
      const asked = mockState.backend!.staffAreas.mock.calls.length;
      await authStore.getState().checkStaffAgain();
      expect(mockState.backend!.staffAreas).toHaveBeenCalledTimes(asked);
      expect(authStore.getState().status).toBe('signedIn');
    });
  });

  describe('Google popup (production: no Auth emulator)', () => {
    beforeEach(() => {
      configureApp({
        firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', storageBucket: 'p.appspot.com', messagingSenderId: '1', appId: 'a' },
        emulators: { auth: null },
      });
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('never offers the e-mail dialog', async () => {
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

    it('a closed or cancelled popup is no error', async () => {
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

    it('a new attempt ignores the stale result', async () => {
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
