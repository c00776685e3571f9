/**
 * Applicants' personal data is kept for a limited time: every applicant
 * created more than `retentionDays` days ago is deleted with its resume file
 * and its notes and history (the application form tells the applicant how
 * long).
 *
 * The applicants are read a page at a time, oldest first (`createdAt`, then
 * the document id), only those created before the cut-off; each is deleted
 * (the document with its subcollections), then its resume file. A resume
 * whose deletion fails is reported and left to the hourly orphan sweep,
 * which deletes any resume no applicant refers to. Only files under
 * `resume/` are ever deleted. An applicant without `createdAt` is never
 * selected. No new page is started once the time budget has passed
 * (`complete: false`); the next run goes on.
 *
 * Pure: the applicants and the files are reached through two small
 * interfaces (stores.ts has them over Firestore and Cloud Storage).
 */
import { referencedPath, RESUME_PREFIX, type ObjectStore } from './orphan-resumes';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Applicants read per page. */
export const RETENTION_PAGE_SIZE = 100;

/** How long one run keeps starting new pages (the scheduled function's limit is 540 s). */
export const RETENTION_TIME_BUDGET_MS = 480 * 1000;

/** An applicant due for deletion, as far as the job needs it. */
export interface ExpiredApplicant {
  id: string;
  createdAt: Date;
  /** The raw `resumeURL` (a storage path, or a legacy download URL). */
  resumeURL: unknown;
}

/** The applicant documents, as far as the retention job needs them. */
export interface ApplicantRecords {
  /** Up to `limit` applicants created before `cutOff`, oldest first, after `after` (null: from the start). */
  createdBefore(cutOff: Date, limit: number, after: ExpiredApplicant | null): Promise<ExpiredApplicant[]>;
  /** Deletes the applicant document with its subcollections (notes, history). */
  remove(id: string): Promise<void>;
}

export interface RetentionResult {
  /** Applicants created before this moment (ISO time) were due. */
  cutOff: string;
  /** Ids of the applicants deleted. */
  deleted: string[];
  /** Resume files deleted. */
  resumesDeleted: string[];
  /** Applicants or files whose deletion failed (`applicants/<id>` or the file's path); the next run or the orphan sweep tries again. */
  failed: string[];
  complete: boolean;
}

/** Checks a retention period: a whole number of days from 1. Throws an Error naming the problem. */
export function checkRetentionDays(days: unknown): number {
  if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 1) {
    throw new Error(`The retention period must be a whole number of days from 1; got ${String(days)}.`);
  }
  return days;
}

/** The moment before which applicants are deleted: `retentionDays` whole days before `now`. */
export function retentionCutOff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - checkRetentionDays(retentionDays) * DAY_MS);
}

/** Deletes every applicant created before the cut-off, with its resume, notes and history (see the module comment). */
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
