// Issues carry a code, not a sentence, so each form and the data interface word them their own way.
import * as v from 'valibot';
import { isCleanText, isEmailAddress, isPhoneNumber, type PhotoInput } from '../entities';
import { serviceValues, type ServiceValue } from '../services';
import { packageFields, packageFlags, type PackageFlag, type PackageLine } from '../freight/terms';
import { summarizeCargo } from '../freight/cargo';
import {
  conditionHolds,
  documentIdPattern,
  isAsked,
  isCalendarDay,
  type AnySchema,
  type FieldCheck,
  type FieldDef,
  type FieldInfo,
  type FieldWriter,
  type InputOf,
  type IssueCode,
  type StoredPackageLine,
} from './field-facts';

const notBlank = (value: string) => value.trim() !== '';

/** An empty value passes: whether it may be empty is the text's own rule. */
function formatCheck(checks: readonly FieldCheck[]) {
  const format = v.pipe(v.string(), ...(checks as [FieldCheck]));
  return v.check((value: string) => value === '' || v.is(format, value), 'format' satisfies IssueCode);
}

export function checkedText(max: number, multiLine: boolean, keepSpaces: boolean, mayBeEmpty: boolean, checks: readonly FieldCheck[] = []) {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => (keepSpaces ? value : value.trim())),
    v.check((value: string) => mayBeEmpty || notBlank(value), 'required' satisfies IssueCode),
    v.maxLength(max, 'tooLong' satisfies IssueCode),
    v.check((value: string) => isCleanText(value, multiLine), 'characters' satisfies IssueCode),
    formatCheck(checks),
  );
}

type Info<K extends FieldInfo['kind']> = Extract<FieldInfo, { kind: K }>;

function textInput({ max, multiLine, keepSpaces, presence, checks }: Info<'text'>) {
  const checked = checkedText(max, multiLine, keepSpaces, presence !== 'filled', checks);
  return presence === 'filled' ? checked : presence === 'stored' ? v.optional(checked, '') : v.optional(checked);
}

export function emailInput({ max }: Info<'email'>) {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.maxLength(max, 'tooLong' satisfies IssueCode),
    v.check((value: string) => isEmailAddress(value), 'email' satisfies IssueCode),
  );
}

export function phoneInput({ max }: Info<'phone'>) {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.maxLength(max, 'tooLong' satisfies IssueCode),
    v.check(isPhoneNumber, 'phone' satisfies IssueCode),
  );
}

export function servicesInput() {
  return v.pipe(
    v.array(v.picklist(serviceValues, 'choice' satisfies IssueCode), 'required' satisfies IssueCode),
    v.minLength(1, 'required' satisfies IssueCode),
    v.check((list: ServiceValue[]) => new Set(list).size === list.length, 'repeated' satisfies IssueCode),
    v.transform((list: ServiceValue[]): ServiceValue[] => serviceValues.filter((value) => list.includes(value))),
  );
}

function choiceInput({ options, presence }: Info<'choice'>) {
  const picked = v.picklist(options as readonly [string, ...string[]], 'choice' satisfies IssueCode);
  return presence === 'optional' ? v.optional(picked) : picked;
}

export function flagInput() {
  return v.optional(v.boolean('choice' satisfies IssueCode), false);
}

/** Not given, it stays out (a form with the checkbox sends it ticked or not). */
export function optionalFlagInput() {
  return v.optional(v.boolean('choice' satisfies IssueCode));
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export function fileInput() {
  return v.custom<File>(isBlob, 'required' satisfies IssueCode);
}

export function photoInput({ folder, max }: Info<'photo'>) {
  const inFolder = new RegExp(`^${folder}/[^/]+$`);
  return v.custom<PhotoInput>(
    (value) =>
      isBlob(value) ||
      (typeof value === 'object' &&
        value !== null &&
        typeof (value as { path?: unknown }).path === 'string' &&
        inFolder.test((value as { path: string }).path) &&
        (value as { path: string }).path.length <= max),
    'required' satisfies IssueCode,
  );
}

export function requiredDateInput() {
  return v.pipe(
    v.string('required' satisfies IssueCode),
    v.transform((value: string) => value.trim()),
    v.check(notBlank, 'required' satisfies IssueCode),
    v.check((value: string) => isCalendarDay(value), 'date' satisfies IssueCode),
  );
}

/** Digits with a dot for decimals and a sign (the range decides whether a minus may pass). */
const decimalNumber = /^[+-]?[0-9]+(?:\.[0-9]+)?$/;

/** A number, or the text of one as a form's input gives it ('1700', ' 12.50 '); out of range or too precise is a format problem. */
export function numberInput({ min, max, decimals }: Info<'number'>) {
  return v.pipe(
    v.union([v.number(), v.string()], 'format' satisfies IssueCode),
    v.check((value: number | string) => typeof value === 'number' || value.trim() !== '', 'required' satisfies IssueCode),
    v.check((value: number | string) => typeof value === 'number' || decimalNumber.test(value.trim()), 'format' satisfies IssueCode),
    v.transform((value: number | string): number => (typeof value === 'number' ? value : Number(value.trim()))),
    v.check((value: number) => Number.isFinite(value) && value >= min && value <= max && hasDecimals(value, decimals), 'format' satisfies IssueCode),
  );
}

/** Left blank ('' or only spaces), it is not given. */
export function optionalNumberInput(info: Info<'number'>) {
  const given = numberInput(info);
  return v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'format' satisfies IssueCode),
      v.transform((value: number | string) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
      v.check((value: number | string | undefined) => value === undefined || v.is(given, value), 'format' satisfies IssueCode),
      v.transform((value: number | string | undefined): number | undefined => (value === undefined ? undefined : v.parse(given, value))),
    ),
  );
}

