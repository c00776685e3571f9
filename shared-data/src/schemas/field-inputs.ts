// Issues carry a code, not a sentence, so each form and the data interface word them their own way.
import * as v from 'valibot';
import { isCleanText, isEmailAddress, isPhoneNumber, type PhotoInput } from '../entities';
import { serviceValues, type ServiceValue } from '../services';
import { packageFields, type PackageLine } from '../freight/terms';
import { summarizeCargo } from '../freight/cargo';
import { documentIdPattern, isCalendarDay, type AnySchema, type FieldCheck, type FieldDef, type FieldInfo, type FieldWriter, type InputOf, type IssueCode, type StoredPackageLine } from './rules';

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
});

const isBlankMeasure = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function packagesInput({ maxLines }: Info<'packages'>) {
  const measure = v.optional(v.union([v.number(), v.string(), v.null()]));
  const line = v.object({ count: measure, lengthCm: measure, widthCm: measure, heightCm: measure, grossWeightKg: measure });
  return v.optional(
    v.pipe(
      v.array(line, 'package' satisfies IssueCode),
      v.transform((lines) => lines.filter((entry) => !packageFields.every((key) => isBlankMeasure(entry[key])))),
      v.check((lines) => lines.length <= maxLines, 'package' satisfies IssueCode),
      v.check((lines) => summarizeCargo(lines.map(asPackageLine), null).issues.length === 0, 'package' satisfies IssueCode),
      v.transform((lines): StoredPackageLine[] | undefined =>
        lines.length === 0 ? undefined : lines.map((entry) => Object.fromEntries(packageFields.map((key) => [key, Number(String(entry[key]).trim())])) as StoredPackageLine),
      ),
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
      return flagInput();
    case 'file':
      return fileInput();
    case 'photo':
      return photoInput(info);
    case 'date':
      return dateInput();
    case 'packages':
      return packagesInput(info);
    case 'consent':
      return consentInput();
    case 'documentId':
      return documentIdInput();
    case 'reference':
    case 'cargo':
    case 'price':
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
  // The declaring helper of rules.ts names, as InputOf<D>, the builder schemaOf picks for its kind.
  return v.pipe(schemaOf(def.info), v.metadata({ field: def.info })) as unknown as InputOf<D>;
}

export type InputEntries<F extends Record<string, FieldDef>> = { [K in keyof F as F[K]['writer'] extends 'public' ? K : never]: InputOf<F[K]> };

export function inputSchemaOf<F extends Record<string, FieldDef>>(entity: { readonly fields: F }): v.ObjectSchema<InputEntries<F>, undefined> {
  const writer: FieldWriter = 'public';
  const entries = Object.entries(entity.fields).filter(([, def]) => def.writer === writer);
  // Object.fromEntries loses the key types; InputEntries states them.
  return v.object(Object.fromEntries(entries.map(([key, def]) => [key, inputOf(def)])) as InputEntries<F>);
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
