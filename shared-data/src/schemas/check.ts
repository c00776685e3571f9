import * as v from 'valibot';
import { fieldNotes, PHONE_INVALID_TEXT, TOO_LONG_TEXT } from '../entities';
import { serviceValues } from '../services';
import { fieldInfo } from './field-inputs';
import { fieldLabel, issueCodes, type FieldInfo, type IssueCode } from './field-helpers';

type AnySchema = v.GenericSchema<unknown, unknown>;

export const CHARACTERS_TEXT = 'Some answers contain characters that are not allowed. Please remove them.';
export const FORMAT_TEXT = 'Some answers are not in the expected format.';
export const CHOICE_TEXT = 'Please choose from the options given.';

function numberNote({ min, max, decimals }: Extract<FieldInfo, { kind: 'number' }>): string {
  const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: decimals });
  const places = decimals === 0 ? ' (a whole number)' : `, with a dot and at most ${decimals} ${decimals === 1 ? 'decimal' : 'decimals'}`;
  return `Enter a number from ${figure(min)} to ${figure(max)}${places}.`;
}

const defaultNotes: Record<IssueCode, (info: FieldInfo | undefined) => string> = {
  required: () => fieldNotes.required,
  email: () => fieldNotes.email,
  phone: () => fieldNotes.phone,
  tooLong: (info) => (info && 'max' in info ? fieldNotes.tooLong(info.max) : 'This is too long.'),
  characters: () => 'Remove control or text-direction characters.',
  format: (info) => (info?.kind === 'number' ? numberNote(info) : 'Check the format of this answer.'),
  choice: () => 'Choose one of the options.',
  consent: () => 'Please tick this box.',
  date: () => 'Enter a date like 2026-12-31.',
  package: () => 'Fill in every field of each package line with a positive number (the count a whole number).',
  repeated: () => 'Choose each option once.',
};

export type FormMessages = { required: string; email?: string; consent?: string } & Partial<Record<IssueCode, string>>;

export const DATE_TEXT = 'Please enter a valid date.';
export const PACKAGE_TEXT = 'Please complete each package line with positive numbers within the limits.';

const defaultMessages: Record<Exclude<IssueCode, 'required' | 'email' | 'consent'>, string> = {
  phone: PHONE_INVALID_TEXT,
  tooLong: TOO_LONG_TEXT,
  characters: CHARACTERS_TEXT,
  format: FORMAT_TEXT,
  choice: CHOICE_TEXT,
  repeated: CHOICE_TEXT,
  date: DATE_TEXT,
  package: PACKAGE_TEXT,
};

export type FormCheck<Output, Field extends string> =
  | { ok: true; output: Output }
  | { ok: false; message: string; fieldErrors: Partial<Record<Field, string>> };

function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Map<string, IssueCode> {
  const byField = new Map<string, IssueCode>();
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : '';
    const code = (issueCodes as readonly string[]).includes(issue.message) ? (issue.message as IssueCode) : 'choice';
    if (!byField.has(field)) byField.set(field, code);
  }
  return byField;
}

/** The most important problem gives the form's message, and every field with that problem gets its note. */
export function checkForm<S extends AnySchema, Field extends string = Extract<keyof v.InferInput<S>, string>>(
  schema: S,
  values: unknown,
  messages: FormMessages,
  notes: Partial<Record<Field, Partial<Record<IssueCode, string>>>> = {},
): FormCheck<v.InferOutput<S>, Field> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return { ok: true, output: result.output };
  const byField = issuesByField(result.issues);
  const code = issueCodes.find((candidate) => [...byField.values()].includes(candidate)) ?? 'choice';
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const [field, fieldCode] of byField) {
    if (fieldCode !== code || field === '') continue;
    fieldErrors[field as Field] = notes[field as Field]?.[code] ?? defaultNotes[code](infoOf(schema, field));
  }
  const message = code === 'required' || code === 'email' || code === 'consent' ? (messages[code] ?? messages.required) : (messages[code] ?? defaultMessages[code]);
  return { ok: false, message, fieldErrors };
}

function infoOf(schema: AnySchema, field: string): FieldInfo | undefined {
  // An object schema, or one piped through checks across its fields (the object first).
  const withEntries = schema as { entries?: Record<string, unknown>; pipe?: readonly { entries?: Record<string, unknown> }[] };
  const entries = withEntries.entries ?? withEntries.pipe?.[0]?.entries;
  return entries && Object.hasOwn(entries, field) ? fieldInfo(entries[field]) : undefined;
}

function describe(field: string, code: IssueCode, info: FieldInfo | undefined): string {
  const label = fieldLabel(field, info);
  switch (code) {
    case 'required':
      if (info?.kind === 'services') return 'Choose at least one service.';
      if (info?.kind === 'file') return `Please upload your ${label}.`;
      if (info?.kind === 'photo') return `Please choose the ${label}.`;
      return `The ${label} is required.`;
    case 'email':
      return `The ${label} address is not valid.`;
    case 'phone':
      return PHONE_INVALID_TEXT;
    case 'tooLong':
      return `The ${label} is longer than ${info && 'max' in info ? info.max : 0} characters.`;
    case 'characters':
      return `The ${label} contains control or text-direction characters.`;
    case 'format':
      return `The ${label} is not in the expected format.`;
    case 'repeated':
      return `The ${label} lists a value twice.`;
    case 'consent':
      return `The ${label} must be given.`;
    case 'date':
      return `The ${label} is not a valid date (YYYY-MM-DD).`;
    case 'package':
      return `The ${label} must be complete, with positive numbers within the limits (a whole count), at most ${info?.kind === 'packages' ? info.maxLines : 0} lines.`;
    case 'choice': {
      const capital = label.charAt(0).toUpperCase() + label.slice(1);
      if (info?.kind === 'services') return `${capital} must be among: ${serviceValues.join(', ')}.`;
      if (info?.kind === 'choice') {
        const words = info.options.map((option) => (/^[a-z]+$/.test(option) ? `"${option}"` : option));
        return `${capital} must be ${words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0]}.`;
      }
      return `The ${label} is not one of the allowed values.`;
    }
  }
}

export class EntityValidationError extends Error {
  override readonly name = 'EntityValidationError';
  constructor(
    readonly field: string,
    readonly code: IssueCode,
    info?: FieldInfo,
  ) {
    super(describe(field, code, info));
  }
}

export function parseEntity<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const [field, code] = [...issuesByField(result.issues)][0] ?? ['', 'choice'];
  throw new EntityValidationError(field, code, infoOf(schema, field));
}