/** At most `decimals` decimals, read from the shortest text of the number (0.1 + 0.2 is not 0.3 here). */
function hasDecimals(value: number, decimals: number): boolean {
  const [, fraction = ''] = String(value).split('.');
  return !String(value).includes('e') && fraction.length <= decimals;
}

export function dateInput() {
  return v.optional(
    v.pipe(
      v.string('date' satisfies IssueCode),
      v.transform((value: string) => value.trim()),
      v.check((value: string) => value === '' || isCalendarDay(value), 'date' satisfies IssueCode),
      v.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
}

const asPackageLine = (entry: Partial<PackageLine>): PackageLine => ({
  count: entry.count,
  lengthCm: entry.lengthCm,
  widthCm: entry.widthCm,
  heightCm: entry.heightCm,
  grossWeightKg: entry.grossWeightKg,
  stackable: entry.stackable,
});

/** The measures as numbers, and each flag the sender gave (Firestore stores no undefined). */
function storedLineOf(entry: Partial<PackageLine>): StoredPackageLine {
  const measures = Object.fromEntries(packageFields.map((key) => [key, Number(String(entry[key]).trim())]));
  const flags = Object.fromEntries(packageFlags.flatMap((key) => (typeof entry[key] === 'boolean' ? [[key, entry[key]]] : [])));
  return { ...measures, ...flags } as StoredPackageLine;
}

const isBlankMeasure = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function packagesInput({ maxLines }: Info<'packages'>) {
  const measure = v.optional(v.union([v.number(), v.string(), v.null()]));
  const flag = v.optional(v.boolean('package' satisfies IssueCode));
  const flags = Object.fromEntries(packageFlags.map((key) => [key, flag])) as Record<PackageFlag, typeof flag>;
  const line = v.object({ count: measure, lengthCm: measure, widthCm: measure, heightCm: measure, grossWeightKg: measure, ...flags });
  return v.optional(
    v.pipe(
      v.array(line, 'package' satisfies IssueCode),
      v.transform((lines) => lines.filter((entry) => !packageFields.every((key) => isBlankMeasure(entry[key])))),
      v.check((lines) => lines.length <= maxLines, 'package' satisfies IssueCode),
      v.check((lines) => summarizeCargo(lines.map(asPackageLine), null).issues.length === 0, 'package' satisfies IssueCode),
      v.transform((lines): StoredPackageLine[] | undefined => (lines.length === 0 ? undefined : lines.map(storedLineOf))),
    ),
  );
}

export function consentInput() {
  return v.pipe(v.boolean('consent' satisfies IssueCode), v.check((value: boolean) => value, 'consent' satisfies IssueCode));
}

const documentIdRegExp = new RegExp(`^(?:${documentIdPattern})$`);

export function documentIdInput() {
  return v.optional(
    v.pipe(
      v.string('choice' satisfies IssueCode),
      v.transform((value: string) => value.trim()),
      v.check((value: string) => value === '' || documentIdRegExp.test(value), 'choice' satisfies IssueCode),
      v.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
}

/** '' (nobody) or an e-mail address, in lower case; whether it is staff is the rules' (and the allow-list's) business. */
export function assigneeInput({ max }: Info<'assignee'>) {
  return v.pipe(
    v.string('choice' satisfies IssueCode),
    v.transform((value: string) => value.trim().toLowerCase()),
    v.maxLength(max, 'tooLong' satisfies IssueCode),
    v.check((value: string) => value === '' || isEmailAddress(value), 'email' satisfies IssueCode),
  );
}

export const serverOnlyInput = v.pipe(v.unknown(), v.check(() => false, 'choice' satisfies IssueCode));

function schemaOf(info: FieldInfo): AnySchema {
  switch (info.kind) {
    case 'text':
      return textInput(info);
    case 'email':
      return emailInput(info);
    case 'phone':
      return phoneInput(info);
    case 'services':
      return servicesInput();
    case 'choice':
      return choiceInput(info);
    case 'flag':
      return info.presence === 'optional' ? optionalFlagInput() : flagInput();
    case 'file':
      return fileInput();
    case 'photo':
      return photoInput(info);
    case 'date':
      return info.presence === 'optional' ? dateInput() : requiredDateInput();
    case 'number':
      return info.presence === 'optional' ? optionalNumberInput(info) : numberInput(info);
    case 'packages':
      return packagesInput(info);
    case 'consent':
      return consentInput();
    case 'documentId':
      return documentIdInput();
    case 'reference':
    case 'cargo':
    case 'price':
    case 'staffPrice':
    case 'keyHash':
    case 'terms':
    case 'flags':
    case 'time':
      return serverOnlyInput;
    case 'assignee':
      return assigneeInput(info);
    default:
      return unknownKind(info);
  }
}

export function unknownKind(info: never): never {
  throw new Error(`No input schema for the field kind ${JSON.stringify((info as { kind?: unknown }).kind)}.`);
}

export function inputOf<D extends FieldDef>(def: D): InputOf<D> {
  // The declaring helper of field-helpers.ts names, as InputOf<D>, the builder schemaOf picks for its kind.
  return v.pipe(schemaOf(def.info), v.metadata({ field: def.info })) as unknown as InputOf<D>;
}

export type InputEntries<F extends Record<string, FieldDef>> = { [K in keyof F as F[K]['writer'] extends 'public' ? K : never]: InputOf<F[K]> };

export function inputSchemaOf<F extends Record<string, FieldDef>>(entity: { readonly fields: F }): v.ObjectSchema<InputEntries<F>, undefined> {
  const writer: FieldWriter = 'public';
  const entries = Object.entries(entity.fields).filter(([, def]) => def.writer === writer);
  // Object.fromEntries loses the key types; InputEntries states them.
  return v.object(Object.fromEntries(entries.map(([key, def]) => [key, inputOf(def)])) as InputEntries<F>);
}

/**
 * The facts its fields ask only under a condition (`askedWhen`, `requiredWhen`, `notBelow`), checked across the
 * fields once each has passed its own checks: a field required while its condition holds is 'required', a number
 * below the one it may not go below is 'format', and an answer its condition does not ask for is dropped (the form
 * hides that field, so a hidden answer is never stored).
 */
export function conditionsOf<T extends Record<string, unknown>>(entity: { readonly fields: Readonly<Record<string, FieldDef>> }): v.RawTransformAction<T, T> {
  const fields = Object.entries(entity.fields).filter(([, def]) => def.writer === 'public' && (def.info.askedWhen || def.info.requiredWhen || def.info.notBelow));
  return v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value;
    const asked = (key: string) => isAsked(entity, key, input);
    const issue = (key: string, code: IssueCode) => addIssue({ message: code, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
    let refused = false;
    for (const [key, { info }] of fields) {
      if (!asked(key)) continue;
      const value = input[key];
      if (info.requiredWhen && conditionHolds(info.requiredWhen, input) && !conditionHolds({ field: key }, input)) {
        issue(key, 'required');
        refused = true;
      } else if (info.notBelow && typeof value === 'number' && typeof input[info.notBelow] === 'number' && value < (input[info.notBelow] as number)) {
        issue(key, 'format');
        refused = true;
      }
    }
    if (refused) return NEVER;
    const output: Record<string, unknown> = { ...input };
    for (const [key] of fields) if (!asked(key)) delete output[key];
    // The same object less the answers not asked for, each of which is optional.
    return output as T;
  });
}

export function fieldInfo(schema: unknown): FieldInfo | undefined {
  let current = schema as { wrapped?: unknown; pipe?: readonly { kind?: string; type?: string; metadata?: { field?: FieldInfo } }[] } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const found = current.pipe?.find((item) => item.kind === 'metadata' && item.metadata?.field)?.metadata?.field;
    if (found) return found;
    current = (current.wrapped ?? current.pipe?.[0]) as typeof current;
  }
  return undefined;
}
