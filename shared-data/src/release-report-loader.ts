import { getAppConfig } from './config';
import type { ReleaseReport } from './firebase/release-report-reads';

export type { ReleaseReport };

/** Firebase loads on the first call. */
export async function readReleaseReport(sinceMs: number): Promise<ReleaseReport> {
  const [config, reads] = await Promise.all([getAppConfig(), import('./firebase/release-report-reads')]);
  return reads.readReleaseReport(config, sinceMs);
}
