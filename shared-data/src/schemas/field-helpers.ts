/** Field helpers of the entity schemas. Input checks live in field-inputs.ts, so reading a document loads none of them. */
import * as v from 'valibot';
import { fieldLimits, numberLimits, staffPriceLimits, type LimitedField, type LimitedNumber } from '../entities';
import { folderPathOf, serviceValueOf, toDateOrNull, toServiceValues } from '../stored-values';
import { serviceValues } from '../services';
import { cargoLimits, containerLoads, packageFields, packageFlags } from '../freight/terms';
import { currencies } from '../freight/prices';
import type {
  assigneeInput,
  checkedText,
  consentInput,
  dateInput,
  documentIdInput,
  numberInput,
  optionalNumberInput,
  requiredDateInput,
  emailInput,
  fileInput,
  flagInput,
  optionalFlagInput,
  packagesInput,
  phoneInput,
  photoInput,
  serverOnlyInput,
  servicesInput,
} from './field-inputs';

/** Most important first: a form names the first code any field has. */
export const issueCodes = ['required', 'consent', 'email', 'phone', 'tooLong', 'characters', 'format', 'date', 'package', 'choice', 'repeated'] as const;
export type IssueCode = (typeof issueCodes)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, whatever its issue type (valibot's own generic bound)
export type AnySchema = v.BaseSchema<any, any, v.BaseIssue<unknown>>;

/** Staff and server fields are never in a create's input; the generated rules let staff update only staff fields. */
export type FieldWriter = 'public' | 'staff' | 'server';

/** Holds while the form's field `field` has one of the values `is`, or, without `is`, any answer. */
export interface FieldCondition {
  field: string;
  is?: readonly (string | boolean)[];
}

/**
 * `presence`: 'filled' is non-blank; 'stored' may be empty; 'optional' may also be absent from a stored document.
 * `askedWhen`: asked only while it holds (the input drops the answer otherwise); `requiredWhen`: required while it holds;
 * `notBelow`: a number never below the number of that field.
 */
export type FieldInfo = {
  label?: string;
  presence: 'filled' | 'stored' | 'optional';
  writer?: FieldWriter;
  /**
   * `changeOnly`: a staff field that most staff writes leave alone; the rules check it only when a write changes it,
   * and it may never be removed once set.
   */
  changeOnly?: boolean;
  askedWhen?: FieldCondition;
  requiredWhen?: FieldCondition;
  notBelow?: string;
} & (
  /** `checks` become rules through `ruleOfCheck`, which refuses an action it cannot translate. */
  | { kind: 'text'; max: number; multiLine: boolean; keepSpaces: boolean; checks?: readonly FieldCheck[] }
  | { kind: 'email'; max: number }
  | { kind: 'phone'; max: number }
  | { kind: 'services'; values: readonly string[] }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'flag' }
  | { kind: 'photo'; folder: 'images'; max: number }
  | { kind: 'file'; folder: 'resume'; max: number }
  | { kind: 'date' }
  /** A number within [min, max] with at most `decimals` decimals (0: a whole number). */
  | { kind: 'number'; min: number; max: number; decimals: number }
  | { kind: 'packages'; maxLines: number }
  | { kind: 'consent' }
  | { kind: 'documentId' }
  | { kind: 'reference' }
  | { kind: 'cargo' }
  | { kind: 'price' }
  | { kind: 'staffPrice'; maxAmount: number; maxDecimals: number; currencies: readonly string[]; maxMessage: number }
  | { kind: 'keyHash' }
  | { kind: 'terms' }
  | { kind: 'flags' }
  | { kind: 'time' }
  /** A staff member whose role reaches `area` (the rules look the e-mail up in the allow-list), or '' for nobody. */
  | { kind: 'assignee'; area: 'sales' | 'hiring'; max: number }
);

/** Only what the rules generator translates (length, pattern, range, integer); a failure is the issue 'format'. */
export type FieldCheck = v.BaseValidation<string, string, v.BaseIssue<unknown>>;

export const displayKinds = ['text', 'multiLine', 'date', 'email', 'phone', 'list', 'cargo', 'document'] as const;
export type DisplayKind = (typeof displayKinds)[number];

export type Screen = 'detail' | 'csv' | 'mail';

export interface ScreenDisplay {
  label?: string;
  words?: Readonly<Record<string, string>>;
  order?: number;
  omitWhen?: (document: Readonly<Record<string, unknown>>) => boolean;
}

/** Without `empty`, an empty optional field is left out of the detail page. */
export interface FieldDisplay {
  label: string;
  as: DisplayKind;
  words?: Readonly<Record<string, string>>;
  section?: 'shipment';
  empty?: string;
  screens?: Partial<Record<Screen, ScreenDisplay | false>>;
}

