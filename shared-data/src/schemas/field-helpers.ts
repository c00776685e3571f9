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
import type { AnySchema, FieldCheck, FieldCondition, FieldDef, FieldDisplay, FieldInfo, FieldWriter } from './field-facts';

export * from './field-facts';

export function shown<D extends FieldDef>(def: D, display: FieldDisplay): D {
  return { ...def, display };
}

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
