/**
 * Reading the values of stored documents: timestamps, storage paths (or the
 * download URLs that documents written by the earlier site hold) and service
 * values (or their words). Pure functions, used by the stored-document
 * schemas (schemas/fields.ts) and by the mapping.
 */
import { serviceLabels, serviceValues, type ServiceValue } from '../services';

/**
 * Converts a stored timestamp to a Date: a Firestore Timestamp (anything with
 * `toDate()`), a `{seconds, nanoseconds}` object, a Date, epoch milliseconds
 * or an ISO string. Anything else (missing, null, a pending server timestamp,
 * an invalid value) gives null.
 */
export function toDateOrNull(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  else if (typeof value === 'object' && value !== null) {
    const v = value as { toDate?: unknown; seconds?: unknown; nanoseconds?: unknown };
    if (typeof v.toDate === 'function') {
      const d: unknown = (v.toDate as () => unknown).call(value);
      date = d instanceof Date ? d : null;
    } else if (typeof v.seconds === 'number') {
      date = new Date(v.seconds * 1000 + (typeof v.nanoseconds === 'number' ? Math.floor(v.nanoseconds / 1e6) : 0));
    }
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** True for an absolute URL that needs no resolution (http(s), blob, data). */
export function isAbsoluteUrl(value: string): boolean {
  return /^(https?:|blob:|data:)/i.test(value);
}

/** The storage path held by a field (null when empty or not a string). */
export function storagePathOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Extracts the storage path from a Firebase download URL
 * (`.../o/images%2Fa.png?alt=media...` gives `images/a.png`); other strings are
 * returned as they are. Lets documents written with URLs (as the observed
 * site did) be cleaned up by path.
 */
export function pathFromDownloadUrl(value: string): string {
  const match = /\/o\/([^?#]+)/.exec(value);
  if (match && /firebasestorage|googleapis|:\d+\/v0\/b\//.test(value)) {
    try {
      return decodeURIComponent(match[1] ?? '');
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * The `<folder>/` storage path a stored field names (a path, or a Firebase
 * download URL), else ''. Resumes sit in their uploader's folder,
 * `resume/<uid>/<name>` (applications sent before that name `resume/<name>`).
 */
export function folderPathOf(folder: string, value: unknown): string {
  const path = storagePathOf(value);
  if (!path) return '';
  const clean = pathFromDownloadUrl(path.trim());
  const nested = folder === 'resume' ? '([^/]+/)?' : '';
  return new RegExp(`^${folder}/${nested}[^/]+$`).test(clean) ? clean : '';
}

/** The `resume/` storage path a stored resume field names (a path, or a Firebase download URL), else ''. */
export function resumePathOf(value: unknown): string {
  return folderPathOf('resume', value);
}

/**
 * The service value a stored entry names: the value itself, or its word in
 * any case and spacing ('Custom Clearance', 'CUSTOM CLEARANCE', 'custom-clearance').
 */
export function serviceValueOf(entry: unknown): ServiceValue | undefined {
  if (typeof entry !== 'string') return undefined;
  const exact = serviceValues.find((value) => value === entry);
  if (exact) return exact;
  const key = entry.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return serviceValues.find((value) => serviceLabels[value].toLowerCase() === key || value.toLowerCase() === key.replace(/ /g, ''));
}

/**
 * Normalises stored services to values: accepts the values themselves and
 * their display words in any case. Unknown entries are dropped; duplicates
 * removed; in the order of the services table.
 */
export function toServiceValues(value: unknown): ServiceValue[] {
  if (!Array.isArray(value)) return [];
  const found = new Set(value.map(serviceValueOf));
  return serviceValues.filter((service) => found.has(service));
}
