/**
 * The building blocks of the entity schemas (valibot): one helper per kind of
 * field. Each helper declares a field once and gives
 * - `input`: what a form and the data interface accept, each issue tagged
 *   with a code (`IssueCode`) instead of a sentence, so that each form words
 *   it its own way and the data interface its own;
 * - `stored`: what a stored document holds, as it is read back (lenient about
 *   absent values, strict about types);
 * - `info`: the facts firestore.rules checks on every write (kind, limit,
 *   lines, whether it must be filled in or present) and the words messages
 *   use; it is also the `field` metadata of `input` (`fieldInfo(schema)`).
 */
import * as v from 'valibot';
import { fieldLimits, isCleanText, isEmailAddress, isPhoneNumber, type LimitedField, type PhotoInput } from '../entities';
import { folderPathOf, serviceValueOf, toDateOrNull, toServiceValues } from '../core/stored-values';
import { serviceValues, type ServiceValue } from '../services';

/**
 * What is wrong with a field, most important first: a form names the first
 * code any field has and marks every field with that code.
 */
export const issueCodes = ['required', 'email', 'phone', 'tooLong', 'characters', 'choice', 'repeated'] as const;
export type IssueCode = (typeof issueCodes)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, whatever its issue type (valibot's own generic bound)
export type AnySchema = v.BaseSchema<any, any, v.BaseIssue<unknown>>;

/**
 * What a stored document must be, per field: the rules generator writes a
 * check from it, the messages take the field's words from it.
 * `presence`: 'filled' (non-blank, always stored), 'stored' (may be empty,
 * always stored), 'optional' (may be empty or absent from a stored document).
 */
export type FieldInfo = { label?: string; presence: 'filled' | 'stored' | 'optional' } & (
  | { kind: 'text'; max: number; multiLine: boolean }
  | { kind: 'email'; max: number }
  | { kind: 'phone'; max: number }
  | { kind: 'services'; values: readonly string[] }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'flag' }
  | { kind: 'photo'; folder: 'images'; max: number }
  | { kind: 'file'; folder: 'resume'; max: number }
);

export interface FieldDef<I extends AnySchema = AnySchema, S extends AnySchema = AnySchema, K extends string | undefined = string | undefined> {
  readonly input: I;
  readonly stored: S;
  readonly info: FieldInfo;
  /** The stored document's key when it is not the input's (a resume file is stored as its path, `resumeURL`). */
  readonly storedAs: K;
}

function field<I extends AnySchema, S extends AnySchema>(input: I, stored: S, info: FieldInfo): FieldDef<I, S, undefined>;
function field<I extends AnySchema, S extends AnySchema, K extends string>(input: I, stored: S, info: FieldInfo, storedAs: K): FieldDef<I, S, K>;
function field(input: AnySchema, stored: AnySchema, info: FieldInfo, storedAs?: string): FieldDef {
  // The info rides along as the input schema's metadata; it changes nothing the schema accepts.
  return { input: v.pipe(input, v.metadata({ field: info })), stored, info, storedAs };
}

/** The field facts a schema of this module carries (through `optional` too), or undefined. */
export function fieldInfo(schema: unknown): FieldInfo | undefined {
  let current = schema as { wrapped?: unknown; pipe?: readonly { kind?: string; type?: string; metadata?: { field?: FieldInfo } }[] } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const found = current.pipe?.find((item) => item.kind === 'metadata' && item.metadata?.field)?.metadata?.field;
    if (found) return found;
    current = (current.wrapped ?? current.pipe?.[0]) as typeof current;
  }
  return undefined;
}

