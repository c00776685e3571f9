// Firestore has no text search: the server stores terms with each document and a query is looked up by ONE term with
// array-contains, which combines with the other filters and paging. Terms: folded words, their starts and every part of
// three letters or more, every run of words from any word on and their starts, and every run of a phone's digits (so
// '+91' finds '+91 (98765) 43-210'). Documents keep their old terms until computed again (functions/src/search-refresh.ts).
// Pure: the Cloud Functions bundle it.
import { normalizeReference } from '../reference/reference';

/**
 * At most this many terms per document. Firestore indexes each of them three times (the field and its two inbox
 * indexes), far below its 40,000 index entries per document. A typical quote has about 450; the cap drops the
 * longest runs and parts of words first.
 */
export const MAX_SEARCH_TERMS = 1000;
export const MAX_TERM_LENGTH = 40;
export const MIN_PREFIX_LENGTH = 2;
/** A part inside a word is found from this many letters on. */
export const MIN_PART_LENGTH = 3;
/** Any run of a phone's digits, however short, is found. */
export const MIN_PHONE_DIGITS = 1;

export interface SearchValues {
  texts: readonly string[];
  phones?: readonly string[];
}

export function foldSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

const cut = (text: string) => Array.from(text).slice(0, MAX_TERM_LENGTH).join('');

function wordsOf(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

const digitsOf = (phone: string) => phone.replace(/\D+/g, '');

const PHONE_QUERY = /^[\d\s+\-().]*\d[\d\s+\-().]*$/;

function startsOf(text: string, after = 0): string[] {
  const chars = Array.from(text).slice(0, MAX_TERM_LENGTH);
  const result: string[] = [];
  for (let end = Math.max(MIN_PREFIX_LENGTH, after + 1); end <= chars.length; end++) {
    if (chars[end - 1] !== ' ') result.push(chars.slice(0, end).join(''));
  }
  return result;
}

/** Shortest first. */
function digitRunsOf(digits: string): string[] {
  const result: string[] = [];
  for (let length = MIN_PHONE_DIGITS; length < digits.length; length++) {
    for (let start = 0; start + length <= digits.length; start++) result.push(digits.slice(start, start + length));
  }
  return result;
}

/** The parts of a word that start after its first letter (its starts are terms already). */
function innerPartsOf(word: string): string[] {
  const chars = Array.from(word).slice(0, MAX_TERM_LENGTH);
  const result: string[] = [];
  for (let start = 1; start + MIN_PART_LENGTH <= chars.length; start++) {
    for (let end = start + MIN_PART_LENGTH; end <= chars.length; end++) result.push(chars.slice(start, end).join(''));
  }
  return result;
}

const SHORT_PART_LENGTH = 8;

const shortestFirst = (list: string[]) => list.sort((a, b) => a.length - b.length);

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
  // Most useful first, so that the cap drops the long runs of words and parts of words.
  for (const words of valueWords) add(cut(words.join(' ')));
  for (const digits of phoneDigits) add(cut(digits));
  for (const words of valueWords) words.forEach((word) => add(cut(word)));
  for (const words of valueWords) words.forEach((word) => startsOf(word).forEach(add));
  for (const digits of phoneDigits) digitRunsOf(digits).forEach(add);
  const parts = valueWords.flatMap((words) => words.flatMap(innerPartsOf));
  const runs = valueWords.flatMap((words) => words.flatMap((word, index) => startsOf(words.slice(index).join(' '), Array.from(word).length)));
  // Short parts of words and runs of words by length, then the long parts (of long e-mail domains, mostly), so the cap
  // drops what is least likely typed.
  shortestFirst([...parts.filter((part) => part.length <= SHORT_PART_LENGTH), ...runs]).forEach(add);
  shortestFirst(parts.filter((part) => part.length > SHORT_PART_LENGTH)).forEach(add);
  return [...terms];
}

export function searchKeyOf(query: string): string | null {
  if (typeof query !== 'string') return null;
  const reference = normalizeReference(query);
  const folded = foldSearchText(reference ?? query);
  if (folded === '') return null;
  if (PHONE_QUERY.test(folded)) return cut(digitsOf(folded));
  const words = wordsOf(folded);
  // Only punctuation: looked up as typed (it matches nothing).
  return cut(words.length > 0 ? words.join(' ') : folded);
}