/** A type only: no value has it. */
declare const inputType: unique symbol;

export interface FieldDef<
  I extends AnySchema = AnySchema,
  S extends AnySchema = AnySchema,
  K extends string | undefined = string | undefined,
  W extends FieldWriter = FieldWriter,
> {
  readonly [inputType]?: I;
  readonly stored: S;
  readonly info: FieldInfo;
  /** A resume file is stored as its path, `resumeURL`. */
  readonly storedAs: K;
  readonly writer: W;
  readonly display?: FieldDisplay;
}

export function shown<D extends FieldDef>(def: D, display: FieldDisplay): D {
  return { ...def, display };
}

export type InputOf<D> = D extends FieldDef<infer I, AnySchema, string | undefined, FieldWriter> ? I : never;

function field<I extends AnySchema, S extends AnySchema>(stored: S, info: FieldInfo): FieldDef<I, S, undefined, 'public'>;
function field<I extends AnySchema, S extends AnySchema, K extends string>(stored: S, info: FieldInfo, storedAs: K): FieldDef<I, S, K, 'public'>;
function field(stored: AnySchema, info: FieldInfo, storedAs?: string): FieldDef {
  return { stored, info: { ...info, writer: 'public' }, storedAs, writer: 'public' };
}

/** Optional in the stored schema: documents stored before the field existed lack it, and it is written after the create. */
export function writtenBy<const W extends 'staff' | 'server', I extends AnySchema, S extends AnySchema>(
  writer: W,
  def: FieldDef<I, S, undefined, 'public'>,
): FieldDef<I, S, undefined, W> {
  return { ...def, info: { ...def.info, presence: 'optional', writer }, writer };
}

/**
 * Asked only while `when` holds (a pickup address for the terms that make us collect): a form shows the field then,
 * and the input drops its answer otherwise, so a hidden answer is never stored. `required`: required while asked.
 */
export function askedWhen<D extends FieldDef>(def: D, when: FieldCondition, { required = false }: { required?: boolean } = {}): D {
  return { ...def, info: { ...def.info, askedWhen: when, ...(required ? { requiredWhen: when } : {}) } };
}

/** Required while `when` holds (the cargo value when insurance is asked for); optional otherwise. */
export function requiredWhen<D extends FieldDef>(def: D, when: FieldCondition): D {
  return { ...def, info: { ...def.info, requiredWhen: when } };
}

/** Whether `when` holds for these answers (a form's values or an input). */
export function conditionHolds(when: FieldCondition, values: Readonly<Record<string, unknown>>): boolean {
  const value = values[when.field];
  if (when.is) return when.is.includes(value as string | boolean);
  return !(value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === ''));
}

/** Whether the answers ask for the entity's field: always, unless its `askedWhen` does not hold. */
export function isAsked(entity: { readonly fields: Readonly<Record<string, FieldDef>> }, key: string, values: Readonly<Record<string, unknown>>): boolean {
  const when = entity.fields[key]?.info.askedWhen;
  return !when || conditionHolds(when, values);
}

export function writerOf(info: FieldInfo): FieldWriter {
  return info.writer ?? 'public';
}

export function fieldLabel(key: string, info: FieldInfo | undefined): string {
  return info?.label ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const storedText = v.optional(v.string(), '');
const storedOptionalText = v.optional(v.string());

interface TextOptions {
  multiLine?: boolean;
  keepSpaces?: boolean;
  mayBeEmpty?: boolean;
  optional?: boolean;
  label?: string;
  checks?: readonly FieldCheck[];
}

type CheckedText = ReturnType<typeof checkedText>;
type TextInput<O extends TextOptions> = O extends { optional: true }
  ? v.OptionalSchema<CheckedText, undefined>
  : O extends { mayBeEmpty: true }
    ? v.OptionalSchema<CheckedText, ''>
    : CheckedText;
type TextStored<O extends TextOptions> = O extends { optional: true } ? typeof storedOptionalText : typeof storedText;

/** Limited by limits.json; free of control and bidi-override characters. */
export function text<const O extends TextOptions = Record<never, never>>(limit: LimitedField, options?: O): FieldDef<TextInput<O>, TextStored<O>, undefined, 'public'> {
  const { multiLine = false, keepSpaces = false, mayBeEmpty = false, optional = false, label, checks } = options ?? {};
  const max = fieldLimits[limit];
  const presence = optional ? 'optional' : mayBeEmpty ? 'stored' : 'filled';
  const stored = presence === 'optional' ? storedOptionalText : storedText;
  // `stored` is the schema TextStored<O> names for these options.
  return field<TextInput<O>, TextStored<O>>(stored as TextStored<O>, { kind: 'text', max, multiLine, keepSpaces, presence, label, ...(checks ? { checks } : {}) });
}

export function email({ label = 'e-mail' }: { label?: string } = {}) {
  return field<ReturnType<typeof emailInput>, typeof storedText>(storedText, { kind: 'email', max: fieldLimits.email, presence: 'filled', label });
}

export function phone(limit: 'number' | 'contactNumber', { label }: { label?: string } = {}) {
  return field<ReturnType<typeof phoneInput>, typeof storedText>(storedText, { kind: 'phone', max: fieldLimits[limit], presence: 'filled', label });
}

/** A stored list may hold the services' words, as the earlier site stored them. */
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
  optional?: boolean;
  label?: string;
}
type ChoiceInput<T extends Options, O extends ChoiceOptions> = O extends { optional: true }
  ? v.OptionalSchema<v.PicklistSchema<T, 'choice'>, undefined>
  : v.PicklistSchema<T, 'choice'>;
