import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import type { AppConfig } from '../config';

// With the emulators: a local debug token (no network call; emulators accept any), so tests run the same write path offline.
export const EMULATOR_APP_CHECK_TOKEN = 'seawave-emulator-debug-token';

const emulatorTokenLifetimeMs = 60 * 60 * 1000;

export type AppCheckMode = 'emulator-debug-token' | 'recaptcha-enterprise' | 'off';

export function appCheckModeFor(config: AppConfig): AppCheckMode {
  if (config.emulators.firestore !== null || config.emulators.storage !== null) return 'emulator-debug-token';
  return config.appCheck.recaptchaEnterpriseSiteKey ? 'recaptcha-enterprise' : 'off';
}

const initialised = new WeakMap<FirebaseApp, AppCheck | null>();

/** Must run before any Firestore, Storage or Auth instance of `app` exists. */
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
