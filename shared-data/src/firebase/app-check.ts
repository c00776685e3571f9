/**
 * Firebase App Check: every Firestore, Storage and Auth request of the app
 * carries a token proving it comes from this site, so the back end (where
 * enforcement is switched on) refuses scripts that call it directly.
 *
 * - Production: reCAPTCHA Enterprise, with the site key of app-config.json
 *   (`appCheck.recaptchaEnterpriseSiteKey`); tokens refresh on their own.
 * - With the emulators: a custom provider that hands out a local debug token
 *   at once, with no network call and nothing in the console, so the tests run
 *   the same initialisation and the same write path offline (the emulators
 *   accept any token).
 *
 * Initialised once per Firebase app, by `firebaseAppFor`, before any
 * Firestore, Storage or Auth instance of that app exists. Loaded only with
 * the Firebase SDK (pages without data never download it).
 */
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import type { AppConfig } from '../config';

/** The token the emulators' App Check provider returns (they do not verify it). */
export const EMULATOR_APP_CHECK_TOKEN = 'seawave-emulator-debug-token';

/** How long a token of the emulators' provider lasts before the SDK asks again. */
const emulatorTokenLifetimeMs = 60 * 60 * 1000;

export type AppCheckMode = 'emulator-debug-token' | 'recaptcha-enterprise' | 'off';

/** Which provider a configuration gets: the debug token whenever data goes to an emulator. */
export function appCheckModeFor(config: AppConfig): AppCheckMode {
  if (config.emulators.firestore !== null || config.emulators.storage !== null) return 'emulator-debug-token';
  return config.appCheck.recaptchaEnterpriseSiteKey ? 'recaptcha-enterprise' : 'off';
}

const initialised = new WeakMap<FirebaseApp, AppCheck | null>();

/** Initialises App Check on `app` for `config` (once per app; later calls return the same instance). */
export function ensureAppCheck(app: FirebaseApp, config: AppConfig): AppCheck | null {
  if (initialised.has(app)) return initialised.get(app) ?? null;
  const mode = appCheckModeFor(config);
  let instance: AppCheck | null = null;
  if (mode === 'emulator-debug-token') {
    instance = initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: () => Promise.resolve({ token: EMULATOR_APP_CHECK_TOKEN, expireTimeMillis: Date.now() + emulatorTokenLifetimeMs }),
      }),
      isTokenAutoRefreshEnabled: false,
    });
  } else if (mode === 'recaptcha-enterprise' && config.appCheck.recaptchaEnterpriseSiteKey) {
    instance = initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(config.appCheck.recaptchaEnterpriseSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  initialised.set(app, instance);
  return instance;
}
