// A module singleton of the federation-shared package, so the shell and every remote see one store. The Firebase SDK loads
// only with the session hint (set on sign-in), on signIn() or ensureAuthChecked(): never for visitors who never signed in.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getAppConfig, onAppConfigChange, peekAppConfig, type AppConfig } from '../config';
import type { AuthBackend, AuthBackendUser } from './auth-firebase';
import { hasAnyArea, noStaffAreas, type StaffAreas } from './staff-areas';

/**
 * `unconfirmed`: signed in with Google, but the back end has not said whether the account is staff (it is slow or
 * cannot be reached); the session is kept and `checkStaffAgain()` asks again.
 */
export type AuthStatus = 'checking' | 'signedOut' | 'signedIn' | 'unconfirmed';
export type SignInMethod = 'email-dialog' | 'google-popup';

export interface AuthUser {
  email: string;
  uid: string;
}

export const NOT_AUTHORIZED_MESSAGE = 'This email is not authorized to sign in.';

export const STAFF_CHECK_SLOW_MESSAGE = 'The staff data is slow to answer. Your session is kept.';

export const SESSION_HINT_KEY = 'seawave.auth.session';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** Signed in as staff, whatever the role. */
  isAdmin: boolean;
  /** What the signed-in staff member's role reaches (none unless signed in as staff). */
  areas: StaffAreas;
  error: string | null;
  signInMethod: SignInMethod;
  pending: boolean;
  init(): Promise<void>;
  ensureAuthChecked(): Promise<void>;
  /** Never throws (failures go to `error`); true when signed in as staff, or `unconfirmed` (the pages offer to ask again). */
  signIn(email?: string): Promise<boolean>;
  /** When `unconfirmed`: asks the back end again whether the user is staff. Never throws. */
  checkStaffAgain(): Promise<void>;
  signOut(): Promise<void>;
  clearError(): void;
}

// The e-mail dialog only with the Auth emulator: Google's popup cannot load offline.
function methodFor(config: AppConfig | null): SignInMethod {
  return config?.emulators.auth ? 'email-dialog' : 'google-popup';
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
function hasSessionHint(): boolean {
  return storage()?.getItem(SESSION_HINT_KEY) === '1';
}
function setSessionHint(on: boolean): void {
  const s = storage();
  if (!s) return;
  try {
    if (on) s.setItem(SESSION_HINT_KEY, '1');
    else s.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage full or disabled: the hint is only an optimisation
  }
}

let backendPromise: Promise<AuthBackend> | null = null;
let firstStatePromise: Promise<void> | null = null;
let unsubscribeBackend: (() => void) | null = null;
let attempt = 0;
/** The user whose staff check went unanswered, for checkStaffAgain(). */
let unconfirmedUser: AuthBackendUser | null = null;

async function loadBackend(): Promise<AuthBackend> {
  if (!backendPromise) {
    backendPromise = (async () => {
      const config = await getAppConfig();
      const { createAuthBackend } = await import('./auth-firebase');
      return createAuthBackend(config);
    })();
    backendPromise.catch(() => {
      backendPromise = null;
    });
  }
  return backendPromise;
}

function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/network-request-failed') return 'Sign-in failed: the sign-in service cannot be reached. Please try again.';
  if (code === 'auth/popup-blocked') return 'Sign-in failed: the browser blocked the sign-in window. Allow pop-ups for this site and try again.';
  const message = error instanceof Error ? error.message : String(error);
  return `Sign-in failed: ${message}`;
}

const userCancelledCodes = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

type SetAuth = StoreApi<AuthState>['setState'];
type GetAuth = StoreApi<AuthState>['getState'];

const signedOut = { status: 'signedOut', user: null, isAdmin: false, areas: noStaffAreas } as const;

/** An answer about an earlier user is dropped. */
let latestUid: string | null = null;

// Only a definite refusal by the rules signs a Google account out; when the back end does not answer, the session
// (and its hint) is kept as `unconfirmed`, so that Try again or a reload asks again.
async function applyUser(set: SetAuth, user: AuthBackendUser | null, backend: AuthBackend): Promise<void> {
  latestUid = user?.uid ?? null;
  unconfirmedUser = null;
  // Staff sign in with Google only: any other account (anonymous, e-mail/password) is nobody signed in, and is kept.
  if (!user || !user.googleAccount) {
    setSessionHint(false);
    set(signedOut);
    return;
  }
  let areas: StaffAreas;
  try {
    areas = await backend.staffAreas(user);
  } catch (error) {
    if (latestUid !== user.uid) return;
    console.error('[shared-data] could not ask whether the user is staff', error);
    unconfirmedUser = user;
    setSessionHint(true);
    set({ status: 'unconfirmed', user: { email: user.email ?? '', uid: user.uid }, isAdmin: false, areas: noStaffAreas, error: null });
    return;
  }
  if (latestUid !== user.uid) return;
  if (!user.email || !hasAnyArea(areas)) {
    setSessionHint(false);
    set({ ...signedOut, error: NOT_AUTHORIZED_MESSAGE });
    try {
      await backend.signOut();
    } catch (error) {
      console.error('[shared-data] could not sign out a refused user', error);
    }
    return;
  }
  setSessionHint(true);
  set({ status: 'signedIn', user: { email: user.email, uid: user.uid }, isAdmin: true, areas, error: null });
}

