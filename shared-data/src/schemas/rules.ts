/**
 * The building blocks of the entity schemas (valibot): one helper per kind of
 * field. Each helper declares a field once and gives
 * - `stored`: what a stored document holds, as it is read back (lenient about
 *   absent values, strict about types);
 * - `info`: the facts firestore.rules checks on every write (kind, limit,
 *   lines, whether it must be filled in or present) and the words messages
 *   use. What a form and the data interface accept (the field's input
 *   schema) is built from these facts by `inputOf` of `field-inputs.ts`, a
 *   module of its own: reading a document loads none of the input checks
 *   (text rules, the cargo arithmetic of package lines).
 */
import * as v from 'valibot';
import { fieldLimits, type LimitedField } from '../entities';
import { folderPathOf, serviceValueOf, toDateOrNull, toServiceValues } from '../core/stored-values';
import { serviceValues } from '../services';
import { cargoLimits, containerLoads, packageFields } from '../freight/terms';
import type {
  checkedText,
  consentInput,
  dateInput,
  documentIdInput,
  emailInput,
  fileInput,
  flagInput,
  packagesInput,
  phoneInput,
  photoInput,
  serverOnlyInput,
  servicesInput,
} from './field-inputs';

/**
 * What is wrong with a field, most important first: a form names the first
 * code any field has and marks every field with that code.
 */
export const issueCodes = ['required', 'consent', 'email', 'phone', 'tooLong', 'characters', 'format', 'date', 'package', 'choice', 'repeated'] as const;
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
  /**
   * `keepSpaces`: leading and trailing spaces are kept (otherwise trimmed).
   * `checks`: further valibot actions the value must pass (a pattern, a
   * length...), run by the input schema and translated into the rules by the
   * generator (`ruleOfCheck` of firestore-rules.ts), which refuses one it
   * cannot translate.
   */
  | { kind: 'text'; max: number; multiLine: boolean; keepSpaces: boolean; checks?: readonly FieldCheck[] }
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

/**
 * A valibot action a text field may add to its checks: the kinds the rules
 * generator translates (length, pattern, range, integer; a choice is
 * `choice()`, a day `date()`). Declared with valibot's own functions, e.g.
 * `v.regex(/^[0-9]{6,10}$/)`; a failed check is the issue 'format'.
 */
export type FieldCheck = v.BaseValidation<string, string, v.BaseIssue<unknown>>;

/** How staff screens show a field's value. */
export const displayKinds = ['text', 'multiLine', 'date', 'email', 'phone', 'list', 'cargo', 'document'] as const;
/**
 * - `text` / `multiLine`: the value as text (a choice or a list of choices in
 *   its display words, `words`);
 * - `date`: a calendar day 'YYYY-MM-DD';
 * - `email` / `phone`: an address or a number, a mailto / tel link on the detail page;
 * - `list`: a list of items (package lines), one per line;
 * - `cargo`: the stored cargo figures;
 * - `document`: the id of another document, which each screen names its own
 *   way (an application's vacancy by its position: a link on the detail page).
 */
export type DisplayKind = (typeof displayKinds)[number];

/** The staff screens that show an entity's fields: the admin detail page, the CSV export, the staff e-mail. */
export type Screen = 'detail' | 'csv' | 'mail';

/** What one screen does differently: its own words for the label or the values, its place. */
export interface ScreenDisplay {
  label?: string;
  words?: Readonly<Record<string, string>>;
  /** Fields sort by it (default 0), in declaration order among equals: below 0 first, above 0 last. */
  order?: number;
  /** Left out of this screen for this document (e.g. said elsewhere already). */
  omitWhen?: (document: Readonly<Record<string, unknown>>) => boolean;
}

/**
 * How staff screens show a field: its label, its display kind, the words of
 * its stored values, the detail page's section ('shipment': the shipment
 * details; otherwise the main list) and what the detail page shows for an
 * empty value (otherwise an empty optional field is left out). `screens`
 * gives a screen its own label, words or order, or `false` leaves it out of
 * that screen. A field without a display is on no staff screen.
 */
export interface FieldDisplay {
  label: string;
  as: DisplayKind;
  words?: Readonly<Record<string, string>>;
  section?: 'shipment';
  empty?: string;
  screens?: Partial<Record<Screen, ScreenDisplay | false>>;
}

/** Where the input schema's type rides on a field (a type only: no value has it). */
declare const inputType: unique symbol;

/**
 * A declared field: its stored schema and facts. `I` is the type of its input
 * schema, which `inputOf` (field-inputs.ts) builds from `info`.
 */
