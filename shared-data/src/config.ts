// Read from app-config.json at start-up, so the Firebase project and emulators change without a rebuild.
import { simulatableOperations, type SimulatableOperation } from './data-api';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface EmulatorsConfig {
  auth: string | null;
  firestore: string | null;
  storage: string | null;
  /** The URL the emulated callable functions live under: `http://host:port/<emulator project>/<region>`. */
  functions: string | null;
}

export interface AppCheckConfig {
  recaptchaEnterpriseSiteKey: string | null;
}

export interface AppConfig {
  firebase: FirebaseWebConfig;
  emulators: EmulatorsConfig;
  /** Ignored with the emulators, which use a local debug token. */
  appCheck: AppCheckConfig;
  /** Test switch: always [] in production. */
  simulateFailures: SimulatableOperation[];
}

/** A `demo-` project id never reaches a real Firebase project. */
export const demoFirebaseConfig: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-seawave.firebaseapp.com',
  projectId: 'demo-seawave',
  storageBucket: 'demo-seawave.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

export function defaultAppConfig(): AppConfig {
  return {
    firebase: { ...demoFirebaseConfig },
    emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: 'http://127.0.0.1:5001/demo-seawave/us-central1' },
    appCheck: { recaptchaEnterpriseSiteKey: null },
    simulateFailures: [],
  };
}

