/**
 * @jest-environment node
 */
/**
 * App Check: reCAPTCHA Enterprise in production, a local debug token with the
 * emulators (no network call), initialised once per app before Firestore,
 * Storage or Auth use it.
 */
import { deleteApp, getApps } from 'firebase/app';
import * as appCheckSdk from 'firebase/app-check';
import { parseAppConfig, type AppConfig } from '../config';
import { testAppConfig } from '../testing/app-config';
import { appCheckModeFor, EMULATOR_APP_CHECK_TOKEN, ensureAppCheck } from './firebase-app';
import { firebaseAppFor } from './firebase-app';

jest.mock('firebase/app-check', () => {
  const actual = jest.requireActual<typeof appCheckSdk>('firebase/app-check');
  return { ...actual, initializeAppCheck: jest.fn(actual.initializeAppCheck) };
});
const initializeAppCheck = jest.mocked(appCheckSdk.initializeAppCheck);

const productionFirebase = {
  apiKey: 'k',
  authDomain: 'seawave-prod.firebaseapp.com',
  projectId: 'seawave-prod',
  storageBucket: 'seawave-prod.appspot.com',
  messagingSenderId: '1',
  appId: '1:1:web:1',
};
const production = (appCheck: Record<string, unknown> = { recaptchaEnterpriseSiteKey: 'prod-site-key' }): AppConfig =>
  parseAppConfig({ firebase: productionFirebase, emulators: { auth: null, firestore: null, storage: null }, appCheck });

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('App Check', () => {
  it('uses a debug token locally, reCAPTCHA in production', () => {
    expect(appCheckModeFor(parseAppConfig(testAppConfig()))).toBe('emulator-debug-token');
    expect(appCheckModeFor(parseAppConfig(testAppConfig({ appCheck: { recaptchaEnterpriseSiteKey: 'ignored-locally' } })))).toBe('emulator-debug-token');
    expect(appCheckModeFor(production())).toBe('recaptcha-enterprise');
    expect(appCheckModeFor(production({ recaptchaEnterpriseSiteKey: null }))).toBe('off');
  });

  it('gets an emulator token without network calls', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const errors = jest.spyOn(console, 'error');
    const app = firebaseAppFor(parseAppConfig(testAppConfig({ firebase: { ...productionFirebase, projectId: 'demo-app-check' } })));
    const instance = initializeAppCheck.mock.results[0]?.value as appCheckSdk.AppCheck;
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(initializeAppCheck.mock.calls[0]?.[0]).toBe(app);
    expect(initializeAppCheck.mock.calls[0]?.[1].provider).toBeInstanceOf(appCheckSdk.CustomProvider);
    await expect(appCheckSdk.getToken(instance)).resolves.toEqual({ token: EMULATOR_APP_CHECK_TOKEN });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('initialises once per app', () => {
    const config = parseAppConfig(testAppConfig({ firebase: { ...productionFirebase, projectId: 'demo-app-check-once' } }));
    const app = firebaseAppFor(config);
    expect(firebaseAppFor(config)).toBe(app);
    expect(ensureAppCheck(app, config)).toBe(initializeAppCheck.mock.results[0]?.value);
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('in production, uses reCAPTCHA and refreshes tokens', () => {
    initializeAppCheck.mockImplementationOnce(() => ({ app: getApps()[0]! }) as appCheckSdk.AppCheck);
    firebaseAppFor(production());
    const options = initializeAppCheck.mock.calls[0]?.[1];
    expect(options?.provider).toBeInstanceOf(appCheckSdk.ReCaptchaEnterpriseProvider);
    expect(options?.isTokenAutoRefreshEnabled).toBe(true);
  });

  it('stays off without a production site key', () => {
    firebaseAppFor(production({ recaptchaEnterpriseSiteKey: null }));
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });
});
