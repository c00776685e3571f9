// The Firebase SDK is imported on first use, so pages that never read data download none of it.
import { getAppConfig, onAppConfigChange, peekAppConfig, type AppConfig } from './config';
import type { DataApi } from './data-api';

let cached: { config: AppConfig; api: Promise<DataApi> } | null = null;
let provided: DataApi | null = null;

onAppConfigChange(() => {
  cached = null;
});

export function setDataApi(api: DataApi | null): void {
  provided = api;
}

async function load(config: AppConfig): Promise<DataApi> {
  // Read at call time, so a new configuration's list of failing operations applies at once.
  const shouldFail = (operation: string) => ((peekAppConfig() ?? config).simulateFailures as readonly string[]).includes(operation);
  const { createFirebaseDataApi } = await import('./firebase/firebase-data-api');
  return createFirebaseDataApi(config, { shouldFail });
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
