/**
 * @jest-environment node
 */
/**
 * REQUIRED tests of the auth store against the Firebase Auth emulator, and
 * the Firestore emulator whose rules say who is staff (the emulator's own
 * project, which has the repository's firestore.rules; nothing is written).
 * Run them with the local back end: `npm run test:unit -- auth-store` (it
 * sets FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST). Without the
 * variables this suite FAILS on purpose.
 */
import { testAppConfig } from '../testing/app-config';
import { configureApp } from '../config';
import { authStore, NOT_AUTHORIZED_MESSAGE, resetAuthStoreForTests } from './auth-store';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const howToRun =
  'FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST is not set: these auth tests need the Auth and Firestore emulators. Run: npm run test:unit -- auth-store (or npm test), which starts them.';

jest.setTimeout(30_000);

describe('auth store against the Auth emulator', () => {
  if (!host || !firestoreHost) {
    it('needs the Auth and Firestore emulators', () => {
      throw new Error(howToRun);
    });
    return;
  }

  beforeAll(() => {
    configureApp(testAppConfig({ emulators: { auth: `http://${host}`, firestore: firestoreHost, storage: null } }));
  });
  beforeEach(async () => {
    await authStore.getState().signOut();
    resetAuthStoreForTests();
  });
  afterAll(async () => {
    await authStore.getState().signOut();
  });

  it('an allow-listed e-mail gets admin and every area', async () => {
    await authStore.getState().init();
    expect(authStore.getState().status).toBe('signedOut');
    await expect(authStore.getState().signIn('admin@seawave.example.com')).resolves.toBe(true);
    const state = authStore.getState();
    expect(state).toMatchObject({ status: 'signedIn', isAdmin: true, areas: { sales: true, hiring: true }, error: null, signInMethod: 'email-dialog' });
    expect(state.user?.email).toBe('admin@seawave.example.com');
    expect(state.user?.uid).toEqual(expect.any(String));
  });

  it('the HR mailbox is allow-listed too', async () => {
    await expect(authStore.getState().signIn('hr@seawave.example.com')).resolves.toBe(true);
    expect(authStore.getState().isAdmin).toBe(true);
  });

  it.each([
    ['sales@seawave.example.com', { sales: true, hiring: false }],
    ['recruiter@seawave.example.com', { sales: false, hiring: true }],
  ])('%s gets the areas its role is granted', async (email, areas) => {
    await expect(authStore.getState().signIn(email)).resolves.toBe(true);
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, areas });
  });

  it('refuses an unlisted e-mail and signs out', async () => {
    await expect(authStore.getState().signIn('visitor@example.com')).resolves.toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false });
    expect(authStore.getState().error).toBe(NOT_AUTHORIZED_MESSAGE);
    expect(NOT_AUTHORIZED_MESSAGE).toBe('This email is not authorized to sign in.');
  });

  it('sign-out signs out', async () => {
    await authStore.getState().signIn('admin@seawave.example.com');
    expect(authStore.getState().status).toBe('signedIn');
    await authStore.getState().signOut();
    expect(authStore.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, error: null });
  });
});