type ChoiceStored<T extends Options, O extends ChoiceOptions> = O extends { optional: true }
  ? v.OptionalSchema<v.PicklistSchema<T, undefined>, undefined>
  : v.OptionalSchema<v.PicklistSchema<T, undefined>, T[0]>;

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

const storedFlag = v.optional(v.boolean(), false);
const storedOptionalFlag = v.optional(v.boolean());
type FlagStored<O extends { optional?: boolean }> = O extends { optional: true } ? typeof storedOptionalFlag : typeof storedFlag;
type FlagInput<O extends { optional?: boolean }> = O extends { optional: true } ? ReturnType<typeof optionalFlagInput> : ReturnType<typeof flagInput>;

/** `optional`: absent from documents stored before it was asked, rather than read as false. */
export function flag<const O extends { label?: string; optional?: boolean } = Record<never, never>>(options?: O): FieldDef<FlagInput<O>, FlagStored<O>, undefined, 'public'> {
  const optional = options?.optional === true;
  // `stored` is the schema FlagStored<O> names for these options.
  const stored = (optional ? storedOptionalFlag : storedFlag) as FlagStored<O>;
  return field<FlagInput<O>, FlagStored<O>>(stored, { kind: 'flag', presence: optional ? 'optional' : 'filled', label: options?.label });
}

/** Type and size are checked by `validateFile`, content by `checkResumeContent`; a stored path outside the folder reads as ''. */
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

/** A stored download URL of the earlier site is read as it is. */
export function photo({ label }: { label?: string } = {}) {
  const stored = v.optional(v.nullable(v.string()), null);
  return field<ReturnType<typeof photoInput>, typeof stored>(stored, { kind: 'photo', folder: 'images', max: fieldLimits.storagePath, presence: 'filled', label });
}

export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The rules then check that the day exists, as `isCalendarDay` does. */
export const calendarDayPattern = '[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

type DateInput<O extends { required?: boolean }> = O extends { required: true } ? ReturnType<typeof requiredDateInput> : ReturnType<typeof dateInput>;
type DateStored<O extends { required?: boolean }> = O extends { required: true } ? v.StringSchema<undefined> : v.OptionalSchema<v.StringSchema<undefined>, undefined>;

/** A calendar day 'YYYY-MM-DD'; optional unless `required`. */
export function date<const O extends { label?: string; required?: boolean } = Record<never, never>>(options?: O): FieldDef<DateInput<O>, DateStored<O>, undefined, 'public'> {
  const { label, required = false } = options ?? {};
  const stored = required ? v.string() : v.optional(v.string());
  // `stored` is the schema DateStored<O> names for these options.
  return field<DateInput<O>, DateStored<O>>(stored as DateStored<O>, { kind: 'date', presence: required ? 'filled' : 'optional', label });
}

type NumberInput<O extends { optional?: boolean }> = O extends { optional: true } ? ReturnType<typeof optionalNumberInput> : ReturnType<typeof numberInput>;
type NumberStored<O extends { optional?: boolean }> = O extends { optional: true } ? v.OptionalSchema<v.NumberSchema<undefined>, undefined> : v.NumberSchema<undefined>;

/** A number within its range of limits.json (`numbers`); `notBelow`: never below the number of that field. */
export function number<const O extends { label?: string; optional?: boolean; notBelow?: string } = Record<never, never>>(
  limit: LimitedNumber,
  options?: O,
): FieldDef<NumberInput<O>, NumberStored<O>, undefined, 'public'> {
  const { label, optional = false, notBelow } = options ?? {};
  const { min, max, decimals } = numberLimits[limit];
  const stored = optional ? v.optional(v.number()) : v.number();
  // `stored` is the schema NumberStored<O> names for these options.
  return field<NumberInput<O>, NumberStored<O>>(stored as NumberStored<O>, {
    kind: 'number',
    min,
    max,
    decimals,
    presence: optional ? 'optional' : 'filled',
    label,
    ...(notBelow ? { notBelow } : {}),
  });
}

