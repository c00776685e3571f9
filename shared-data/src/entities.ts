// No SDK code here, so pages may import this module freely.
import limits from './limits.json';

export const collections = {
  posts: 'posts',
  jobvacancy: 'jobvacancy',
  applicants: 'applicants',
  quotes: 'quotes',
  rates: 'rates',
} as const;
export type CollectionName = (typeof collections)[keyof typeof collections];

export const storageFolders = ['images', 'resume'] as const;
export type StorageFolder = (typeof storageFolders)[number];

export { serviceValues, serviceLabels } from './services';

export const relocateOptions = ['yes', 'no'] as const;
export type Relocate = (typeof relocateOptions)[number];

export const experienceOptions = ['0-1', '2-5', '6+'] as const;
export type ExperienceRange = (typeof experienceOptions)[number];

export type PhotoInput = File | { path: string };

export const fieldLimits: Readonly<typeof limits.fields> = limits.fields;
export type LimitedField = keyof typeof limits.fields;

export interface NumberLimit {
  min: number;
  max: number;
  decimals: number;
}
export type LimitedNumber = Exclude<keyof typeof limits.numbers, '$comment'>;
export const numberLimits: Readonly<Record<LimitedNumber, NumberLimit>> = limits.numbers;
/** The bounds of the price staff send a shipper: those of any amount staff type. */
export const staffPriceLimits: { readonly maxAmount: number; readonly maxDecimals: number } = { maxAmount: numberLimits.amount.max, maxDecimals: numberLimits.amount.decimals };

export type FileKind = 'image' | 'resume';

export interface FileLimit {
  maxBytes: number;
  contentTypes: readonly string[];
  extensions: readonly string[];
  description: string;
}

export const fileLimits: Readonly<Record<FileKind, FileLimit>> = limits.files;

export function acceptAttribute(kind: FileKind): string {
  const limit = fileLimits[kind];
  return [...limit.contentTypes, ...limit.extensions].join(',');
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Guessed from the extension when the browser left the type empty. */
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

/** The message to show the user, or null when the file is acceptable. */
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

export class FileValidationError extends Error {
  override readonly name = 'FileValidationError';
}

export type SortOrder = 'latest' | 'oldest';

/** Returns a new array; items without a date come last, in their original order. */
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

// Typed here so the Cloud Functions, which have no DOM types, compile this module too.
type RandomSource = { getRandomValues?: <T extends Uint8Array>(array: T) => T } | undefined;

function randomPart(): string {
  const cryptoObj = globalThis.crypto as RandomSource;
  if (cryptoObj?.getRandomValues) {
    const bytes = cryptoObj.getRandomValues(new Uint8Array(6));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return Math.random().toString(16).slice(2, 14).padEnd(12, '0');
}

export function uniqueStoragePath(folder: StorageFolder, fileName: string, now: number = Date.now()): string {
  return `${folder}/${now}-${randomPart()}-${sanitizeFileName(fileName)}`;
}

/**
 * In the uploader's own folder: the rules let an application name only its own identity's resume,
 * so deleting one application never deletes another's file.
 */
export function resumeStoragePath(uid: string, fileName: string, now: number = Date.now()): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new Error(`Not a user id: ${uid}`);
  return `resume/${uid}/${now}-${randomPart()}-${sanitizeFileName(fileName)}`;
}

export function randomId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const cryptoObj = globalThis.crypto as RandomSource;
  const bytes = cryptoObj?.getRandomValues
    ? cryptoObj.getRandomValues(new Uint8Array(20))
    : Uint8Array.from({ length: 20 }, () => Math.floor(Math.random() * 256));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export const phoneCharacters = /^[0-9 +()-]+$/;
export const phoneDigits = { min: limits.phone.minDigits, max: limits.phone.maxDigits } as const;
export const PHONE_INVALID_TEXT = `Please enter a valid phone number (${phoneDigits.min} to ${phoneDigits.max} digits).`;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[^0-9]/g, '').length;
  return phoneCharacters.test(trimmed) && digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/**
 * Any script, apostrophes and the other RFC 5322 characters; never '?', '&', '%', whitespace, quotes, commas or angle
 * brackets, so a stored address is safe in a `mailto:` link and cannot carry a mail header.
 */
export const emailPattern: string = limits.patterns.email;
/** Refuses control characters and the bidi embedding, override and isolate characters, which can disguise text. */
export const singleLineTextPattern: string = limits.patterns.singleLineText;
export const multiLineTextPattern: string = limits.patterns.multiLineText;

const whole = (source: string) => new RegExp(`^(?:${source})$`, 'u');
const emailRegExp = whole(emailPattern);
const singleLineRegExp = whole(singleLineTextPattern);
const multiLineRegExp = whole(multiLineTextPattern);

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= limits.fields.email && emailRegExp.test(value);
}

export function isCleanText(value: string, multiLine = false): boolean {
  return (multiLine ? multiLineRegExp : singleLineRegExp).test(value);
}

export function isOverLimit(field: LimitedField, value: string): boolean {
  return value.length > fieldLimits[field];
}

export const TOO_LONG_TEXT = 'Some answers are too long. Please shorten them.';

export const fieldNotes = {
  required: 'This field is required.',
  email: 'Enter an address like name@company.com.',
  phone: `Use digits, spaces, +, - and parentheses: ${phoneDigits.min} to ${phoneDigits.max} digits.`,
  tooLong: (limit: LimitedField | number) => `Please shorten this to ${typeof limit === 'number' ? limit : fieldLimits[limit]} characters or fewer.`,
} as const;
