// The Firebase SDK is imported on first use, so pages that never read data download none of it.
import { getAppConfig, onAppConfigChange, peekAppConfig, type AppConfig } from './config';
import type { DataApi } from './data-api';
import { withSimulatedFailures } from './simulate-failures';

let cached: { config: AppConfig; api: Promise<DataApi> } | null = null;
let provided: DataApi | null = null;

onAppConfigChange(() => {
  cached = null;
});

export function setDataApi(api: DataApi | null): void {
  provided = api;
}

async function load(config: AppConfig): Promise<DataApi> {
  // Uploads inside posts.create / applicants.create obey 'files.upload' too.
  const failing = () => (peekAppConfig() ?? config).simulateFailures;
  const shouldFail = (op: string) => (failing() as readonly string[]).includes(op);
  const { createFirebaseDataApi } = await import('./firebase/firebase-data-api');
  return withSimulatedFailures(createFirebaseDataApi(config, { shouldFail }), failing);
}

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
