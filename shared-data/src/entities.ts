/**
 * Entities of the SEAWAVE data layer, their input types, the
 * collection names, the service words and the text/file limits.
 *
 * This module is light (no SDK code): pages import it freely through
 * `@seawave/shared-data`.
 */
import type * as v from 'valibot';
import limits from './limits.json';
import type * as schemas from './schemas/entity-schemas';
import type * as inputs from './schemas/input-schemas';

/** Firestore collection names, exactly as stored. */
export const collections = {
  posts: 'posts',
  jobvacancy: 'jobvacancy',
  applicants: 'applicants',
  quotes: 'quotes',
} as const;
export type CollectionName = (typeof collections)[keyof typeof collections];

/** Storage folders. */
export const storageFolders = ['images', 'resume'] as const;
export type StorageFolder = (typeof storageFolders)[number];

// ---------------------------------------------------------------- services

export { services, serviceValues, serviceLabels, isServiceValue, type Service, type ServiceValue } from './services';

// ---------------------------------------------------------------- entities
// Every entity is declared once, by its schema (schemas/entity-schemas.ts);
// these are its types: what the data interface reads (`Quote`, ...) and what
// it accepts (`NewQuote`, ...). Type-only imports: no schema code here.

/** What a stored document reads as, with its id. */
type StoredEntity<S extends v.GenericSchema> = { id: string } & v.InferOutput<S>;

/**
 * A blog post (collection `posts`). `mainPhoto` and `profilePhoto` are download
 * URLs, resolved from their storage paths when read (null when absent or
 * unresolvable); `updatedAt` is null for posts never edited.
 */
export type Post = StoredEntity<typeof schemas.storedPostSchema>;
/** A job vacancy (collection `jobvacancy`); `responsibilities` and `prerequisite` are newline-separated lists. */
export type Vacancy = StoredEntity<typeof schemas.storedVacancySchema>;
/**
 * A job application (collection `applicants`). `resumeURL` is the resume's
 * storage path (`resume/...`), '' when the document names no `resume/` file;
 * never a URL: resumes are read with the signed-in `files.download`.
 */
export type Applicant = StoredEntity<typeof schemas.storedApplicantSchema>;
/** A free-quote request (collection `quotes`). */
export type Quote = StoredEntity<typeof schemas.storedQuoteSchema>;

/** The documents of each collection as stored, with their ids (times as the store holds them); what the sample content writes. */
export interface StoredDocuments {
  posts: ({ id: string } & v.InferInput<typeof schemas.storedPostSchema>)[];
  jobvacancy: ({ id: string } & v.InferInput<typeof schemas.storedVacancySchema>)[];
  applicants: ({ id: string } & v.InferInput<typeof schemas.storedApplicantSchema>)[];
  quotes: ({ id: string } & v.InferInput<typeof schemas.storedQuoteSchema>)[];
}

export const relocateOptions = ['yes', 'no'] as const;
export type Relocate = (typeof relocateOptions)[number];

export const experienceOptions = ['0-1', '2-5', '6+'] as const;
export type ExperienceRange = (typeof experienceOptions)[number];

// ---------------------------------------------------------------- inputs

/**
 * A photo given to `posts.create` / `posts.update`: either a file the
 * interface uploads under `images/` (the usual case: pass the `File` from the
 * file input), or the storage path of a file already uploaded with
 * `files.upload('images', file)`.
 */
export type PhotoInput = File | { path: string };

/** Input of `posts.create`. Both photos are required. */
export type NewPost = v.InferInput<typeof inputs.newPostSchema>;
/** Input of `posts.update`. The four texts are always written; a photo left `undefined` keeps the existing one. */
export type PostUpdate = v.InferInput<typeof inputs.postUpdateSchema>;
/** Input of `vacancies.create`. A new vacancy starts with `isBlocked: false` unless given. */
export type NewVacancy = v.InferInput<typeof inputs.newVacancySchema>;
/** Input of `applicants.create`, including the resume file the interface uploads under `resume/`. */
export type NewApplicant = v.InferInput<typeof inputs.newApplicantSchema>;
/** Input of `quotes.create`. `comments` may be empty or left out. */
export type NewQuote = v.InferInput<typeof inputs.newQuoteSchema>;

