/**
 * Short human-readable references for quotes and applications:
 * `Q-2026-000123` (quote) and `A-2026-000045` (application): a kind letter,
 * the year (UTC) the document was created, and that year's sequence number,
 * zero-padded to six digits (numbers past 999,999 simply grow a digit, so a
 * reference never wraps or repeats).
 *
 * Pure and dependency-free: the server formats references, the pages show
 * them and the admin search normalises what staff type (`q-2026-123`,
 * `Q 2026 000123`, `q2026000123` all mean `Q-2026-000123`).
 *
 * How each reference is made unique, even for two quotes in the same second
 * ------------------------------------------------------------------------
 * - Only the server writes references. The rules refuse a `reference` field
 *   on every public create and on every client update (staff included), and
 *   refuse every client read and write of the counter documents.
 * - A Cloud Function triggered by the document's creation runs ONE Firestore
 *   transaction that reads the counter document
 *   `counters/<kind>-<year>` (`referenceCounterPath`) and the new document,
 *   and, if the new document has no reference yet, writes the counter's next
 *   value (`nextReference`) and the document's `reference` together.
 * - Firestore transactions are serialisable: when two triggers read the same
 *   counter at the same time, the first commit wins and the second
 *   transaction is retried against the new counter value, so two quotes of
 *   the same second get consecutive numbers, never the same one. Time plays
 *   no part in the sequence; the year only picks the counter.
 * - Triggers are delivered at least once: because the transaction first
 *   checks that the document has no reference, a repeated delivery does not
 *   spend a second number or overwrite the first.
 * - One counter document per kind and year keeps the write rate on it far
 *   below Firestore's sustained limit of about one write per second per
 *   document (transactions retry under contention; a burst of quotes is
 *   slowed, not duplicated).
 * - The year is the UTC year of the document's server-set `createdAt`
 *   (`referenceYear`), not of the trigger's run, so a quote sent at
 *   23:59:59 on 31 December belongs to the year it was sent in.
 * - The visitor cannot read quotes, so the reference reaches the page that
 *   says 'Quote Sent!' through a receipt the same transaction writes:
 *   `quoteReceipts/<quote id>` = `{ reference }`, readable by a `get` of that
 *   exact id (the 20-character random id only the sender knows; `list` is
 *   refused) and writable by nobody but the server. The page polls it
 *   briefly; the acknowledgement e-mail names the reference as well.
 */

/** Kind letter of each referenced document. */
export const referenceKinds = { quote: 'Q', application: 'A' } as const;
export type ReferenceKind = keyof typeof referenceKinds;

/** Minimum digits of the sequence number (zero-padded). */
export const REFERENCE_SEQUENCE_DIGITS = 6;

/** Years a reference can carry (four digits). */
export const referenceYears = { min: 2000, max: 9999 } as const;

/** Collection of the per-kind, per-year counter documents (server only). */
export const REFERENCE_COUNTER_COLLECTION = 'counters';

export interface ParsedReference {
  kind: ReferenceKind;
  year: number;
  sequence: number;
}

/** The stored data of a counter document: the last sequence number issued. */
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

/** e.g. `formatReference('quote', 2026, 123)` → `'Q-2026-000123'`. Throws a RangeError for an impossible year or sequence. */
export function formatReference(kind: ReferenceKind, year: number, sequence: number): string {
  checkYear(year);
  checkSequence(sequence);
  return `${referenceKinds[kind]}-${year}-${String(sequence).padStart(REFERENCE_SEQUENCE_DIGITS, '0')}`;
}

/**
 * What a typed reference means, or null: any letter case, spaces around,
 * `-`, a space or nothing between the parts, and the sequence with or
 * without its leading zeros. With `kind`, only references of that kind.
 */
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

/** The canonical form of a typed reference (`'q 2026 123'` → `'Q-2026-000123'`), or null when it is none. */
export function normalizeReference(text: string, kind?: ReferenceKind): string | null {
  const parsed = parseReference(text, kind);
  return parsed ? formatReference(parsed.kind, parsed.year, parsed.sequence) : null;
}

/** True only for a reference exactly as the server writes it (what a stored `reference` must be). */
export function isCanonicalReference(value: unknown, kind?: ReferenceKind): value is string {
  return typeof value === 'string' && normalizeReference(value, kind) === value;
}

/** The year a document created at `createdAt` is numbered in: its UTC year. */
export function referenceYear(createdAt: Date): number {
  const year = createdAt.getUTCFullYear();
  checkYear(year);
  return year;
}

/** Path of the counter document of `kind` in `year`, e.g. `counters/quote-2026`. */
export function referenceCounterPath(kind: ReferenceKind, year: number): string {
  checkYear(year);
  return `${REFERENCE_COUNTER_COLLECTION}/${kind}-${year}`;
}

/**
 * The next reference of `kind` in `year` from the counter document's data as
 * read inside the transaction (`undefined` when the document does not exist
 * yet: the year's first number is 1), and the counter data to write back.
 * A counter that is not `{ last: <whole number ≥ 0> }` is refused with an
 * Error rather than guessed at, since guessing could reissue a number.
 */
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
