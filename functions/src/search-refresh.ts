/**
 * Keeps the search terms of the stored quotes and applications as the
 * current rules make them. The server writes a document's `searchTerms` when
 * it arrives (`arrivalFieldsOf`); when the rules of the search change
 * (shared-data/src/search/search-terms.ts, or which values are searched,
 * `searchValuesOf` of shared-data/src/server/arrival-fields.ts), the
 * documents stored before the change would not be found by the new terms.
 * So the scheduled job computes every document's terms again
 * (`searchTermsOfDocument`) and writes those that differ, once per version
 * of the rules:
 *
 * - the version (`searchTermsVersion`) is a digest of the terms the current
 *   code makes for a probe document whose every field holds a sample text,
 *   so any change of the rules or of the searched fields is a new version,
 *   with nothing to remember to bump;
 * - the job's state (`maintenance/searchTerms`: the version done, or the one
 *   under way and where it stopped) is read first: when the version is done,
 *   the run reads nothing more (one document read per run);
 * - otherwise the quotes, then the applications, are read a page at a time in
 *   document-id order from where the last run stopped, and each document
 *   whose terms differ gets its new `searchTerms` (that field alone; a
 *   document deleted meanwhile is skipped); the state records each page, so
 *   a run that stops at its time budget (`complete: false`) is resumed by the
 *   next one; the state says 'done' once both collections are through.
 *
 * A document arriving during the refresh gets the new terms from the
 * arrival trigger (the same code). Pure: the documents and the state are
 * reached through a small interface (stores.ts has it over Firestore).
 */
import { createHash } from 'node:crypto';
import type { ReferenceKind } from '../../shared-data/src/reference/reference';
import { searchTermsOfDocument, type StoredFields } from '../../shared-data/src/server/arrival-fields';
import { arrivalCollections } from './arrivals';

/** Documents read per page. */
export const SEARCH_REFRESH_PAGE_SIZE = 200;

/** How long one run keeps starting new pages (the scheduled function's limit is 300 s). */
export const SEARCH_REFRESH_TIME_BUDGET_MS = 240 * 1000;

/** The kinds of document refreshed, in order. */
const kinds: readonly ReferenceKind[] = ['quote', 'application'];

/** Where the job stands: the version done, or the one under way and the last document it went through. */
export interface SearchRefreshState {
  version: string;
  /** True once every document has the terms of `version`. */
  done: boolean;
  /** While under way: the kind being refreshed and the id of its last document refreshed (null: from its start). */
  kind: ReferenceKind | null;
  after: string | null;
}

export interface SearchDocument {
  id: string;
  data: StoredFields;
}

/** The quotes and applications, and the job's state, as far as the job needs them. */
export interface SearchTermStore {
  readState(): Promise<SearchRefreshState | null>;
  writeState(state: SearchRefreshState): Promise<void>;
  /** Up to `limit` documents of `collection` in document-id order, after the id `after` (null: from the start). */
  page(collection: string, limit: number, after: string | null): Promise<SearchDocument[]>;
  /**
   * For each document `id`, reads it afresh and sets its `searchTerms` (that
   * field alone) to `termsOf(its data)` in one transaction, unless that is
   * null (the terms are right) or the document no longer exists; resolves to
   * the ids written. (Read afresh: the arrival trigger may have numbered the
   * document since the page was read.)
   */
  setTerms(collection: string, ids: readonly string[], termsOf: (data: StoredFields) => string[] | null): Promise<string[]>;
}

export interface SearchRefreshResult {
  version: string;
  /** Documents read (the state document not counted). */
  read: number;
  /** `quotes/<id>` or `applicants/<id>` of the documents given new terms. */
  updated: string[];
  /** False when the run stopped at its time budget; the next run goes on. */
  complete: boolean;
}

/** A stored document whose every field holds a sample text with a phone number's characters (the probe of the version). */
const probeDocument: StoredFields = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? `Probe ${key} Ünïcode-Text o'Brien +91 (98765) 43-210` : undefined) });

/** The version of the search rules: a digest of the terms they make for the probe document of each kind. */
export function searchTermsVersion(): string {
  const terms = kinds.map((kind) => searchTermsOfDocument(kind, probeDocument, 'Q-2026-000123'));
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16);
}

const sameTerms = (stored: unknown, terms: readonly string[]) =>
  Array.isArray(stored) && stored.length === terms.length && stored.every((term, index) => term === terms[index]);

/** A document's current search terms, or null when it already has them. */
function termsOf(kind: ReferenceKind, data: StoredFields): string[] | null {
  const terms = searchTermsOfDocument(kind, data);
  return sameTerms(data.searchTerms, terms) ? null : terms;
}

/** Brings every quote's and application's search terms to the current version (see the module comment). */
export async function refreshSearchTerms({
  store,
  version = searchTermsVersion(),
  pageSize = SEARCH_REFRESH_PAGE_SIZE,
  timeBudgetMs = SEARCH_REFRESH_TIME_BUDGET_MS,
  clock = () => Date.now(),
  log = () => undefined,
}: {
  store: SearchTermStore;
  version?: string;
  pageSize?: number;
  timeBudgetMs?: number;
  clock?: () => number;
  log?: (line: string) => void;
}): Promise<SearchRefreshResult> {
  const stopAt = clock() + timeBudgetMs;
  const result: SearchRefreshResult = { version, read: 0, updated: [], complete: true };
  const state = await store.readState();
  if (state?.version === version && state.done) return result;
  // A new version starts from the first quote; the same one resumes where the last run stopped.
  const resume = state?.version === version ? state : null;
  let kindIndex = Math.max(0, resume?.kind ? kinds.indexOf(resume.kind) : 0);
  let after = resume?.after ?? null;
  if (!resume) log(`Refreshing the search terms to version ${version}.`);

  while (kindIndex < kinds.length) {
    const kind = kinds[kindIndex]!;
    if (clock() >= stopAt) {
      result.complete = false;
      log('The search-term refresh stopped at its time budget; the next run goes on.');
      return result;
    }
    const collection = arrivalCollections[kind];
    const page = await store.page(collection, pageSize, after);
    result.read += page.length;
    const changed = page.filter(({ data }) => termsOf(kind, data) !== null).map(({ id }) => id);
    if (changed.length > 0) {
      const written = await store.setTerms(collection, changed, (data) => termsOf(kind, data));
      result.updated.push(...written.map((id) => `${collection}/${id}`));
    }
    if (page.length < pageSize) {
      kindIndex += 1;
      after = null;
    } else {
      after = page[page.length - 1]!.id;
    }
    await store.writeState({ version, done: false, kind: kinds[kindIndex] ?? null, after });
  }
  await store.writeState({ version, done: true, kind: null, after: null });
  log(`The search terms are at version ${version}: ${result.updated.length} documents updated in this run.`);
  return result;
}