// ---------------------------------------------------------------- limits

/**
 * Maximum length (characters) of each text field, enforced by the forms
 * and by firestore.rules (the entity schemas name their field's limit).
 */
export const fieldLimits: Readonly<typeof limits.fields> = limits.fields;
export type LimitedField = keyof typeof limits.fields;

export type FileKind = 'image' | 'resume';

export interface FileLimit {
  maxBytes: number;
  contentTypes: readonly string[];
  extensions: readonly string[];
  /** Words for messages, e.g. 'a PDF, DOC or DOCX file'. */
  description: string;
}

/** Upload limits: images (PNG, JPEG, WebP, GIF) and resumes (PDF, DOC, DOCX), 5 MB each. */
export const fileLimits: Readonly<Record<FileKind, FileLimit>> = limits.files;

/** The `accept` attribute for a file input of the given kind. */
export function acceptAttribute(kind: FileKind): string {
  const limit = fileLimits[kind];
  return [...limit.contentTypes, ...limit.extensions].join(',');
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Content type of a file, guessed from its extension when the browser left it empty. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const byExt: Record<string, string> = {
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.webp': 'image/webp',
    '.gif': 'image/gif',
    '.pdf': 'application/pdf',
    '.doc': 'application/msword',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  return byExt[ext] ?? '';
}

/**
 * Checks a file against the limits of its kind. Returns a message to show to
 * the user, or null when the file is acceptable.
 */
export function validateFile(kind: FileKind, file: Pick<File, 'name' | 'type' | 'size'> | null | undefined): string | null {
  const limit = fileLimits[kind];
  const what = kind === 'image' ? 'image' : 'resume';
  if (!file) return `Please choose ${limit.description}.`;
  if (!limit.contentTypes.includes(contentTypeOf(file))) {
    return `The ${what} "${file.name}" must be ${limit.description}.`;
  }
  if (file.size === 0) return `The ${what} "${file.name}" is empty.`;
  if (file.size > limit.maxBytes) {
    return `The ${what} "${file.name}" is larger than ${formatMegabytes(limit.maxBytes)}.`;
  }
  return null;
}

/** Error thrown by the data layer when a file fails `validateFile`; `message` is the user-facing text. */
export class FileValidationError extends Error {
  override readonly name = 'FileValidationError';
}

// ---------------------------------------------------------------- sorting

export type SortOrder = 'latest' | 'oldest';

/**
 * Returns a new array sorted by `createdAt` ('latest' = newest first,
 * 'oldest' = oldest first). Items without a date always come last, in their
 * original order (the sort is stable).
 */
export function sortByCreatedAt<T extends { createdAt: Date | null }>(items: readonly T[], order: SortOrder = 'latest'): T[] {
  const time = (item: T): number | null => {
    const t = item.createdAt?.getTime();
    return t === undefined || Number.isNaN(t) ? null : t;
  };
  return [...items].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta === null && tb === null) return 0;
    if (ta === null) return 1;
    if (tb === null) return -1;
    return order === 'latest' ? tb - ta : ta - tb;
  });
}

// ---------------------------------------------------------------- storage paths

/** Makes a file name safe for a storage path: letters, digits, '.', '_' and '-', at most 80 characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-80);
  return clean || 'file';
}

/** The Web Crypto random source where there is one (browsers, Node 19+); typed here so that the Cloud Functions, which have no DOM types, compile this module too. */
type RandomSource = { getRandomValues?: <T extends Uint8Array>(array: T) => T } | undefined;

function randomPart(): string {
  const cryptoObj = globalThis.crypto as RandomSource;
  if (cryptoObj?.getRandomValues) {
    const bytes = cryptoObj.getRandomValues(new Uint8Array(6));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return Math.random().toString(16).slice(2, 14).padEnd(12, '0');
}

/** A unique storage path: `<folder>/<timestamp>-<random>-<sanitised original name>`. */
export function uniqueStoragePath(folder: StorageFolder, fileName: string, now: number = Date.now()): string {
  return `${folder}/${now}-${randomPart()}-${sanitizeFileName(fileName)}`;
}

/**
 * The storage path of a resume: in its uploader's own folder,
 * `resume/<uid>/<timestamp>-<random>-<safe name>`. The rules let only that
 * identity upload there and an application name only a resume of its own
 * identity's folder, so deleting one application never deletes another's file.
 */
export function resumeStoragePath(uid: string, fileName: string, now: number = Date.now()): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new Error(`Not a user id: ${uid}`);
  return `resume/${uid}/${now}-${randomPart()}-${sanitizeFileName(fileName)}`;
}

