/**
 * Pure mapping between stored documents and entities, shared by both back
 * ends (and unit-tested everywhere): timestamps to Date, raw documents to
 * entities, storage paths to URLs, service words to values.
 */
import {
  experienceOptions,
  isServiceValue,
  relocateOptions,
  serviceLabels,
  serviceValues,
  type Applicant,
  type ExperienceRange,
  type Post,
  type Quote,
  type Relocate,
  type ServiceValue,
  type Vacancy,
} from '../entities';

/** A stored document: its id and its fields as read from the store. */
export interface RawDoc {
  id: string;
  data: Record<string, unknown>;
}

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

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

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

/** The `resume/` storage path a stored resume field names (a path, or a Firebase download URL), else ''. */
export function resumePathOf(value: unknown): string {
  const path = storagePathOf(value);
  if (!path) return '';
  const clean = pathFromDownloadUrl(path.trim());
  return /^resume\/[^/]+$/.test(clean) ? clean : '';
}

/** Resolves a stored path (or URL) to a displayable URL; null when empty or unresolvable (never throws). */
export async function resolveUrl(value: unknown, resolvePath: (path: string) => Promise<string | null>): Promise<string | null> {
  const path = storagePathOf(value);
  if (!path) return null;
  if (isAbsoluteUrl(path)) return path;
  try {
    return await resolvePath(path);
  } catch (error) {
    console.warn(`[shared-data] cannot resolve ${path}`, error);
    return null;
  }
}

/**
 * Normalises stored services to values: accepts the values themselves and
 * their display words in any case ('Custom Clearance', 'CUSTOM CLEARANCE').
 * Unknown entries are dropped; duplicates removed; order of serviceValues.
 */
export function toServiceValues(value: unknown): ServiceValue[] {
  if (!Array.isArray(value)) return [];
  const found = new Set<ServiceValue>();
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    if (isServiceValue(entry)) {
      found.add(entry);
      continue;
    }
    const key = entry.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
    const match = serviceValues.find(
      (v) => serviceLabels[v].toLowerCase() === key || v.toLowerCase() === key.replace(/ /g, ''),
    );
    if (match) found.add(match);
  }
  return serviceValues.filter((v) => found.has(v));
}

/** The display words of service values ('Custom Clearance', ...). */
export function serviceWords(values: readonly ServiceValue[]): string[] {
  return values.map((v) => serviceLabels[v]);
}

/** Raw post document to Post; photo fields resolved through `resolvePath`. */
export async function toPost(doc: RawDoc, resolvePath: (path: string) => Promise<string | null>): Promise<Post> {
  const d = doc.data;
  const [mainPhoto, profilePhoto] = await Promise.all([resolveUrl(d.mainPhoto, resolvePath), resolveUrl(d.profilePhoto, resolvePath)]);
  return {
    id: doc.id,
    name: str(d.name),
    topic: str(d.topic),
    description: str(d.description),
    message: str(d.message),
    mainPhoto,
    profilePhoto,
    createdAt: toDateOrNull(d.createdAt),
    updatedAt: toDateOrNull(d.updatedAt),
  };
}

/** Raw vacancy document to Vacancy (isBlocked defaults to false). */
export function toVacancy(doc: RawDoc): Vacancy {
  const d = doc.data;
  return {
    id: doc.id,
    position: str(d.position),
    department: str(d.department),
    overview: str(d.overview),
    responsibilities: str(d.responsibilities),
    prerequisite: str(d.prerequisite),
    experience: str(d.experience),
    isBlocked: d.isBlocked === true,
    createdAt: toDateOrNull(d.createdAt),
  };
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Raw applicant document to Applicant; resumeURL is the resume's storage path
 * (a stored download URL read back as its path), '' when it is not a
 * `resume/` file. It is never resolved to a URL: resumes are read signed in.
 */
export function toApplicant(doc: RawDoc): Applicant {
  const d = doc.data;
  return {
    id: doc.id,
    name: str(d.name),
    email: str(d.email),
    number: str(d.number),
    position: str(d.position),
    relocate: oneOf<Relocate>(relocateOptions, d.relocate, 'yes'),
    experience: oneOf<ExperienceRange>(experienceOptions, d.experience, '0-1'),
    resumeURL: resumePathOf(d.resumeURL),
    createdAt: toDateOrNull(d.createdAt),
  };
}

/** Raw quote document to Quote. */
export function toQuote(doc: RawDoc): Quote {
  const d = doc.data;
  return {
    id: doc.id,
    name: str(d.name),
    email: str(d.email),
    contactNumber: str(d.contactNumber),
    companyName: str(d.companyName),
    companyAddress: str(d.companyAddress),
    services: toServiceValues(d.services),
    comments: str(d.comments),
    createdAt: toDateOrNull(d.createdAt),
  };
}
