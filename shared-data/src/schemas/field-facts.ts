// What a field is, apart from how it is built: its facts, its display, and the conditions it is asked under.
// Both the field helpers and the input checks read these, so neither imports the other's values.
import type * as v from 'valibot';
import type { packageFields, packageFlags } from '../freight/terms';

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

export type InputOf<D> = D extends FieldDef<infer I, AnySchema, string | undefined, FieldWriter> ? I : never;

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

export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const documentIdPattern = '[A-Za-z0-9_-]{1,128}';

/** The gross weight is per package; a flag is stored as the shipper said it, absent when they did not. */
export type StoredPackageLine = Record<(typeof packageFields)[number], number> & Partial<Record<(typeof packageFlags)[number], boolean>>;