/** A random identifier (20 characters, like a Firestore document id). */
export function randomId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const cryptoObj = globalThis.crypto as RandomSource;
  const bytes = cryptoObj?.getRandomValues
    ? cryptoObj.getRandomValues(new Uint8Array(20))
    : Uint8Array.from({ length: 20 }, () => Math.floor(Math.random() * 256));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** What a phone number may contain: digits, spaces, '+', '-' and parentheses. */
export const phoneCharacters = /^[0-9 +()-]+$/;
/** How many digits a phone number has in all, at least and at most. */
export const phoneDigits = { min: limits.phone.minDigits, max: limits.phone.maxDigits } as const;
/** The message for a phone number that breaks the rule (forms and data interface). */
export const PHONE_INVALID_TEXT = `Please enter a valid phone number (${phoneDigits.min} to ${phoneDigits.max} digits).`;

/**
 * The one phone-number rule of the forms, the data interface and the security
 * rules: only digits, spaces, '+', '-' and parentheses, 7 to 15 digits in all.
 */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[^0-9]/g, '').length;
  return phoneCharacters.test(trimmed) && digits >= phoneDigits.min && digits <= phoneDigits.max;
}

// ---------------------------------------------------------------- e-mail and text characters

/**
 * The one e-mail pattern (source text, matched against the whole value) of
 * the forms, the data interface and the security rules: letters, digits,
 * '_', '+', '-' and single dots before the '@', then dot-separated domain
 * labels and a top-level domain of 2 to 63 letters. No '?', '&', '%',
 * whitespace or control characters, so a stored address is safe in a
 * `mailto:` link.
 */
export const emailPattern: string = limits.patterns.email;
/**
 * Whole-value pattern of a one-line text: no control characters and no
 * bidi embedding, override or isolate characters (U+202A–U+202E, U+2066–U+2069).
 */
export const singleLineTextPattern: string = limits.patterns.singleLineText;
/** Whole-value pattern of a multi-line text: as `singleLineTextPattern`, but newline and tab are allowed. */
export const multiLineTextPattern: string = limits.patterns.multiLineText;

const whole = (source: string) => new RegExp(`^(?:${source})$`, 'u');
const emailRegExp = whole(emailPattern);
const singleLineRegExp = whole(singleLineTextPattern);
const multiLineRegExp = whole(multiLineTextPattern);

/** True when `value` is an e-mail address by the one e-mail rule (and within the e-mail length limit). */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= limits.fields.email && emailRegExp.test(value);
}

/**
 * True when `value` holds no control character and no bidi embedding,
 * override or isolate character; with `multiLine`, newline and tab are allowed.
 */
export function isCleanText(value: string, multiLine = false): boolean {
  return (multiLine ? multiLineRegExp : singleLineRegExp).test(value);
}

// ---------------------------------------------------------------- form messages

/** True when `value` is longer than its field's limit (limits.json). */
export function isOverLimit(field: LimitedField, value: string): boolean {
  return value.length > fieldLimits[field];
}

/** The message of a form refused for answers over their field limits. */
export const TOO_LONG_TEXT = 'Some answers are too long. Please shorten them.';

/** The short notes under each field a form refuses (quote, application, blog and job forms). */
export const fieldNotes = {
  required: 'This field is required.',
  email: 'Enter an address like name@company.com.',
  phone: `Use digits, spaces, +, - and parentheses: ${phoneDigits.min} to ${phoneDigits.max} digits.`,
  /** By the field's name in limits.json, or by its limit. */
  tooLong: (limit: LimitedField | number) => `Please shorten this to ${typeof limit === 'number' ? limit : fieldLimits[limit]} characters or fewer.`,
} as const;
