import { getAppConfig } from './config';
import type { ErrorReport } from './releases/error-reports';

/** Writes an error report of a remote (`@seawave/shared-data/error-reports`); Firebase loads only on the first. */
export async function addErrorReport(report: ErrorReport): Promise<void> {
  const [config, writes] = await Promise.all([getAppConfig(), import('./firebase/error-report-writes')]);
  await writes.addErrorReport(config, report);
}
