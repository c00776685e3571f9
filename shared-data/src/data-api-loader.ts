/**
 * `getDataApi()`: the data interface, loaded lazily. The Firebase SDK modules
 * are imported with import() on first use, so pages that never touch data
 * (the home page) download none of them. The result is wrapped by the
 * `simulateFailures` test switch.
 */
import { getAppConfig, onAppConfigChange, peekAppConfig, type AppConfig } from './config';
import type { DataApi } from './data-api';
import { withSimulatedFailures } from './simulate-failures';

let cached: { config: AppConfig; api: Promise<DataApi> } | null = null;
/** Set by component tests (an in-memory data interface, `@seawave/shared-data/testing`). */
let provided: DataApi | null = null;

onAppConfigChange(() => {
  cached = null;
});

/** Replaces the data interface until called with null (component tests only). */
export function setDataApi(api: DataApi | null): void {
  provided = api;
}

async function load(config: AppConfig): Promise<DataApi> {
  const failing = () => (peekAppConfig() ?? config).simulateFailures;
  // Uploads done inside posts.create / applicants.create obey 'files.upload' too.
  const shouldFail = (op: string) => (failing() as readonly string[]).includes(op);
  const { createFirebaseDataApi } = await import('./firebase/firebase-data-api');
  return withSimulatedFailures(createFirebaseDataApi(config, { shouldFail }), failing);
}

/** The data interface (same instance for every caller until the configuration changes). */
export async function getDataApi(): Promise<DataApi> {
  if (provided) return provided;
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
