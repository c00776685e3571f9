/**
 * Uploaded resumes that no applicant refers to are deleted.
 *
 * A visitor's application is two writes: the resume file goes to `resume/`
 * (anyone may create there, nobody but an admin may read or delete), then the
 * applicant document that points at it. A script can do the first without
 * the second, and a failed second write leaves the file behind. The sweep
 * finds every `resume/` object older than a grace period (so an application
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

export interface StoredObject {
  /** The object's full path, e.g. `resume/1732240000000-a1b2c3-cv.pdf`. */
  path: string;
  /** When the object was created (Cloud Storage's `timeCreated`). */
  createdAt: Date;
}

/** The part of a storage bucket the sweep uses. */
export interface ObjectStore {
  /** Every object whose path starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
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
 * no applicant refers to. The objects are listed before the documents are
 * read, so an applicant created in between still protects its resume. When
 * the documents cannot be read, nothing is deleted (the error propagates).
 */
export async function sweepOrphanResumes({
  objects,
  applicants,
  now = new Date(),
  graceMs = DEFAULT_GRACE_MS,
  log = () => undefined,
}: {
  objects: ObjectStore;
  applicants: ApplicantResumes;
  now?: Date;
  graceMs?: number;
  log?: (line: string) => void;
}): Promise<SweepResult> {
  if (!Number.isFinite(graceMs) || graceMs < 0) throw new Error(`The grace period must be a duration of 0 ms or more, not ${String(graceMs)}.`);
  const found = (await objects.list(RESUME_PREFIX)).filter((object) => object.path.startsWith(RESUME_PREFIX));
  const cutOff = now.getTime() - graceMs;
  // An object without a readable creation time is kept, as a young one is.
  const old = found.filter((object) => Number.isFinite(object.createdAt.getTime()) && object.createdAt.getTime() <= cutOff);
  const result: SweepResult = { checked: found.length, tooRecent: found.length - old.length, referenced: 0, deleted: [], failed: [] };
  if (old.length === 0) return result;

  const inUse = new Set<string>();
  for (const value of await applicants.resumeReferences()) {
    const path = referencedPath(value);
    if (path !== null) inUse.add(path);
  }
  for (const object of old) {
    if (inUse.has(object.path)) {
      result.referenced += 1;
      continue;
    }
    try {
      await objects.remove(object.path);
      result.deleted.push(object.path);
      log(`Deleted ${object.path}: no applicant refers to it (created ${object.createdAt.toISOString()}).`);
    } catch (error) {
      result.failed.push(object.path);
      log(`Could not delete ${object.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}
