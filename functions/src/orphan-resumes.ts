/**
 * Uploaded resumes that no applicant refers to are deleted.
 *
 * A visitor's application is two writes: the resume file goes to the
 * uploader's own folder `resume/<uid>/` (each upload with a ticket; nobody but
 * an admin may read or delete), then the
 * applicant document that points at it. A script can do the first without
 * the second, and a failed second write leaves the file behind. The sweep
 * finds every object under `resume/` (in the uploaders' folders, and directly
 * in `resume/` for applications sent before resumes had folders; the listing
 * has no delimiter, so it returns both) older than a grace period (so an application
 * still being sent is never touched) that no applicant's `resumeURL` points
 * to, and deletes it. Deleting an applicant therefore also frees its resume
 * at the next sweep, even when the admin screen's own delete of the file
 * did not happen.
 *
 * This module is pure: the storage and the applicant documents are reached
 * through the two small interfaces below, so the logic is tested without a
 * back end and runs unchanged against Cloud Storage and the emulators.
 */

/** The folder of uploaded resumes. */
export const RESUME_PREFIX = 'resume/';

/** A resume younger than this is never deleted: its applicant may still be on its way. */
export const DEFAULT_GRACE_MS = 30 * 60 * 1000;

/** How many objects one listing page asks for. */
export const PAGE_SIZE = 500;

/** How many deletions (and metadata reads) run at the same time. */
export const PARALLEL_REQUESTS = 25;

/**
 * How long one sweep may keep starting new work; the scheduled function's own
 * limit is 300 s, so a sweep stops cleanly before it and the next run goes on.
 */
export const DEFAULT_TIME_BUDGET_MS = 240 * 1000;

export interface StoredObject {
  /** The object's full path, e.g. `resume/<uid>/1732240000000-a1b2c3d4e5f6-cv.pdf`. */
  path: string;
  /** When the object was created (Cloud Storage's `timeCreated`). */
  createdAt: Date;
}

/** One page of a listing: its objects and the token of the next page (null after the last). */
export interface ObjectPage {
  objects: StoredObject[];
  nextPageToken: string | null;
}

/** The part of a storage bucket the sweep uses. */
export interface ObjectStore {
  /** One page of the objects whose path starts with `prefix`, at any depth (no delimiter; `pageToken` null: the first page). */
  listPage(prefix: string, pageToken: string | null): Promise<ObjectPage>;
  /** Deletes one object; an object already gone is not an error. */
  remove(path: string): Promise<void>;
}

/** The applicant documents, as far as the sweep needs them. */
export interface ApplicantResumes {
  /** The raw `resumeURL` value of every applicant document (a storage path, or a legacy download URL). */
  resumeReferences(): Promise<unknown[]>;
}

export interface SweepResult {
  /** Objects found under `resume/`. */
  checked: number;
  /** Objects left alone because they are younger than the grace period (or have no readable creation time). */
  tooRecent: number;
  /** Objects left alone because an applicant refers to them. */
  referenced: number;
  /** Paths deleted. */
  deleted: string[];
  /** Paths whose deletion failed (tried again at the next sweep). */
  failed: string[];
  /** False when the time budget ran out before every page was handled (the next sweep goes on). */
  complete: boolean;
}

/**
 * Runs `task` on every item, at most `parallel` at a time, in order of
 * start; resolves when all have settled (a task's rejection is its own to handle).
 */
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

/**
 * The storage path an applicant's `resumeURL` points to: the value itself
 * when it is a path, the object of a Firebase Storage download URL
 * (`.../v0/b/<bucket>/o/<encoded path>?alt=media&token=...`), else null.
 */
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

/**
 * Deletes every object under `resume/` that is older than `graceMs` and that
 * no applicant refers to. The listing is read page by page; on each page the
 * orphans are deleted `parallel` at a time, so a burst of uploads is cleared
 * in one run. The applicants are read once, after the first page is listed,
 * so an applicant created in between still protects its resume (an object on
 * a later page that is older than the grace period was uploaded before that
 * read, and its applicant, if any, with it). When the documents cannot be
 * read, nothing is deleted (the error propagates). No new page is started
 * once `timeBudgetMs` has passed (`complete: false`; the next run goes on).
 */
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
  /** The current time in ms, for the time budget. */
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
