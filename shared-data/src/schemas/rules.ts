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
import { cargoLimits, packageFields, summarizeCargo, type PackageLine } from '../freight/cargo';

/**
 * What is wrong with a field, most important first: a form names the first
 * code any field has and marks every field with that code.
 */
export const issueCodes = ['required', 'consent', 'email', 'phone', 'tooLong', 'characters', 'date', 'package', 'choice', 'repeated'] as const;
export type IssueCode = (typeof issueCodes)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, whatever its issue type (valibot's own generic bound)
export type AnySchema = v.BaseSchema<any, any, v.BaseIssue<unknown>>;

/**
 * Who writes a field: 'public' (the form that creates the document: the
 * visitor's, or the staff's for posts and vacancies), 'staff' (an admin
 * changes it afterwards, e.g. a quote's status) or 'server' (only the Cloud
 * Functions, with the Admin SDK: a reference, the search terms). Staff and
 * server fields are in the stored schema (optional) but never in a create's
 * input or allowed keys; the rules generator lets staff update only the
 * staff fields.
 */
export type FieldWriter = 'public' | 'staff' | 'server';

/**
 * What a stored document must be, per field: the rules generator writes a
 * check from it, the messages take the field's words from it.
 * `presence`: 'filled' (non-blank, always stored), 'stored' (may be empty,
 * always stored), 'optional' (may be empty or absent from a stored document).
 * `writer`: who writes it (default 'public').
 */
export type FieldInfo = { label?: string; presence: 'filled' | 'stored' | 'optional'; writer?: FieldWriter } & (
  | { kind: 'text'; max: number; multiLine: boolean }
  | { kind: 'email'; max: number }
  | { kind: 'phone'; max: number }
  | { kind: 'services'; values: readonly string[] }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'flag' }
  | { kind: 'photo'; folder: 'images'; max: number }
  | { kind: 'file'; folder: 'resume'; max: number }
  /** A calendar day 'YYYY-MM-DD'. */
  | { kind: 'date' }
  /** Package lines: up to `maxLines` maps of the fields of `cargoLimits` (a whole count, positive numbers within their limits). */
  | { kind: 'packages'; maxLines: number }
  /** A box that must be ticked (true) on create. */
  | { kind: 'consent' }
  /** The id of another document (letters, digits, '_' and '-'). */
  | { kind: 'documentId' }
  /** Server-written facts, never written by a client: a reference, stored cargo figures, search terms, flags per value. */
  | { kind: 'reference' }
  | { kind: 'cargo' }
  | { kind: 'terms' }
  | { kind: 'flags' }
);

export interface FieldDef<
  I extends AnySchema = AnySchema,
  S extends AnySchema = AnySchema,
  K extends string | undefined = string | undefined,
  W extends FieldWriter = FieldWriter,
> {
  readonly input: I;
  readonly stored: S;
  readonly info: FieldInfo;
  /** The stored document's key when it is not the input's (a resume file is stored as its path, `resumeURL`). */
  readonly storedAs: K;
  /** Who writes the field (the same as `info.writer`, as a type: only 'public' fields are in an entity's input). */
  readonly writer: W;
}

function field<I extends AnySchema, S extends AnySchema>(input: I, stored: S, info: FieldInfo): FieldDef<I, S, undefined, 'public'>;
function field<I extends AnySchema, S extends AnySchema, K extends string>(input: I, stored: S, info: FieldInfo, storedAs: K): FieldDef<I, S, K, 'public'>;
function field(input: AnySchema, stored: AnySchema, info: FieldInfo, storedAs?: string): FieldDef {
  const facts: FieldInfo = { ...info, writer: 'public' };
  // The info rides along as the input schema's metadata; it changes nothing the schema accepts.
  return { input: v.pipe(input, v.metadata({ field: facts })), stored, info: facts, storedAs, writer: 'public' };
}

/**
 * The same field, written by staff or the server instead of the create form:
 * out of the entity's input, optional in the stored schema (documents stored
 * before it existed lack it, and it is written after the create).
 */
export function writtenBy<const W extends 'staff' | 'server', I extends AnySchema, S extends AnySchema>(
  writer: W,
  def: FieldDef<I, S, undefined, 'public'>,
): FieldDef<I, S, undefined, W> {
  return { ...def, info: { ...def.info, presence: 'optional', writer }, writer };
}