/** How messages name a field: its declared words, else its key in words ('companyName' gives 'company name'). */
export function fieldLabel(key: string, info: FieldInfo | undefined): string {
  return info?.label ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const notBlank = (value: string) => value.trim() !== '';

/** A stored text; absent reads as ''. */
const storedText = v.optional(v.string(), '');
/** A stored text of an optional field; absent stays absent. */
const storedOptionalText = v.optional(v.string());

interface TextOptions {
  /** Newline and tab allowed (messages, descriptions, lists). */
  multiLine?: boolean;
  /** Leading and trailing spaces are kept (a post's message keeps its own spacing); otherwise trimmed. */
  keepSpaces?: boolean;
  /** May be left empty; always stored ('' when not given). */
  mayBeEmpty?: boolean;
  /** May be left empty, and a stored document may lack it (a field added after documents were stored). */
  optional?: boolean;
  /** How messages name the field, when not its key in words. */
  label?: string;
}

function checkedText(max: number, multiLine: boolean, keepSpaces: boolean, mayBeEmpty: boolean) {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => (keepSpaces ? value : value.trim())),
    v.check((value: string) => mayBeEmpty || notBlank(value), 'required' satisfies IssueCode),
    v.maxLength(max, 'tooLong' satisfies IssueCode),
    v.check((value: string) => isCleanText(value, multiLine), 'characters' satisfies IssueCode),
  );
}
type CheckedText = ReturnType<typeof checkedText>;
/**
 * A text that must be filled in is a string; one that may be empty may be
 * left out ('' then); an optional one may be left out and then stays out
 * (and documents stored before it existed lack it).
 */
type TextInput<O extends TextOptions> = O extends { optional: true }
  ? v.OptionalSchema<CheckedText, undefined>
  : O extends { mayBeEmpty: true }
    ? v.OptionalSchema<CheckedText, ''>
    : CheckedText;
type TextStored<O extends TextOptions> = O extends { optional: true } ? typeof storedOptionalText : typeof storedText;

/** A text within its limit (limits.json, by name), free of control and bidi-override characters. */
export function text<const O extends TextOptions = Record<never, never>>(limit: LimitedField, options?: O): FieldDef<TextInput<O>, TextStored<O>, undefined> {
  const { multiLine = false, keepSpaces = false, mayBeEmpty = false, optional = false, label } = options ?? {};
  const max = fieldLimits[limit];
  const presence = optional ? 'optional' : mayBeEmpty ? 'stored' : 'filled';
  const checked = checkedText(max, multiLine, keepSpaces, presence !== 'filled');
  const input = presence === 'filled' ? checked : presence === 'stored' ? v.optional(checked, '') : v.optional(checked);
  const stored = presence === 'optional' ? storedOptionalText : storedText;
  // `input` and `stored` are the schemas TextInput<O> and TextStored<O> name for these options.
  return field(input as TextInput<O>, stored as TextStored<O>, { kind: 'text', max, multiLine, presence, label });
}

/** The one e-mail rule (no '?', '&', '%', whitespace or control characters). */
export function email({ label = 'e-mail' }: { label?: string } = {}) {
  const input = v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.maxLength(fieldLimits.email, 'tooLong' satisfies IssueCode),
    v.check((value: string) => isEmailAddress(value), 'email' satisfies IssueCode),
  );
  return field(input, storedText, { kind: 'email', max: fieldLimits.email, presence: 'filled', label });
}

/** The one phone rule: digits, spaces, '+', '-' and parentheses, 7 to 15 digits. */
export function phone(limit: 'number' | 'contactNumber', { label }: { label?: string } = {}) {
  const max = fieldLimits[limit];
  const input = v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.maxLength(max, 'tooLong' satisfies IssueCode),
    v.check(isPhoneNumber, 'phone' satisfies IssueCode),
  );
  return field(input, storedText, { kind: 'phone', max, presence: 'filled', label });
}

/**
 * One or more of the six services, each once; kept in the order of the
 * services table. A stored list may hold the services' words (as the earlier
 * site stored them); an entry that names no service is refused.
 */
export function services() {
  const input = v.pipe(
    v.array(v.picklist(serviceValues, 'choice' satisfies IssueCode), 'required' satisfies IssueCode),
    v.minLength(1, 'required' satisfies IssueCode),
    v.check((list: ServiceValue[]) => new Set(list).size === list.length, 'repeated' satisfies IssueCode),
    v.transform((list: ServiceValue[]): ServiceValue[] => serviceValues.filter((value) => list.includes(value))),
  );
  const stored = v.optional(
    v.pipe(
      v.array(v.string()),
      v.check((list: string[]) => list.every((entry) => serviceValueOf(entry) !== undefined), `Every entry must be one of ${serviceValues.join(', ')}`),
      v.transform((list: string[]) => toServiceValues(list)),
    ),
    () => [],
  );
  return field(input, stored, { kind: 'services', values: serviceValues, presence: 'filled' });
}

