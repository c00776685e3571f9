/**
 * @jest-environment node
 */
import { searchKeyOf, searchTermsOfDocument, type StoredFields } from '@seawave/shared-data/server';
import type * as SharedData from '@seawave/shared-data/server';
import type * as SearchRefresh from './search-refresh';
import { refreshSearchTerms, searchTermsVersion, type SearchRefreshState, type SearchTermStore } from './search-refresh';

/** The quotes and applications in memory, in document-id order, with the job's state and a count of documents read. */
function memoryStore(documents: Record<'quotes' | 'applicants', Record<string, StoredFields>>) {
  let state: SearchRefreshState | null = null;
  const reads = { documents: 0, states: 0 };
  const collections = { quotes: new Map(Object.entries(documents.quotes)), applicants: new Map(Object.entries(documents.applicants)) };
  const collectionOf = (name: string) => collections[name as keyof typeof collections];
  const store: SearchTermStore = {
    async readState() {
      reads.states += 1;
      return state ? { ...state } : null;
    },
    async writeState(next) {
      state = { ...next };
    },
    async page(collection, limit, after) {
      const ids = [...collectionOf(collection).keys()].sort().filter((id) => after === null || id > after).slice(0, limit);
      reads.documents += ids.length;
      return ids.map((id) => ({ id, data: { ...collectionOf(collection).get(id)! } }));
    },
    async setTerms(collection, ids, termsOf) {
      const written: string[] = [];
      for (const id of ids) {
        const data = collectionOf(collection).get(id);
        const terms = data ? termsOf(data) : null;
        if (data && terms) {
          collectionOf(collection).set(id, { ...data, searchTerms: terms });
          written.push(id);
        }
      }
      return written;
    },
  };
  return { store, reads, collections, state: () => state };
}

const quote = (i: number, extra: StoredFields = {}): StoredFields => ({
  reference: `Q-2026-${String(i).padStart(6, '0')}`,
  name: `Contact ${i}`,
  email: `contact${i}@example.com`,
  companyName: `Acme co ${String(i).padStart(2, '0')}`,
  contactNumber: `+91 90000 000${String(i).padStart(2, '0')}`,
  origin: 'Nhava Sheva',
  searchTerms: ['old', 'terms'],
  ...extra,
});
const applicant = (i: number): StoredFields => ({ reference: `A-2026-${String(i).padStart(6, '0')}`, name: `Applicant ${i}`, email: `a${i}@example.com`, number: '+91 98765 43210', searchTerms: [] });

describe('refreshSearchTerms', () => {
  it('gives every stored document the current terms', async () => {
    const memory = memoryStore({ quotes: { q1: quote(1), q2: quote(2) }, applicants: { a1: applicant(1) } });
    const result = await refreshSearchTerms({ store: memory.store });
    expect(result).toMatchObject({ read: 3, complete: true });
    expect(result.updated.sort()).toEqual(['applicants/a1', 'quotes/q1', 'quotes/q2']);
    const terms = memory.collections.quotes.get('q1')?.searchTerms as string[];
    expect(terms).toEqual(searchTermsOfDocument('quote', quote(1)));
    for (const query of ['9000000001', 'Nhava', 'co 01', 'Q-2026-000001']) expect(terms).toContain(searchKeyOf(query));
    expect(memory.collections.applicants.get('a1')?.searchTerms).toContain(searchKeyOf('98765'));
    expect(memory.state()).toEqual({ version: searchTermsVersion(), done: true, kind: null, after: null });
  });

  it('writes only the documents whose terms differ', async () => {
    const current = quote(2, {});
    const memory = memoryStore({ quotes: { q1: quote(1), q2: { ...current, searchTerms: searchTermsOfDocument('quote', current) } }, applicants: {} });
    const result = await refreshSearchTerms({ store: memory.store });
    expect(result.updated).toEqual(['quotes/q1']);
  });

  it('reads nothing once done; restarts for a new version', async () => {
    const memory = memoryStore({ quotes: { q1: quote(1) }, applicants: { a1: applicant(1) } });
    await refreshSearchTerms({ store: memory.store });
    const readBefore = memory.reads.documents;
    expect(await refreshSearchTerms({ store: memory.store })).toEqual({ version: searchTermsVersion(), read: 0, updated: [], complete: true });
    expect(memory.reads.documents).toBe(readBefore);

    const next = await refreshSearchTerms({ store: memory.store, version: 'another-version' });
    expect(next).toMatchObject({ read: 2, updated: [], complete: true });
    expect(memory.state()).toMatchObject({ version: 'another-version', done: true });
  });

  it('resumes after its time budget where it stopped', async () => {
    const quotes = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`q${i}`, quote(i + 1)]));
    const memory = memoryStore({ quotes, applicants: { a1: applicant(1), a2: applicant(2) } });
    let now = 0;
    // Each look at the clock moves it 5 ms: the budget of 15 ms lets two pages start.
    const clock = () => (now += 5);
    const first = await refreshSearchTerms({ store: memory.store, pageSize: 3, timeBudgetMs: 15, clock });
    expect(first).toMatchObject({ read: 6, complete: false });
    expect(memory.state()).toMatchObject({ done: false, kind: 'quote', after: 'q5' });

    const second = await refreshSearchTerms({ store: memory.store, pageSize: 3 });
    expect(second).toMatchObject({ read: 3, complete: true });
    expect(second.updated.sort()).toEqual(['applicants/a1', 'applicants/a2', 'quotes/q6']);
    expect(memory.state()).toMatchObject({ done: true });
    for (const data of [...memory.collections.quotes.values()]) expect(data.searchTerms).toEqual(searchTermsOfDocument('quote', data));
  });

  it('skips a document deleted before its write', async () => {
    const memory = memoryStore({ quotes: { q1: quote(1), q2: quote(2) }, applicants: {} });
    const page = memory.store.page.bind(memory.store);
    memory.store.page = async (...args) => {
      const docs = await page(...args);
      memory.collections.quotes.delete('q2');
      return docs;
    };
    expect((await refreshSearchTerms({ store: memory.store })).updated).toEqual(['quotes/q1']);
  });
});

describe('searchTermsVersion', () => {
  afterEach(() => jest.resetModules());

  it('is the same for the same rules', () => {
    expect(searchTermsVersion()).toBe(searchTermsVersion());
    expect(searchTermsVersion()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when another field is searched', () => {
    const versionWith = (searchValuesOf: (kind: string, data: StoredFields, reference: string) => SharedData.SearchValues) => {
      let version = '';
      jest.isolateModules(() => {
        jest.doMock('@seawave/shared-data/server', () => {
          const actual = jest.requireActual<typeof SharedData>('@seawave/shared-data/server');
          return { ...actual, searchTermsOfDocument: (kind: string, data: StoredFields, reference = '') => actual.searchTermsOf(searchValuesOf(kind, data, reference)) };
        });
        version = jest.requireActual<typeof SearchRefresh>('./search-refresh').searchTermsVersion();
      });
      return version;
    };
    const actual = jest.requireActual<typeof SharedData>('@seawave/shared-data/server');
    const same = versionWith((kind, data, reference) => actual.searchValuesOf(kind as 'quote', data, reference));
    expect(same).toBe(searchTermsVersion());
    const withAddress = versionWith((kind, data, reference) => {
      const values = actual.searchValuesOf(kind as 'quote', data, reference);
      return { ...values, texts: [...values.texts, String(data.companyAddress)] };
    });
    expect(withAddress).not.toBe(searchTermsVersion());
  });
});
