/**
 * The search of the staff inboxes. Firestore has no text search, so the
 * server stores with each quote and application a list of terms
 * (`searchTerms`) and a typed query is looked up by ONE term with
 * `array-contains` (which combines with the other filters and the paging).
 *
 * Terms of a document (`searchTermsOf`), from each of its searchable values
 * (a quote: reference, company name, contact name, e-mail; an application:
 * reference, name, e-mail):
 * - everything is folded: lower case, accents removed (é → e), runs of
 *   white space made one space, trimmed;
 * - the whole value, and its prefixes of 2 characters or more (so 'acme lo'
 *   finds 'Acme Logistics Ltd');
 * - each word (runs of letters and digits), and each word's prefixes of 2
 *   characters or more (so 'logi' and 'ltd' find it too);
 * - for an e-mail address, also its local part (before the '@');
 * - deduplicated, at most `MAX_SEARCH_TERMS` terms, each at most
 *   `MAX_TERM_LENGTH` characters (a longer whole value is kept as its prefix).
 *
 * A typed query (`searchKeyOf`) is folded the same way and cut to
 * `MAX_TERM_LENGTH` characters; a reference typed in any form ('q 2026 123')
 * is looked up as the reference. An empty query means no search (null).
 *
 * Pure, no imports from Firebase: the Cloud Functions bundle it.
 */
import { normalizeReference } from '../reference/reference';

/** The most terms one document stores (Firestore indexes every entry of the list). */
export const MAX_SEARCH_TERMS = 300;
/** The longest term; longer values and queries are cut to this many characters. */
export const MAX_TERM_LENGTH = 40;
/** The shortest prefix stored. */
export const MIN_PREFIX_LENGTH = 2;

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

/** `text` and its prefixes of MIN_PREFIX_LENGTH characters or more (by code point), shortest first, within MAX_TERM_LENGTH. */
function prefixesOf(text: string): string[] {
  const chars = Array.from(text).slice(0, MAX_TERM_LENGTH);
  const result: string[] = [];
  if (chars.length > 0 && chars.length < MIN_PREFIX_LENGTH) result.push(chars.join(''));
  for (let end = MIN_PREFIX_LENGTH; end <= chars.length; end++) result.push(chars.slice(0, end).join(''));
  return result;
}

/** The search terms of a document's searchable values (see the module comment). */
export function searchTermsOf(values: readonly string[]): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (term !== '' && terms.size < MAX_SEARCH_TERMS) terms.add(term);
  };
  // Whole values and local parts first, so the cap drops the least useful terms (long prefixes of late words).
  const folded = values.filter((value): value is string => typeof value === 'string').map(foldSearchText).filter((value) => value !== '');
  for (const value of folded) {
    add(cut(value));
    const at = value.lastIndexOf('@');
    if (at > 0 && !value.includes(' ')) add(cut(value.slice(0, at)));
  }
  for (const value of folded) {
    for (const word of value.split(/[^\p{L}\p{N}]+/u)) prefixesOf(word).forEach(add);
  }
  for (const value of folded) prefixesOf(value).forEach(add);
  return [...terms];
}

/** The one term a typed query is looked up by, or null for an empty query (see the module comment). */
export function searchKeyOf(query: string): string | null {
  if (typeof query !== 'string') return null;
  const reference = normalizeReference(query);
  const folded = foldSearchText(reference ?? query);
  return folded === '' ? null : cut(folded);
}