type Options = readonly [string, ...string[]];
interface ChoiceOptions {
  /** May be left out of a new entity and of stored documents, and then stays out. */
  optional?: boolean;
  /** How messages name the field, when not its key in words. */
  label?: string;
}
type ChoiceInput<T extends Options, O extends ChoiceOptions> = O extends { optional: true }
  ? v.OptionalSchema<v.PicklistSchema<T, 'choice'>, undefined>
  : v.PicklistSchema<T, 'choice'>;
type ChoiceStored<T extends Options, O extends ChoiceOptions> = O extends { optional: true }
  ? v.OptionalSchema<v.PicklistSchema<T, undefined>, undefined>
  : v.OptionalSchema<v.PicklistSchema<T, undefined>, T[0]>;

/**
 * One of a fixed list of words (relocate, experience range); absent from a
 * stored document it reads as the first. An optional choice may be left out
 * and then stays out.
 */
export function choice<const T extends Options, const O extends ChoiceOptions = Record<never, never>>(
  options: T,
  settings?: O,
): FieldDef<ChoiceInput<T, O>, ChoiceStored<T, O>, undefined> {
  const optional = settings?.optional === true;
  const picked = v.picklist(options, 'choice' satisfies IssueCode);
  const input = optional ? v.optional(picked) : picked;
  const stored = optional ? v.optional(v.picklist(options)) : v.optional(v.picklist(options), options[0]);
  // `input` and `stored` are the schemas ChoiceInput<T, O> and ChoiceStored<T, O> name for these settings.
  return field(input as ChoiceInput<T, O>, stored as ChoiceStored<T, O>, {
    kind: 'choice',
    options,
    presence: optional ? 'optional' : 'filled',
    label: settings?.label,
  });
}

/** True or false; a new document starts with `false` unless given, and so does a stored one without it. */
export function flag({ label }: { label?: string } = {}) {
  return field(v.optional(v.boolean('choice' satisfies IssueCode), false), v.optional(v.boolean(), false), { kind: 'flag', presence: 'filled', label });
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * A chosen file (its type and size are checked by `validateFile`, its content
 * by `checkResumeContent`), stored as its storage path under `storedAs`; a
 * stored value outside the folder reads as ''.
 */
export function file<const K extends string>(folder: 'resume', storedAs: K, { label }: { label?: string } = {}) {
  const stored = v.optional(
    v.pipe(
      v.string(),
      v.transform((value: string) => folderPathOf(folder, value)),
    ),
    '',
  );
  return field(v.custom<File>(isBlob, 'required' satisfies IssueCode), stored, { kind: 'file', folder, max: fieldLimits.storagePath, presence: 'filled', label }, storedAs);
}

/**
 * A photo: a chosen file or the storage path of an uploaded image under
 * `images/`; stored as that path, or null when there is none (a stored
 * download URL of the earlier site is read as it is).
 */
export function photo({ label }: { label?: string } = {}) {
  const input = v.custom<PhotoInput>(
    (value) =>
      isBlob(value) ||
      (typeof value === 'object' &&
        value !== null &&
        typeof (value as { path?: unknown }).path === 'string' &&
        /^images\/[^/]+$/.test((value as { path: string }).path) &&
        (value as { path: string }).path.length <= fieldLimits.storagePath),
    'required' satisfies IssueCode,
  );
  return field(input, v.optional(v.nullable(v.string()), null), { kind: 'photo', folder: 'images', max: fieldLimits.storagePath, presence: 'filled', label });
}

/** A stored time (set by the server): null when absent or null, refused when it is not a time. */
export const storedTime = v.optional(
  v.pipe(
    v.unknown(),
    v.check((value) => value === null || toDateOrNull(value) !== null, 'Expected a time'),
    v.transform(toDateOrNull),
  ),
  null,
);
