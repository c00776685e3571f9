// The configuration becomes Firebase here, once: the app with App Check, and each SDK, loaded on its first use and
// pointed at its emulator. The stores, the forms and the staff sign-in use nothing else of the configuration.
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import type { Auth } from 'firebase/auth';
import type * as LiveSdk from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import type * as StorageSdk from 'firebase/storage';
import type { AppConfig } from '../config';
import { UNREACHABLE_RETRY_MS } from '../core/deadline';
import { loadOnce } from '../core/lazy-operations';

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

export function firebaseAppFor(config: AppConfig): FirebaseApp {
  const name = `seawave-${config.firebase.projectId}`;
  const app = getApps().find((existing) => existing.name === name) ?? initializeApp(config.firebase, name);
  ensureAppCheck(app, config);
  return app;
}

export function hostAndPort(value: string): { host: string; port: number } {
  const index = value.lastIndexOf(':');
  return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
}

const connected = new WeakSet<object>();

/** Points an SDK instance at its emulator, once; without an emulator it is left as it is. */
export function onEmulator<T extends object>(instance: T, emulator: string | null, connect: (instance: T, emulator: string) => void): T {
  if (emulator && !connected.has(instance)) {
    connect(instance, emulator);
    connected.add(instance);
  }
  return instance;
}

export interface Firebase {
  app: FirebaseApp;
  config: AppConfig;
  /** Firestore Lite: every read and write but a live subscription. */
  lite(): Promise<LiteFirestore>;
  /** The full Firestore SDK: live subscriptions only. */
  live(): Promise<{ sdk: typeof LiveSdk; db: LiveSdk.Firestore }>;
  storage(): Promise<{ sdk: typeof StorageSdk; ref: (path: string) => StorageSdk.StorageReference }>;
  auth(): Promise<Auth>;
}

export function connectFirebase(config: AppConfig, app: FirebaseApp = firebaseAppFor(config)): Firebase {
  const { firestore, storage, auth } = config.emulators;
  return {
    app,
    config,
    lite: loadOnce(async () => {
      const sdk = await import('firebase/firestore/lite');
      return onEmulator(sdk.getFirestore(app), firestore, (db, at) => sdk.connectFirestoreEmulator(db, hostAndPort(at).host, hostAndPort(at).port));
    }),
    live: loadOnce(async () => {
      const sdk = await import('firebase/firestore');
      const db = onEmulator(sdk.getFirestore(app), firestore, (live, at) => sdk.connectFirestoreEmulator(live, hostAndPort(at).host, hostAndPort(at).port));
      return { sdk, db };
    }),
    storage: loadOnce(async () => {
      const sdk = await import('firebase/storage');
      const instance = sdk.getStorage(app);
      if (!connected.has(instance)) {
        // The SDK's defaults retry an unreachable service for 10 minutes (uploads) and 2 minutes (other calls).
        instance.maxUploadRetryTime = UNREACHABLE_RETRY_MS;
        instance.maxOperationRetryTime = UNREACHABLE_RETRY_MS;
      }
      onEmulator(instance, storage, (bucket, at) => sdk.connectStorageEmulator(bucket, hostAndPort(at).host, hostAndPort(at).port));
      return { sdk, ref: (path: string) => sdk.ref(instance, path) };
    }),
    auth: loadOnce(async () => {
      const sdk = await import('firebase/auth');
      return onEmulator(sdk.getAuth(app), auth, (instance, at) => sdk.connectAuthEmulator(instance, at, { disableWarnings: true }));
    }),
  };
}
