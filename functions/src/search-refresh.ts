// Documents stored before a change of the search rules would not be found by the new terms, so each version of the
// rules gets one run that rewrites the terms that differ; a version already done costs one document read.
import { createHash } from 'node:crypto';
import { type ReferenceKind, searchTermsOfDocument, type StoredFields } from '@seawave/shared-data/server';
import { arrivalCollections } from './arrivals';

export const SEARCH_REFRESH_PAGE_SIZE = 200;

/** The scheduled function's limit is 300 s. */
export const SEARCH_REFRESH_TIME_BUDGET_MS = 240 * 1000;

const kinds: readonly ReferenceKind[] = ['quote', 'application'];

export interface SearchRefreshState {
  version: string;
  done: boolean;
  kind: ReferenceKind | null;
  after: string | null;
}

export interface SearchDocument {
  id: string;
  data: StoredFields;
}

export interface SearchTermStore {
  readState(): Promise<SearchRefreshState | null>;
  writeState(state: SearchRefreshState): Promise<void>;
  page(collection: string, limit: number, after: string | null): Promise<SearchDocument[]>;
  /** Reads each document afresh: the arrival trigger may have numbered it since the page was read. */
  setTerms(collection: string, ids: readonly string[], termsOf: (data: StoredFields) => string[] | null): Promise<string[]>;
}

export interface SearchRefreshResult {
  version: string;
  read: number;
  updated: string[];
  complete: boolean;
}

const probeDocument: StoredFields = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? `Probe ${key} Ünïcode-Text o'Brien +91 (98765) 43-210` : undefined) });

/** A digest of the terms the rules make for a probe document, so any change of the rules is a new version, with nothing to bump. */
export function searchTermsVersion(): string {
  const terms = kinds.map((kind) => searchTermsOfDocument(kind, probeDocument, 'Q-2026-000123'));
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16);
}

const sameTerms = (stored: unknown, terms: readonly string[]) =>
  Array.isArray(stored) && stored.length === terms.length && stored.every((term, index) => term === terms[index]);

function termsOf(kind: ReferenceKind, data: StoredFields): string[] | null {
  const terms = searchTermsOfDocument(kind, data);
  return sameTerms(data.searchTerms, terms) ? null : terms;
}

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
