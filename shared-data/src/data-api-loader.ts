/**
 * `getDataApi()`: the active DataApi, loaded lazily. The implementation is
 * imported with import() according to the runtime configuration, so pages
 * that never touch data (the home page) download neither Dexie nor the
 * Firebase SDK. The result is wrapped by the `simulateFailures` test switch.
 */
import { getAppConfig, onAppConfigChange, peekAppConfig, type AppConfig } from './config';
import type { DataApi } from './data-api';
import { withSimulatedFailures } from './simulate-failures';

let cached: { config: AppConfig; api: Promise<DataApi> } | null = null;

onAppConfigChange(() => {
  cached = null;
});

async function load(config: AppConfig): Promise<DataApi> {
  const failing = () => (peekAppConfig() ?? config).simulateFailures;
  // Uploads done inside posts.create / applicants.create obey 'files.upload' too.
  const shouldFail = (op: string) => (failing() as readonly string[]).includes(op);
  const api =
    config.backend === 'firebase'
      ? (await import('./firebase/firebase-data-api')).createFirebaseDataApi(config, { shouldFail })
      : (await import('./local/local-data-api')).createLocalDataApi(config, { shouldFail });
  return withSimulatedFailures(api, failing);
}

/** The active data interface (same instance for every caller until the configuration changes). */
export async function getDataApi(): Promise<DataApi> {
  const config = await getAppConfig();
  if (!cached || cached.config !== config) {
    const api = load(config);
    cached = { config, api };
    api.catch(() => {
      if (cached?.api === api) cached = null;
    });
  }
  return cached.api;
}

/**
 * Deletes the local database (all sample and entered data) and its cached
 * file URLs; the next use re-creates it (seeded when `local.seed` is true).
 * The shell calls it when the page URL has `?reset-local-data`.
 */
export async function resetLocalData(): Promise<void> {
  const config = await getAppConfig();
  const { deleteLocalDatabase } = await import('./local/local-data-api');
  cached = null;
  await deleteLocalDatabase(config.local.databaseName);
}

/** True when the URL asks for a local data reset (`?reset-local-data`). */
export function wantsLocalDataReset(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  return new URLSearchParams(search).has('reset-local-data');
}

/**
 * If the page URL has `?reset-local-data`, deletes the local database (see
 * resetLocalData), removes the parameter from the address bar and resolves to
 * true. Call it at start-up, after the configuration is loaded and before the
 * first data call. Does nothing with the firebase back end.
 */
export async function resetLocalDataIfRequested(): Promise<boolean> {
  if (typeof window === 'undefined' || !wantsLocalDataReset()) return false;
  const config = await getAppConfig();
  if (config.backend !== 'local') return false;
  await resetLocalData();
  const url = new URL(window.location.href);
  url.searchParams.delete('reset-local-data');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