/** Resolves once the back end has said who is signed in (or failed to load). */
function firstState(set: SetAuth, backend: AuthBackend): Promise<void> {
  return new Promise<void>((resolve) => {
    let first = true;
    const settle = () => {
      if (!first) return;
      first = false;
      resolve();
    };
    unsubscribeBackend = backend.onChange(
      (user) => {
        void applyUser(set, user, backend).finally(settle);
      },
      (error) => {
        set({ ...signedOut, error: describeError(error) });
        settle();
      },
    );
  });
}

async function ensureAuthChecked(set: SetAuth): Promise<void> {
  if (!firstStatePromise) {
    firstStatePromise = loadBackend().then((backend) => firstState(set, backend));
    firstStatePromise.catch((error: unknown) => {
      firstStatePromise = null;
      console.error('[shared-data] cannot load the auth service', error);
      set({ ...signedOut, error: describeError(error) });
    });
  }
  try {
    await firstStatePromise;
  } catch {
    // state already updated
  }
}

async function init(set: SetAuth, get: GetAuth): Promise<void> {
  const config = await getAppConfig().catch((error: unknown) => {
    set({ error: describeError(error) });
    return null;
  });
  set({ signInMethod: methodFor(config) });
  if (get().status !== 'checking') return;
  if (!hasSessionHint()) {
    set(signedOut);
    return;
  }
  await ensureAuthChecked(set);
}

async function signIn(set: SetAuth, get: GetAuth, email?: string): Promise<boolean> {
  const myAttempt = ++attempt;
  const stale = () => myAttempt !== attempt;
  set({ error: null, pending: true });
  try {
    const config = await getAppConfig();
    set({ signInMethod: methodFor(config) });
    if (config.simulateFailures.includes('auth.signIn')) {
      throw new Error('Simulated failure of auth.signIn (app-config.json simulateFailures).');
    }
    const withDialog = methodFor(config) === 'email-dialog';
    if (withDialog && !email?.trim()) {
      set({ error: 'Please enter an e-mail address.' });
      return false;
    }
    await ensureAuthChecked(set);
    const backend = await loadBackend();
    const user = withDialog ? await backend.signInWithEmail(email!.trim()) : await backend.signInWithPopup();
    if (stale()) return false;
    await applyUser(set, user, backend);
    return get().status === 'signedIn' || get().status === 'unconfirmed';
  } catch (error) {
    if (stale()) return false;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && userCancelledCodes.has(code)) return false;
    console.error('[shared-data] sign-in failed', error);
    set({ error: describeError(error) });
    return false;
  } finally {
    if (!stale()) set({ pending: false });
  }
}

async function checkStaffAgain(set: SetAuth, get: GetAuth): Promise<void> {
  const user = unconfirmedUser;
  if (get().status !== 'unconfirmed' || !user || get().pending) return;
  const myAttempt = attempt;
  set({ pending: true });
  try {
    await applyUser(set, user, await loadBackend());
  } catch (error) {
    console.error('[shared-data] could not ask again whether the user is staff', error);
  } finally {
    if (myAttempt === attempt) set({ pending: false });
  }
}

async function signOut(set: SetAuth): Promise<void> {
  attempt++;
  set({ pending: true, error: null });
  try {
    if (backendPromise) {
      const backend = await loadBackend();
      await backend.signOut();
    }
    setSessionHint(false);
    unconfirmedUser = null;
    set(signedOut);
  } catch (error) {
    console.error('[shared-data] sign-out failed', error);
    set({ error: `Sign-out failed: ${error instanceof Error ? error.message : String(error)}` });
  } finally {
    set({ pending: false });
  }
}

export const authStore = createStore<AuthState>()((set, get) => ({
  status: 'checking',
  user: null,
  isAdmin: false,
  areas: noStaffAreas,
  error: null,
  signInMethod: methodFor(peekAppConfig()),
  pending: false,
  init: () => init(set, get),
  ensureAuthChecked: () => ensureAuthChecked(set),
  signIn: (email?: string) => signIn(set, get, email),
  checkStaffAgain: () => checkStaffAgain(set, get),
  signOut: () => signOut(set),
  clearError: () => set({ error: null }),
}));

onAppConfigChange((config) => {
  authStore.setState({ signInMethod: methodFor(config) });
});

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function resetAuthStoreForTests(): void {
  unsubscribeBackend?.();
  unsubscribeBackend = null;
  firstStatePromise = null;
  backendPromise = null;
  attempt++;
  unconfirmedUser = null;
  authStore.setState({ status: 'checking', user: null, isAdmin: false, areas: noStaffAreas, error: null, pending: false, signInMethod: methodFor(peekAppConfig()) });
}
