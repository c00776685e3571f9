// Applicants' personal data is kept for a limited time (the application form says how long).
// A resume whose deletion fails is left to the hourly orphan sweep.
import { referencedPath, RESUME_PREFIX, type ObjectStore } from './orphan-resumes';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION_PAGE_SIZE = 100;

/** The scheduled function's limit is 540 s. */
export const RETENTION_TIME_BUDGET_MS = 480 * 1000;

export interface ExpiredApplicant {
  id: string;
  createdAt: Date;
  resumeURL: unknown;
}

export interface ApplicantRecords {
  createdBefore(cutOff: Date, limit: number, after: ExpiredApplicant | null): Promise<ExpiredApplicant[]>;
  remove(id: string): Promise<void>;
}

export interface RetentionResult {
  cutOff: string;
  deleted: string[];
  resumesDeleted: string[];
  failed: string[];
  complete: boolean;
}

export function checkRetentionDays(days: unknown): number {
  if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 1) {
    throw new Error(`The retention period must be a whole number of days from 1; got ${String(days)}.`);
  }
  return days;
}

export function retentionCutOff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - checkRetentionDays(retentionDays) * DAY_MS);
}

export async function deleteExpiredApplicants({
  applicants,
  objects,
  now = new Date(),
  retentionDays,
  pageSize = RETENTION_PAGE_SIZE,
  timeBudgetMs = RETENTION_TIME_BUDGET_MS,
  clock = () => Date.now(),
  log = () => undefined,
}: {
  applicants: ApplicantRecords;
  objects: ObjectStore;
  now?: Date;
  retentionDays: number;
  pageSize?: number;
  timeBudgetMs?: number;
  clock?: () => number;
  log?: (line: string) => void;
}): Promise<RetentionResult> {
  const cutOff = retentionCutOff(now, retentionDays);
  const stopAt = clock() + timeBudgetMs;
  const result: RetentionResult = { cutOff: cutOff.toISOString(), deleted: [], resumesDeleted: [], failed: [], complete: true };
  let after: ExpiredApplicant | null = null;
  for (;;) {
    if (clock() >= stopAt) {
      result.complete = false;
      log('The retention job stopped at its time budget; the next run goes on.');
      break;
    }
    const page = await applicants.createdBefore(cutOff, pageSize, after);
    for (const applicant of page) {
      try {
        await applicants.remove(applicant.id);
        result.deleted.push(applicant.id);
        log(`Deleted applicant ${applicant.id} (created ${applicant.createdAt.toISOString()}, over ${retentionDays} days ago).`);
      } catch (error) {
        result.failed.push(`applicants/${applicant.id}`);
        log(`Could not delete applicant ${applicant.id}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const path = referencedPath(applicant.resumeURL);
      if (path === null || !path.startsWith(RESUME_PREFIX)) continue;
      try {
        await objects.remove(path);
        result.resumesDeleted.push(path);
      } catch (error) {
        result.failed.push(path);
        log(`Could not delete ${path} (the orphan sweep tries again): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (page.length < pageSize) break;
    after = page[page.length - 1] ?? null;
  }
  return result;
}
