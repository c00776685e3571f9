/**
 * The building blocks of the entity schemas (valibot): one rule per kind of
 * field, each issue tagged with a code (`IssueCode`) instead of a sentence, so
 * that each form words it its own way and the data interface its own.
 */
import * as v from 'valibot';
import {
  fieldLimits,
  isCleanText,
  isEmailAddress,
  isPhoneNumber,
  isServiceValue,
  serviceValues,
  type LimitedField,
  type PhotoInput,
  type ServiceValue,
} from '../entities';

/**
 * What is wrong with a field, most important first: a form names the first
 * code any field has and marks every field with that code.
 */
export const issueCodes = ['required', 'email', 'phone', 'tooLong', 'characters', 'choice', 'repeated'] as const;
export type IssueCode = (typeof issueCodes)[number];

const notBlank = (value: string) => value.trim() !== '';

interface TextOptions {
  /** Newline and tab allowed (messages, descriptions, lists). */
  multiLine?: boolean;
  /** Leading and trailing spaces are kept (a post's message keeps its own spacing); otherwise trimmed. */
  keepSpaces?: boolean;
  /** An empty text is allowed. */
  optional?: boolean;
}

/** A text within its field's limit, free of control and bidi-override characters. */
export function text(field: LimitedField, { multiLine = false, keepSpaces = false, optional = false }: TextOptions = {}) {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => (keepSpaces ? value : value.trim())),
    v.check((value: string) => optional || notBlank(value), 'required' satisfies IssueCode),
    v.maxLength(fieldLimits[field], 'tooLong' satisfies IssueCode),
    v.check((value: string) => isCleanText(value, multiLine), 'characters' satisfies IssueCode),
  );
}

/** The one e-mail rule (no '?', '&', '%', whitespace or control characters). */
export function email() {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.maxLength(fieldLimits.email, 'tooLong' satisfies IssueCode),
    v.check((value: string) => isEmailAddress(value), 'email' satisfies IssueCode),
  );
}

/** The one phone rule: digits, spaces, '+', '-' and parentheses, 7 to 15 digits. */
export function phone(field: 'number' | 'contactNumber') {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.maxLength(fieldLimits[field], 'tooLong' satisfies IssueCode),
    v.check(isPhoneNumber, 'phone' satisfies IssueCode),
  );
}

/** One or more of the six services, each once; stored in the form's order of services. */
export function services() {
  return v.pipe(
    v.array(v.string('choice' satisfies IssueCode), 'required' satisfies IssueCode),
    v.minLength(1, 'required' satisfies IssueCode),
    v.check((list: string[]) => list.every(isServiceValue), 'choice' satisfies IssueCode),
    v.check((list: string[]) => new Set(list).size === list.length, 'repeated' satisfies IssueCode),
    v.transform((list: string[]): ServiceValue[] => serviceValues.filter((value) => list.includes(value))),
  );
}

/** One of a fixed list of words (relocate, experience range). */
export function choice<const T extends readonly string[]>(options: T) {
  return v.picklist(options, 'choice' satisfies IssueCode);
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** A chosen file (its type and size are checked by `validateFile`, its content by `checkFileContent`). */
export function file() {
  return v.custom<File>(isBlob, 'required' satisfies IssueCode);
}

/** A photo: a chosen file or the storage path of an uploaded image under `images/`. */
export function photo() {
  return v.custom<PhotoInput>(
    (value) =>
      isBlob(value) ||
      (typeof value === 'object' &&
        value !== null &&
        typeof (value as { path?: unknown }).path === 'string' &&
        /^images\/[^/]+$/.test((value as { path: string }).path) &&
        (value as { path: string }).path.length <= fieldLimits.storagePath),
    'required' satisfies IssueCode,
  );
}
