import { getAppConfig } from './config';
import type { ErrorReport } from './releases/error-reports';

/** What the staff Releases page shows: error reports since a time, the counts per build and the release guards. */
export interface ReleaseReport {
  errors: (Pick<ErrorReport, 'remote' | 'build' | 'route' | 'errorName' | 'count'> & { phase: string; at: number | null })[];
  stats: { remote: string; build: string; views: number; errors: number }[];
  guards: { remote: string; abortedBuild: string; reason: string; abortedAt: number | null }[];
}

/** Firebase loads on the first call. */
export async function readReleaseReport(sinceMs: number): Promise<ReleaseReport> {
  const [config, reads] = await Promise.all([getAppConfig(), import('./firebase/release-report-reads')]);
  return reads.readReleaseReport(config, sinceMs);
}
