/**
 * The search of the staff inboxes. Firestore has no text search, so the
 * server stores with each quote and application a list of terms
 * (`searchTerms`) and a typed query is looked up by ONE term with
 * `array-contains` (which combines with the other filters and the paging,
 * so a search still reads one page of documents).
 *
 * Terms of a document (`searchTermsOf`), from its searchable texts (a quote:
 * reference, company name, contact name, e-mail, origin, destination; an
 * application: reference, name, e-mail) and its phone numbers:
 * - a text is folded (lower case, accents removed: é → e) and read as its
 *   words (runs of letters and digits) joined by one space, so punctuation
 *   and spacing never matter ('jose.perez@acme-shipping.com' is
 *   'jose perez acme shipping com');
 * - every word, and its starts of 2 characters or more ('logi');
 * - every run of words from any word on, and its starts of 2 characters or
 *   more: so the whole value and its start ('acme lo'), and a part starting
 *   at any word ('co 08' finds 'Acme co 08', 'logistics ltd' finds 'Acme
 *   Logistics Ltd');
 * - a phone number as its digits alone, and every run of `MIN_PHONE_DIGITS`
 *   or more of its digits ('+91 98765 43210' is found by '98765',
 *   '9876543210', '+91 98765' or '919876');
 * - deduplicated, at most `MAX_SEARCH_TERMS` terms (whole values and words
 *   first, so the cap drops the longest runs of words), each at most
 *   `MAX_TERM_LENGTH` characters (a longer one is kept as its start).
 *
 * A typed query (`searchKeyOf`) becomes one term the same way: a reference
 * typed in any form ('q 2026 123') is looked up as the reference; a query of
 * digits and the characters phone numbers are written with (spaces, '+', '-',
 * '.', parentheses) by its digits alone; any other by its folded words,
 * joined by one space. An empty query means no search (null).
 *
 * Documents stored before a change of these rules keep their old terms until
 * they are computed again (functions/README.md, "Search terms").
 *
 * Pure, no imports from Firebase: the Cloud Functions bundle it.
 */
import { normalizeReference } from '../reference/reference';

/** The most terms one document stores (Firestore indexes every entry of the list). */
export const MAX_SEARCH_TERMS = 400;
/** The longest term; longer values and queries are cut to this many characters. */
export const MAX_TERM_LENGTH = 40;
/** The shortest start of a word or of a run of words stored (a whole word is stored whatever its length). */
export const MIN_PREFIX_LENGTH = 2;
/** The fewest digits in a row a phone number is found by. */
export const MIN_PHONE_DIGITS = 4;

/** The values a document is found by. */
export interface SearchValues {
  /** Texts: a reference, names, an e-mail address, places. */
  texts: readonly string[];
  /** Phone numbers, as typed. */
  phones?: readonly string[];
}

/** Lower case, accents removed, white space collapsed and trimmed. */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

const cut = (text: string) => Array.from(text).slice(0, MAX_TERM_LENGTH).join('');

/** The folded words of a text. */
function wordsOf(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The digits of a phone number. */
const digitsOf = (phone: string) => phone.replace(/\D+/g, '');

/** A query written as a phone number: digits and the characters phone numbers are written with, at least one digit. */
const PHONE_QUERY = /^[\d\s+\-().]*\d[\d\s+\-().]*$/;

/** The starts of `text` (by code point) of MIN_PREFIX_LENGTH characters or more, longer than `after` characters, within MAX_TERM_LENGTH, not ending in a space; shortest first. */
function startsOf(text: string, after = 0): string[] {
  const chars = Array.from(text).slice(0, MAX_TERM_LENGTH);
  const result: string[] = [];
  for (let end = Math.max(MIN_PREFIX_LENGTH, after + 1); end <= chars.length; end++) {
    if (chars[end - 1] !== ' ') result.push(chars.slice(0, end).join(''));
  }
  return result;
}

/** Every run of MIN_PHONE_DIGITS or more digits in `digits`, shortest first. */
function digitRunsOf(digits: string): string[] {
  const result: string[] = [];
  for (let length = MIN_PHONE_DIGITS; length < digits.length; length++) {
    for (let start = 0; start + length <= digits.length; start++) result.push(digits.slice(start, start + length));
  }
  return result;
}

/** The search terms of a document's searchable values (see the module comment). */
export function searchTermsOf({ texts, phones = [] }: SearchValues): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (term !== '' && terms.size < MAX_SEARCH_TERMS) terms.add(term);
  };
  const valueWords = texts.filter((value): value is string => typeof value === 'string').map(wordsOf);
  const phoneDigits = phones
    .filter((value): value is string => typeof value === 'string')
    .map(digitsOf)
    .filter((digits) => digits !== '');
  // Most useful first, so that the cap drops the least useful terms (long runs of words).
  for (const words of valueWords) add(cut(words.join(' ')));
  for (const digits of phoneDigits) add(cut(digits));
  for (const words of valueWords) words.forEach((word) => add(cut(word)));
  for (const words of valueWords) words.forEach((word) => startsOf(word).forEach(add));
  for (const digits of phoneDigits) digitRunsOf(digits).forEach(add);
  const runs = valueWords.flatMap((words) => words.flatMap((word, index) => startsOf(words.slice(index).join(' '), Array.from(word).length)));
  runs.sort((a, b) => a.length - b.length).forEach(add);
  return [...terms];
}

/** The one term a typed query is looked up by, or null for an empty query (see the module comment). */
export function searchKeyOf(query: string): string | null {
  if (typeof query !== 'string') return null;
  const reference = normalizeReference(query);
  const folded = foldSearchText(reference ?? query);
  if (folded === '') return null;
  if (PHONE_QUERY.test(folded)) return cut(digitsOf(folded));
  const words = wordsOf(folded);
  // Only punctuation: looked up as typed (it matches nothing, as no term is punctuation).
  return cut(words.length > 0 ? words.join(' ') : folded);
}