/** Who writes a field (default 'public'). */
export function writerOf(info: FieldInfo): FieldWriter {
  return info.writer ?? 'public';
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
export function text<const O extends TextOptions = Record<never, never>>(limit: LimitedField, options?: O): FieldDef<TextInput<O>, TextStored<O>, undefined, 'public'> {
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
): FieldDef<ChoiceInput<T, O>, ChoiceStored<T, O>, undefined, 'public'> {
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

/** True for a real calendar day written 'YYYY-MM-DD' (years 2000 to 9999). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The whole-value pattern of a calendar day 'YYYY-MM-DD' (the rules then check that the day exists, as `isCalendarDay` does). */
export const calendarDayPattern = '[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

/**
 * An optional calendar day, 'YYYY-MM-DD' (what a date input gives); left
 * empty it stays out of the document.
 */
export function date({ label }: { label?: string } = {}) {
  const input = v.optional(
    v.pipe(
      v.string('date' satisfies IssueCode),
      v.transform((value: string) => value.trim()),
      v.check((value: string) => value === '' || isCalendarDay(value), 'date' satisfies IssueCode),
      v.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
  return field(input, v.optional(v.string()), { kind: 'date', presence: 'optional', label });
}

/** A package line as stored: numbers; `count` a whole number; the gross weight is per package. */
export type StoredPackageLine = Record<(typeof packageFields)[number], number>;

const asPackageLine = (entry: Partial<PackageLine>): PackageLine => ({
  count: entry.count,
  lengthCm: entry.lengthCm,
  widthCm: entry.widthCm,
  heightCm: entry.heightCm,
  grossWeightKg: entry.grossWeightKg,
});

const isBlankMeasure = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Optional package lines (count, length, width, height in cm, gross weight
 * per package in kg), typed as numbers or as the text of number inputs: a
 * line left wholly blank is dropped; every other line must be complete, a
 * whole positive count and positive numbers of at most `cargoLimits.maxDecimals`
 * decimals within `cargoLimits` (the cargo arithmetic's own checks), at most
 * `cargoLimits.maxLines` lines. Stored as numbers; no lines stays out of the document.
 */
export function packages({ label = 'package lines' }: { label?: string } = {}) {
  const measure = v.optional(v.union([v.number(), v.string(), v.null()]));
  const line = v.object({ count: measure, lengthCm: measure, widthCm: measure, heightCm: measure, grossWeightKg: measure });
  const input = v.optional(
    v.pipe(
      v.array(line, 'package' satisfies IssueCode),
      v.transform((lines) => lines.filter((entry) => !packageFields.every((key) => isBlankMeasure(entry[key])))),
      v.check((lines) => lines.length <= cargoLimits.maxLines, 'package' satisfies IssueCode),
      v.check((lines) => summarizeCargo(lines.map(asPackageLine), null).issues.length === 0, 'package' satisfies IssueCode),
      v.transform((lines): StoredPackageLine[] | undefined =>
        lines.length === 0 ? undefined : lines.map((entry) => Object.fromEntries(packageFields.map((key) => [key, Number(String(entry[key]).trim())])) as StoredPackageLine),
      ),
    ),
  );
  const storedLine = v.strictObject(Object.fromEntries(packageFields.map((key) => [key, v.number()])) as Record<(typeof packageFields)[number], v.NumberSchema<undefined>>);
  return field(input, v.optional(v.array(storedLine)), { kind: 'packages', maxLines: cargoLimits.maxLines, presence: 'optional', label });
}

/**
 * A box the visitor must tick (consent): true on every new document; a
 * stored document of the earlier site may lack it.
 */
export function consent({ label = 'consent' }: { label?: string } = {}) {
  const input = v.pipe(v.boolean('consent' satisfies IssueCode), v.check((value: boolean) => value, 'consent' satisfies IssueCode));
  return field(input, v.optional(v.boolean()), { kind: 'consent', presence: 'filled', label });
}

/** The whole-value pattern of a document id another document names. */
export const documentIdPattern = '[A-Za-z0-9_-]{1,128}';
const documentIdRegExp = new RegExp(`^(?:${documentIdPattern})$`);

/** The optional id of another document (e.g. the vacancy an application answers); left empty it stays out. */
export function documentId({ label }: { label?: string } = {}) {
  const input = v.optional(
    v.pipe(
      v.string('choice' satisfies IssueCode),
      v.transform((value: string) => value.trim()),
      v.check((value: string) => value === '' || documentIdRegExp.test(value), 'choice' satisfies IssueCode),
      v.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
  return field(input, v.optional(v.string()), { kind: 'documentId', presence: 'optional', label });
}

/** Never accepted from a client (a server field's input). */
const serverOnly = v.pipe(v.unknown(), v.check(() => false, 'choice' satisfies IssueCode));

/** A reference the server assigns (`Q-2026-000123`); null until it does. */
export function reference() {
  return writtenBy('server', field(serverOnly, v.optional(v.nullable(v.string()), null), { kind: 'reference', presence: 'optional' }));
}

/** The cargo figures the server stores with a quote (`StoredCargo`); null when there are none. */
export function storedCargo() {
  const weight = v.nullable(v.number());
  const stored = v.optional(
    v.nullable(
      v.strictObject({
        volumeCbm: v.number(),
        grossWeightKg: v.number(),
        volumetricWeightKg: weight,
        chargeableWeightKg: weight,
        containers: v.nullable(v.strictObject({ twentyFoot: v.number(), fortyFoot: v.number() })),
      }),
    ),
    null,
  );
  return writtenBy('server', field(serverOnly, stored, { kind: 'cargo', presence: 'optional' }));
}

/** The search terms the server stores (search/search-terms.ts). */
export function searchTerms() {
  return writtenBy('server', field(serverOnly, v.optional(v.array(v.string())), { kind: 'terms', presence: 'optional' }));
}

/** One flag per chosen value (`{ airFreight: true }`), so an equality filter on one value combines with the search. */
export function valueFlags() {
  return writtenBy('server', field(serverOnly, v.optional(v.record(v.string(), v.literal(true))), { kind: 'flags', presence: 'optional' }));
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
