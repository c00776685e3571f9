// Firestore has no text search: the server stores terms with each document and a query is looked up by ONE term with
// array-contains, which combines with the other filters and paging. Terms: folded words, every run of words from any word
// on and their starts, and runs of phone digits. Documents keep their old terms until computed again.
// Pure: the Cloud Functions bundle it.
import { normalizeReference } from '../reference/reference';

export const MAX_SEARCH_TERMS = 400; // Firestore indexes every entry
export const MAX_TERM_LENGTH = 40;
export const MIN_PREFIX_LENGTH = 2;
export const MIN_PHONE_DIGITS = 4;

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

function digitRunsOf(digits: string): string[] {
  const result: string[] = [];
  for (let length = MIN_PHONE_DIGITS; length < digits.length; length++) {
    for (let start = 0; start + length <= digits.length; start++) result.push(digits.slice(start, start + length));
  }
  return result;
}

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
  // Most useful first, so that the cap drops the long runs of words.
  for (const words of valueWords) add(cut(words.join(' ')));
  for (const digits of phoneDigits) add(cut(digits));
  for (const words of valueWords) words.forEach((word) => add(cut(word)));
  for (const words of valueWords) words.forEach((word) => startsOf(word).forEach(add));
  for (const digits of phoneDigits) digitRunsOf(digits).forEach(add);
  const runs = valueWords.flatMap((words) => words.flatMap((word, index) => startsOf(words.slice(index).join(' '), Array.from(word).length)));
  runs.sort((a, b) => a.length - b.length).forEach(add);
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
