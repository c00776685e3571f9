import type { AppConfig } from '../config';
import type { DataApi } from '../data-api';

export function createFirebaseDataApi(_config: AppConfig): DataApi {
  throw new Error('The Firebase data API is being written (shared-data STEP 4).');
}
