// A script can upload a resume without writing its applicant, and a failed second write leaves the file behind:
// resumes no applicant refers to are deleted once older than the grace period.

export const RESUME_PREFIX = 'resume/';

/** Its applicant may still be on its way. */
export const DEFAULT_GRACE_MS = 30 * 60 * 1000;

export const PAGE_SIZE = 500;

export const PARALLEL_REQUESTS = 25;

/** The scheduled function's limit is 300 s: stop starting new pages before it; the next run goes on. */
export const DEFAULT_TIME_BUDGET_MS = 240 * 1000;

export interface StoredObject {
  path: string;
  createdAt: Date;
}

export interface ObjectPage {
  objects: StoredObject[];
  nextPageToken: string | null;
}

export interface ObjectStore {
  /** At any depth (no delimiter): older resumes sit directly in `resume/`, newer ones in `resume/<uid>/`. */
  listPage(prefix: string, pageToken: string | null): Promise<ObjectPage>;
  /** An object already gone is not an error. */
  remove(path: string): Promise<void>;
}

export interface ApplicantResumes {
  resumeReferences(): Promise<unknown[]>;
}

export interface SweepResult {
  checked: number;
  tooRecent: number;
  referenced: number;
  deleted: string[];
  failed: string[];
  complete: boolean;
}

export async function inParallel<T>(items: readonly T[], parallel: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker));
}

export function referencedPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) return text.replace(/^\/+/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const match = /\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export async function sweepOrphanResumes({
  objects,
  applicants,
  now = new Date(),
  graceMs = DEFAULT_GRACE_MS,
  parallel = PARALLEL_REQUESTS,
  timeBudgetMs = DEFAULT_TIME_BUDGET_MS,
  clock = () => Date.now(),
  log = () => undefined,
}: {
  objects: ObjectStore;
  applicants: ApplicantResumes;
  now?: Date;
  graceMs?: number;
  parallel?: number;
  timeBudgetMs?: number;
  clock?: () => number;
  log?: (line: string) => void;
}): Promise<SweepResult> {
  if (!Number.isFinite(graceMs) || graceMs < 0) throw new Error(`The grace period must be a duration of 0 ms or more, not ${String(graceMs)}.`);
  const stopAt = clock() + timeBudgetMs;
  const cutOff = now.getTime() - graceMs;
  const result: SweepResult = { checked: 0, tooRecent: 0, referenced: 0, deleted: [], failed: [], complete: true };
  let inUse: Set<string> | null = null;
  let pageToken: string | null = null;
  do {
    if (clock() >= stopAt) {
      result.complete = false;
      log('The sweep stopped at its time budget; the next run goes on.');
      break;
    }
    const page: ObjectPage = await objects.listPage(RESUME_PREFIX, pageToken);
    pageToken = page.nextPageToken;
    const found = page.objects.filter((object) => object.path.startsWith(RESUME_PREFIX));
    // An object without a readable creation time is kept, as a young one is.
    const old = found.filter((object) => Number.isFinite(object.createdAt.getTime()) && object.createdAt.getTime() <= cutOff);
    result.checked += found.length;
    result.tooRecent += found.length - old.length;
    if (old.length === 0) continue;

    // Read after the first listing: an object old enough to delete was uploaded before this read, so its applicant is seen.
    if (inUse === null) {
      const references = new Set<string>();
      for (const value of await applicants.resumeReferences()) {
        const path = referencedPath(value);
        if (path !== null) references.add(path);
      }
      inUse = references;
    }
    const orphans = old.filter((object) => !inUse?.has(object.path));
    result.referenced += old.length - orphans.length;
    await inParallel(orphans, parallel, async (object) => {
      try {
        await objects.remove(object.path);
        result.deleted.push(object.path);
        log(`Deleted ${object.path}: no applicant refers to it (created ${object.createdAt.toISOString()}).`);
      } catch (error) {
        result.failed.push(object.path);
        log(`Could not delete ${object.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  } while (pageToken !== null);
  result.deleted.sort();
  result.failed.sort();
  return result;
}