export interface FieldDef<
  I extends AnySchema = AnySchema,
  S extends AnySchema = AnySchema,
  K extends string | undefined = string | undefined,
  W extends FieldWriter = FieldWriter,
> {
  readonly [inputType]?: I;
  readonly stored: S;
  readonly info: FieldInfo;
  /** The stored document's key when it is not the input's (a resume file is stored as its path, `resumeURL`). */
  readonly storedAs: K;
  /** Who writes the field (the same as `info.writer`, as a type: only 'public' fields are in an entity's input). */
  readonly writer: W;
  /** How staff screens show it (`shown`); none: on no staff screen. */
  readonly display?: FieldDisplay;
}

/** The same field, shown on the staff screens as `display` says (label, display kind, per-screen words, order or opt-out). */
export function shown<D extends FieldDef>(def: D, display: FieldDisplay): D {
  return { ...def, display };
}

/** The type of a field's input schema. */
export type InputOf<D> = D extends FieldDef<infer I, AnySchema, string | undefined, FieldWriter> ? I : never;

function field<I extends AnySchema, S extends AnySchema>(stored: S, info: FieldInfo): FieldDef<I, S, undefined, 'public'>;
function field<I extends AnySchema, S extends AnySchema, K extends string>(stored: S, info: FieldInfo, storedAs: K): FieldDef<I, S, K, 'public'>;
function field(stored: AnySchema, info: FieldInfo, storedAs?: string): FieldDef {
  return { stored, info: { ...info, writer: 'public' }, storedAs, writer: 'public' };
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

/** How messages name a field: its declared words, else its key in words ('companyName' gives 'company name'). */
export function fieldLabel(key: string, info: FieldInfo | undefined): string {
  return info?.label ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

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
  /** Further checks (valibot actions the rules generator translates: a pattern, a length...), e.g. `[v.regex(/^[0-9]{6,10}$/)]`. */
  checks?: readonly FieldCheck[];
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
  const { multiLine = false, keepSpaces = false, mayBeEmpty = false, optional = false, label, checks } = options ?? {};
  const max = fieldLimits[limit];
  const presence = optional ? 'optional' : mayBeEmpty ? 'stored' : 'filled';
  const stored = presence === 'optional' ? storedOptionalText : storedText;
  // `stored` is the schema TextStored<O> names for these options.
  return field<TextInput<O>, TextStored<O>>(stored as TextStored<O>, { kind: 'text', max, multiLine, keepSpaces, presence, label, ...(checks ? { checks } : {}) });
}

/** The one e-mail rule (no '?', '&', '%', whitespace or control characters). */
export function email({ label = 'e-mail' }: { label?: string } = {}) {
  return field<ReturnType<typeof emailInput>, typeof storedText>(storedText, { kind: 'email', max: fieldLimits.email, presence: 'filled', label });
}

/** The one phone rule: digits, spaces, '+', '-' and parentheses, 7 to 15 digits. */
export function phone(limit: 'number' | 'contactNumber', { label }: { label?: string } = {}) {
  return field<ReturnType<typeof phoneInput>, typeof storedText>(storedText, { kind: 'phone', max: fieldLimits[limit], presence: 'filled', label });
}

/**
 * One or more of the six services, each once; kept in the order of the
 * services table. A stored list may hold the services' words (as the earlier
 * site stored them); an entry that names no service is refused.
 */
export function services() {
  const stored = v.optional(
    v.pipe(
      v.array(v.string()),
      v.check((list: string[]) => list.every((entry) => serviceValueOf(entry) !== undefined), `Every entry must be one of ${serviceValues.join(', ')}`),
      v.transform((list: string[]) => toServiceValues(list)),
    ),
    () => [],
  );
  return field<ReturnType<typeof servicesInput>, typeof stored>(stored, { kind: 'services', values: serviceValues, presence: 'filled' });
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
  const stored = optional ? v.optional(v.picklist(options)) : v.optional(v.picklist(options), options[0]);
  // `stored` is the schema ChoiceStored<T, O> names for these settings.
  return field<ChoiceInput<T, O>, ChoiceStored<T, O>>(stored as ChoiceStored<T, O>, {
    kind: 'choice',
    options,
    presence: optional ? 'optional' : 'filled',
    label: settings?.label,
  });
}

/** True or false; a new document starts with `false` unless given, and so does a stored one without it. */
export function flag({ label }: { label?: string } = {}) {
  const stored = v.optional(v.boolean(), false);
  return field<ReturnType<typeof flagInput>, typeof stored>(stored, { kind: 'flag', presence: 'filled', label });
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
  return field<ReturnType<typeof fileInput>, typeof stored, K>(stored, { kind: 'file', folder, max: fieldLimits.storagePath, presence: 'filled', label }, storedAs);
}

/**
 * A photo: a chosen file or the storage path of an uploaded image under
 * `images/`; stored as that path, or null when there is none (a stored
 * download URL of the earlier site is read as it is).
 */
export function photo({ label }: { label?: string } = {}) {
  const stored = v.optional(v.nullable(v.string()), null);
  return field<ReturnType<typeof photoInput>, typeof stored>(stored, { kind: 'photo', folder: 'images', max: fieldLimits.storagePath, presence: 'filled', label });
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
  const stored = v.optional(v.string());
  return field<ReturnType<typeof dateInput>, typeof stored>(stored, { kind: 'date', presence: 'optional', label });
}

/** A package line as stored: numbers; `count` a whole number; the gross weight is per package. */
export type StoredPackageLine = Record<(typeof packageFields)[number], number>;

/**
 * Optional package lines (count, length, width, height in cm, gross weight
 * per package in kg), typed as numbers or as the text of number inputs: a
 * line left wholly blank is dropped; every other line must be complete, a
 * whole positive count and positive numbers of at most `cargoLimits.maxDecimals`
 * decimals within `cargoLimits` (the cargo arithmetic's own checks), at most
 * `cargoLimits.maxLines` lines. Stored as numbers; no lines stays out of the document.
 */
export function packages({ label = 'package lines' }: { label?: string } = {}) {
  const storedLine = v.strictObject(Object.fromEntries(packageFields.map((key) => [key, v.number()])) as Record<(typeof packageFields)[number], v.NumberSchema<undefined>>);
  const stored = v.optional(v.array(storedLine));
  return field<ReturnType<typeof packagesInput>, typeof stored>(stored, { kind: 'packages', maxLines: cargoLimits.maxLines, presence: 'optional', label });
}

/**
 * A box the visitor must tick (consent): true on every new document; a
 * stored document of the earlier site may lack it.
 */
export function consent({ label = 'consent' }: { label?: string } = {}) {
  const stored = v.optional(v.boolean());
  return field<ReturnType<typeof consentInput>, typeof stored>(stored, { kind: 'consent', presence: 'filled', label });
}

/** The whole-value pattern of a document id another document names. */
export const documentIdPattern = '[A-Za-z0-9_-]{1,128}';

/** The optional id of another document (e.g. the vacancy an application answers); left empty it stays out. */
export function documentId({ label }: { label?: string } = {}) {
  const stored = v.optional(v.string());
  return field<ReturnType<typeof documentIdInput>, typeof stored>(stored, { kind: 'documentId', presence: 'optional', label });
}

type ServerOnly = typeof serverOnlyInput;

/** A reference the server assigns (`Q-2026-000123`); null until it does. */
export function reference() {
  const stored = v.optional(v.nullable(v.string()), null);
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'reference', presence: 'optional' }));
}