/** The gross weight is per package; a flag is stored as the shipper said it, absent when they did not. */
export type StoredPackageLine = Record<(typeof packageFields)[number], number> & Partial<Record<(typeof packageFlags)[number], boolean>>;

export function packages({ label = 'package lines' }: { label?: string } = {}) {
  const storedLine = v.strictObject({
    ...(Object.fromEntries(packageFields.map((key) => [key, v.number()])) as Record<(typeof packageFields)[number], v.NumberSchema<undefined>>),
    ...(Object.fromEntries(packageFlags.map((key) => [key, v.optional(v.boolean())])) as Record<(typeof packageFlags)[number], v.OptionalSchema<v.BooleanSchema<undefined>, undefined>>),
  });
  const stored = v.optional(v.array(storedLine));
  return field<ReturnType<typeof packagesInput>, typeof stored>(stored, { kind: 'packages', maxLines: cargoLimits.maxLines, presence: 'optional', label });
}

/** True on every new document; a stored document of the earlier site may lack it. */
export function consent({ label = 'consent' }: { label?: string } = {}) {
  const stored = v.optional(v.boolean());
  return field<ReturnType<typeof consentInput>, typeof stored>(stored, { kind: 'consent', presence: 'filled', label });
}

export const documentIdPattern = '[A-Za-z0-9_-]{1,128}';

export function documentId({ label }: { label?: string } = {}) {
  const stored = v.optional(v.string());
  return field<ReturnType<typeof documentIdInput>, typeof stored>(stored, { kind: 'documentId', presence: 'optional', label });
}

type ServerOnly = typeof serverOnlyInput;

export function reference() {
  const stored = v.optional(v.nullable(v.string()), null);
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'reference', presence: 'optional' }));
}

/** Quotes stored before the load, W/M, high-cube count and notes were recorded lack them. */
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

/** The indicative price the server matched from the rate cards; null when no valid rate matched. */
export function indicativePrice() {
  const stored = v.optional(
    v.nullable(
      v.strictObject({
        currency: v.picklist(currencies),
        low: v.number(),
        high: v.number(),
        covers: v.string(),
        validUntil: v.string(),
        transitDaysLow: v.number(),
        transitDaysHigh: v.number(),
      }),
    ),
    null,
  );
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'price', presence: 'optional' }));
}

/** The price staff sent the shipper ('Send price'); its checks are `staffPriceInput` and the rules' `staffPrice()`. */
export function staffPrice() {
  const stored = v.optional(
    v.strictObject({
      amount: v.number(),
      currency: v.picklist(currencies),
      validUntil: v.string(),
      message: v.string(),
    }),
  );
  const { maxAmount, maxDecimals } = staffPriceLimits;
  const info: FieldInfo = { kind: 'staffPrice', maxAmount, maxDecimals, currencies, maxMessage: fieldLimits.priceMessage, presence: 'optional', changeOnly: true, label: 'price' };
  return field<ServerOnly, typeof stored>(stored, info);
}

/** The SHA-256 of a secret handed to the visitor (base64url); the secret itself is not on the document. */
export function keyHash({ label }: { label?: string } = {}) {
  const stored = v.optional(v.string());
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'keyHash', presence: 'optional', label }));
}

export function searchTerms() {
  const stored = v.optional(v.array(v.string()));
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'terms', presence: 'optional' }));
}

/** One flag per chosen value, so an equality filter on one value combines with the search. */
export function valueFlags() {
  const stored = v.optional(v.record(v.string(), v.literal(true)));
  return writtenBy('server', field<ServerOnly, typeof stored>(stored, { kind: 'flags', presence: 'optional' }));
}

/** A staff member's e-mail in lower case, or '' for nobody; the rules check it against the allow-list. */
export function assignee(area: 'sales' | 'hiring', { label = 'assignee' }: { label?: string } = {}) {
  const stored = v.optional(v.string());
  return field<ReturnType<typeof assigneeInput>, typeof stored>(stored, { kind: 'assignee', area, max: fieldLimits.email, presence: 'optional', label });
}

/** A time only the server writes (the Admin SDK's timestamp). */
export function serverTime() {
  return writtenBy('server', field<ServerOnly, typeof storedTime>(storedTime, { kind: 'time', presence: 'optional' }));
}

export const storedTime = v.optional(
  v.pipe(
    v.unknown(),
    v.check((value) => value === null || toDateOrNull(value) !== null, 'Expected a time'),
    v.transform(toDateOrNull),
  ),
  null,
);