/** 'unsafe': a valid configuration that must not run on the page's origin. */
export class AppConfigError extends Error {
  override readonly name = 'AppConfigError';
  constructor(
    message: string,
    readonly kind: 'invalid' | 'unsafe' = 'invalid',
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseAppConfig(input: unknown): AppConfig {
  const problems: string[] = [];
  const result = defaultAppConfig();
  if (!isObject(input)) throw new AppConfigError('app-config.json must contain a JSON object.');

  const known = ['$comment', 'firebase', 'emulators', 'appCheck', 'simulateFailures'];
  for (const key of Object.keys(input)) {
    // Everyone can read app-config.json: the staff are known by the rules alone, never by a list sent to the browser.
    if (key === 'adminEmails') problems.push('"adminEmails" must be removed: app-config.json is public, and staff are known by the security rules alone');
    else if (!known.includes(key)) problems.push(`unknown key "${key}" (expected one of ${known.slice(1).join(', ')})`);
  }

  if (input.firebase !== undefined) {
    if (!isObject(input.firebase)) problems.push('"firebase" must be an object');
    else {
      const keys = Object.keys(demoFirebaseConfig) as (keyof FirebaseWebConfig)[];
      for (const key of Object.keys(input.firebase)) {
        if (!(keys as string[]).includes(key) && key !== 'measurementId') problems.push(`unknown key "firebase.${key}"`);
      }
      for (const key of keys) {
        const value = input.firebase[key];
        if (value === undefined) problems.push(`"firebase.${key}" is required`);
        else if (typeof value !== 'string' || value === '') problems.push(`"firebase.${key}" must be a non-empty string`);
        else result.firebase[key] = value;
      }
    }
  } else {
    problems.push('"firebase" (the web app configuration) is required');
  }

  if (input.emulators !== undefined) {
    if (!isObject(input.emulators)) problems.push('"emulators" must be an object');
    else {
      for (const key of Object.keys(input.emulators)) {
        if (!['auth', 'firestore', 'storage', 'functions'].includes(key)) problems.push(`unknown key "emulators.${key}"`);
      }
      const { auth, firestore, storage, functions } = input.emulators;
      if (functions !== undefined) {
        if (functions === null) result.emulators.functions = null;
        else if (typeof functions === 'string' && /^https?:\/\/[^/\s]+\/demo-[a-z0-9-]+\/[a-z0-9-]+$/.test(functions)) result.emulators.functions = functions;
        else problems.push(`"emulators.functions" must be null or a URL like "http://127.0.0.1:5001/demo-seawave/us-central1", got ${JSON.stringify(functions)}`);
      }
      if (auth !== undefined) {
        if (auth === null) result.emulators.auth = null;
        else if (typeof auth === 'string' && /^https?:\/\/[^/\s]+$/.test(auth)) result.emulators.auth = auth;
        else problems.push(`"emulators.auth" must be null or a URL like "http://127.0.0.1:9099", got ${JSON.stringify(auth)}`);
      }
      for (const [key, value] of [
        ['firestore', firestore],
        ['storage', storage],
      ] as const) {
        if (value === undefined) continue;
        if (value === null) result.emulators[key] = null;
        else if (typeof value === 'string' && /^[^:/\s]+:\d+$/.test(value)) result.emulators[key] = value;
        else problems.push(`"emulators.${key}" must be null or "host:port", got ${JSON.stringify(value)}`);
      }
    }
  }

  if (input.appCheck !== undefined) {
    if (!isObject(input.appCheck)) problems.push('"appCheck" must be an object');
    else {
      for (const key of Object.keys(input.appCheck)) {
        if (key !== 'recaptchaEnterpriseSiteKey') problems.push(`unknown key "appCheck.${key}"`);
      }
      const siteKey = input.appCheck.recaptchaEnterpriseSiteKey;
      if (siteKey === null || siteKey === undefined) result.appCheck.recaptchaEnterpriseSiteKey = null;
      else if (typeof siteKey === 'string' && /^[\w-]+$/.test(siteKey)) result.appCheck.recaptchaEnterpriseSiteKey = siteKey;
      else problems.push(`"appCheck.recaptchaEnterpriseSiteKey" must be null or a reCAPTCHA Enterprise site key, got ${JSON.stringify(siteKey)}`);
    }
  }

  if (input.simulateFailures !== undefined) {
    if (!Array.isArray(input.simulateFailures)) problems.push('"simulateFailures" must be a list of operation names');
    else {
      const ops: SimulatableOperation[] = [];
      for (const op of input.simulateFailures) {
        if (typeof op === 'string' && (simulatableOperations as readonly string[]).includes(op)) ops.push(op as SimulatableOperation);
        else problems.push(`"simulateFailures" has an unknown operation ${JSON.stringify(op)} (known: ${simulatableOperations.join(', ')})`);
      }
      result.simulateFailures = ops;
    }
  }

  if (problems.length > 0) throw new AppConfigError(`Invalid app-config.json:\n- ${problems.join('\n- ')}`);
  return result;
}

export const APP_CHECK_REQUIRED_TEXT = '"appCheck.recaptchaEnterpriseSiteKey" is missing: a public site must send App Check tokens (set its reCAPTCHA Enterprise site key)';

/** Only on this machine may the emulators and test switches be used. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}

/**
 * Empty when the configuration may run on a public origin. App Check is required because
 * without its tokens a back end that does not enforce it accepts any script.
 */
export function unsafeOnPublicOrigin(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.firebase.projectId.startsWith('demo-')) {
    problems.push(`"firebase.projectId" is "${config.firebase.projectId}", the local demo project, not the production back end`);
  }
  for (const service of ['auth', 'firestore', 'storage', 'functions'] as const) {
    const address = config.emulators[service];
    if (address !== null) {
      problems.push(`"emulators.${service}" is "${address}": set it to null (a missing address means the local emulator)`);
    }
  }
  if (config.simulateFailures.length > 0) {
    problems.push(`"simulateFailures" lists ${config.simulateFailures.join(', ')}: it must be [] outside this machine`);
  }
  if (config.appCheck.recaptchaEnterpriseSiteKey === null) {
    problems.push(APP_CHECK_REQUIRED_TEXT);
  }
  return problems;
}

function currentHostname(): string | null {
  return typeof window === 'undefined' ? null : window.location.hostname;
}

/** `hostname` null: not in a browser, so there is no origin to protect. */
export function parseAppConfigFor(input: unknown, hostname: string | null): AppConfig {
  const config = parseAppConfig(input);
  if (hostname === null || isLoopbackHost(hostname)) return config;
  const problems = unsafeOnPublicOrigin(config);
  if (problems.length > 0) {
    throw new AppConfigError(
      `This site is served from ${hostname}, but app-config.json is for local testing only:\n- ${problems.join('\n- ')}`,
      'unsafe',
    );
  }
  return config;
}

let current: AppConfig | null = null;
let pending: Promise<AppConfig> | null = null;
const listeners = new Set<(config: AppConfig) => void>();

export function configureApp(config: unknown, hostname: string | null = currentHostname()): AppConfig {
  const parsed = parseAppConfigFor(config, hostname);
  current = parsed;
  pending = null;
  for (const listener of listeners) listener(parsed);
  return parsed;
}

export function peekAppConfig(): AppConfig | null {
  return current;
}

export function onAppConfigChange(listener: (config: AppConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new AppConfigError(`Cannot load ${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new AppConfigError(`${url} is not valid JSON.`);
  }
  return configureApp(json);
}

/** Fetches app-config.json when none was set (a remote running alone); a missing file is an error, never a fallback. */
export function getAppConfig(): Promise<AppConfig> {
  if (current) return Promise.resolve(current);
  if (!pending) {
    pending = loadAppConfig(typeof window === 'undefined' ? '/app-config.json' : new URL('/app-config.json', window.location.origin).toString());
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

export function resetAppConfigForTests(): void {
  current = null;
  pending = null;
}