/**
 * The cargo figures the server stores with a quote (`StoredCargo`); null when
 * there are none. Quotes stored before the load, the W/M, the high-cube count
 * and the notes were recorded lack them (and hold two container counts).
 */
export function storedCargo() {
  const weight = v.nullable(v.number());
  const count = v.nullable(v.number());
  const stored = v.optional(
    v.nullable(
      v.strictObject({
        volumeCbm: v.number(),
        grossWeightKg: v.number(),
        volumetricWeightKg: weight,
        chargeableWeightKg: weight,
        chargeableBasis: v.optional(v.nullable(v.picklist(['gross', 'volumetric', 'minimum']))),
        load: v.optional(v.nullable(v.picklist(containerLoads))),
        loadChosen: v.optional(v.boolean()),
        freightTons: v.optional(v.nullable(v.number())),
        containers: v.nullable(v.strictObject({ twentyFoot: count, fortyFoot: count, fortyFootHighCube: v.optional(count) })),
        notes: v.optional(v.array(v.string())),
      }),
    ),
    null,
  );
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'cargo', presence: 'optional' }));
}

/** The search terms the server stores (search/search-terms.ts). */
export function searchTerms() {
  const stored = v.optional(v.array(v.string()));
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'terms', presence: 'optional' }));
}

/** One flag per chosen value (`{ airFreight: true }`), so an equality filter on one value combines with the search. */
export function valueFlags() {
  const stored = v.optional(v.record(v.string(), v.literal(true)));
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'flags', presence: 'optional' }));
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
