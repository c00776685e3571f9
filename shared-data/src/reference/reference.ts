// References such as Q-2026-000123: kind, UTC year of createdAt, that year's sequence (past 999,999 it grows a digit).
// Only the server writes them (functions/src/reference-numbers.ts): each number is its own document under
// counters/<kind>-<year>, so two quotes of the same second get different numbers. The public forms' function answers
// the reference to the sender.
export const referenceKinds = { quote: 'Q', application: 'A' } as const;
export type ReferenceKind = keyof typeof referenceKinds;

export const REFERENCE_SEQUENCE_DIGITS = 6;

export const referenceYears = { min: 2000, max: 9999 } as const;

export const REFERENCE_COUNTER_COLLECTION = 'counters';

export interface ParsedReference {
  kind: ReferenceKind;
  year: number;
  sequence: number;
}

export interface ReferenceCounter {
  last: number;
}

const kindByLetter = new Map<string, ReferenceKind>(
  (Object.entries(referenceKinds) as [ReferenceKind, string][]).map(([kind, letter]) => [letter, kind]),
);

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < referenceYears.min || year > referenceYears.max) {
    throw new RangeError(`A reference year must be a whole number from ${referenceYears.min} to ${referenceYears.max}; got ${String(year)}.`);
  }
}

function checkSequence(sequence: number): void {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A reference sequence number must be a whole number from 1; got ${String(sequence)}.`);
  }
}

export function formatReference(kind: ReferenceKind, year: number, sequence: number): string {
  checkYear(year);
  checkSequence(sequence);
  return `${referenceKinds[kind]}-${year}-${String(sequence).padStart(REFERENCE_SEQUENCE_DIGITS, '0')}`;
}

export function parseReference(text: string, kind?: ReferenceKind): ParsedReference | null {
  const match = /^\s*([a-z])\s*[-\s]?\s*(\d{4})\s*[-\s]?\s*(\d{1,16})\s*$/i.exec(text);
  if (!match) return null;
  const found = kindByLetter.get((match[1] ?? '').toUpperCase());
  const year = Number(match[2]);
  const sequence = Number(match[3]);
  if (!found || (kind !== undefined && found !== kind)) return null;
  if (year < referenceYears.min || !Number.isSafeInteger(sequence) || sequence < 1) return null;
  return { kind: found, year, sequence };
}

export function normalizeReference(text: string, kind?: ReferenceKind): string | null {
  const parsed = parseReference(text, kind);
  return parsed ? formatReference(parsed.kind, parsed.year, parsed.sequence) : null;
}

export function isCanonicalReference(value: unknown, kind?: ReferenceKind): value is string {
  return typeof value === 'string' && normalizeReference(value, kind) === value;
}

export function referenceYear(createdAt: Date): number {
  const year = createdAt.getUTCFullYear();
  checkYear(year);
  return year;
}

export function referenceCounterPath(kind: ReferenceKind, year: number): string {
  checkYear(year);
  return `${REFERENCE_COUNTER_COLLECTION}/${kind}-${year}`;
}

/** Refuses a malformed counter rather than guessing, since a guess could reissue a number. */
export function nextReference(
  kind: ReferenceKind,
  year: number,
  counter: unknown,
): { reference: string; sequence: number; counter: ReferenceCounter } {
  let last = 0;
  if (counter !== undefined && counter !== null) {
    const value = typeof counter === 'object' ? (counter as Record<string, unknown>).last : undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      throw new Error(`The reference counter ${referenceCounterPath(kind, year)} is damaged (expected { last: <whole number ≥ 0> }).`);
    }
    last = value;
  }
  const sequence = last + 1;
  return { reference: formatReference(kind, year, sequence), sequence, counter: { last: sequence } };
}
