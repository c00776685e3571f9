import type { AppConfig } from '../config';
import type { DataApi } from '../data-api';

export function createLocalDataApi(_config: AppConfig): DataApi {
  throw new Error('The local data API is being written (shared-data STEP 3).');
}

export async function deleteLocalDatabase(_name: string): Promise<void> {}
