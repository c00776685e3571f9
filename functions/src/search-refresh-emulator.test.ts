/**
 * The search-term refresh against the Firestore emulator (Admin SDK, a
 * project of this suite's own): the quotes and applications stored before a
 * change of the search get the current terms, nothing else of them changes,
 * and the job's state lets the next run read one document. `npm test` starts
 * the emulators; without them the suite fails and says how to run it.
 * @jest-environment node
 */
import { Timestamp } from 'firebase-admin/firestore';
import { searchKeyOf, searchTermsOfDocument } from '@seawave/shared-data/server';
import { refreshSearchTerms, searchTermsVersion } from './search-refresh';
import { firestoreSearchTermStore, SEARCH_REFRESH_STATE_PATH } from './stores';
import { adminFirestore, clearProject } from './testing/firestore';

jest.setTimeout(60_000);

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-seawave-search-refresh';

if (!firestoreHost) {
  describe('the search-term refresh in Firestore', () => {
    it('needs the Firestore emulator', () => {
      throw new Error('FIRESTORE_EMULATOR_HOST is not set. Run the suite with the local back end: npm test, or npm run test:unit -- functions.');
    });
  });
} else {
  const { db, close } = adminFirestore(projectId);
  beforeEach(() => clearProject(firestoreHost, projectId));
  afterAll(close);

  const createdAt = Timestamp.fromDate(new Date('2026-03-01T10:00:00Z'));
  /** A quote as the earlier search stored it: terms of its reference, company, name and e-mail only. */
  const oldQuote = (i: number) => ({
    reference: `Q-2026-00000${i}`,
    status: 'quoted',
    name: 'Meera Shah',
    email: `meera${i}@example.com`,
    contactNumber: `+91 98765 4321${i}`,
    companyName: `Acme co 0${i}`,
    companyAddress: '1 Dock Road',
    services: ['warehousing'],
    comments: '',
    origin: 'Nhava Sheva',
    destination: 'Jebel Ali',
    searchTerms: ['q-2026-00000', 'acme', `meera${i}@example.com`],
    serviceFlags: { warehousing: true },
    createdAt,
  });

  describe('the search-term refresh in Firestore', () => {
    it('refreshes stored terms in pages, changing nothing else', async () => {
      for (let i = 1; i <= 5; i++) await db.doc(`quotes/q${i}`).set(oldQuote(i));
      await db.doc('applicants/a1').set({ reference: 'A-2026-000001', name: 'Ravi Kumar', email: 'ravi@example.com', number: '+91 90000 00008', searchTerms: ['ravi'], createdAt });
      const store = firestoreSearchTermStore(db);

      const result = await refreshSearchTerms({ store, pageSize: 2 });
      expect(result).toMatchObject({ read: 6, complete: true });
      expect(result.updated.sort()).toEqual(['applicants/a1', 'quotes/q1', 'quotes/q2', 'quotes/q3', 'quotes/q4', 'quotes/q5']);

      const q3 = (await db.doc('quotes/q3').get()).data()!;
      const { searchTerms, ...rest } = q3;
      const { searchTerms: _old, ...unchanged } = oldQuote(3);
      expect(rest).toEqual(unchanged);
      expect(searchTerms).toEqual(searchTermsOfDocument('quote', q3));
      for (const query of ['98765', '+91 98765 43213', 'Nhava', 'co 03']) expect(searchTerms).toContain(searchKeyOf(query));
      expect((await db.doc('applicants/a1').get()).get('searchTerms')).toContain(searchKeyOf('9000000008'));
      expect((await db.doc(SEARCH_REFRESH_STATE_PATH).get()).data()).toEqual({ version: searchTermsVersion(), done: true, kind: null, after: null });

      // Done: the next run reads only its state.
      expect(await refreshSearchTerms({ store, pageSize: 2 })).toMatchObject({ read: 0, updated: [] });
    });

    it('judges each document as it is when writing', async () => {
      await db.doc('quotes/new').set({ ...oldQuote(1), reference: null, searchTerms: [] });
      await db.doc('quotes/gone').set(oldQuote(2));
      const store = firestoreSearchTermStore(db);
      const page = store.page.bind(store);
      store.page = async (...args) => {
        const docs = await page(...args);
        if (args[0] === 'quotes') {
          await db.doc('quotes/new').update({ reference: 'Q-2026-000077' });
          await db.doc('quotes/gone').delete();
        }
        return docs;
      };
      const result = await refreshSearchTerms({ store });
      expect(result.updated).toEqual(['quotes/new']);
      expect(await db.doc('quotes/gone').get()).toHaveProperty('exists', false);
      expect((await db.doc('quotes/new').get()).get('searchTerms')).toContain(searchKeyOf('Q-2026-000077'));
    });
  });
}
