/**
 * @jest-environment node
 */
/**
 * The documents the sitemap is made of, read from the Firestore emulator over
 * REST with administrative access: every post and vacancy (blocked ones
 * included, so the index can leave them out) with only the fields the index
 * needs, past the first page of results.
 */
import { firestoreSource, readSiteDocuments } from './site-documents';

const projectId = 'demo-seawave-site-documents';
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const timestamp = (iso: string) => ({ timestampValue: iso });

jest.setTimeout(60_000);

if (!firestore) {
  describe('the documents of the sitemap', () => {
    it('needs the Firestore emulator', () => {
      throw new Error('FIRESTORE_EMULATOR_HOST not set. Run the suite with the emulators: npm test, or npm run test:unit (which starts them).');
    });
  });
} else {
  beforeAll(async () => {
    await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    const name = (collection: string, id: string) => `projects/${projectId}/databases/(default)/documents/${collection}/${id}`;
    const posts = Array.from({ length: 305 }, (_, i) => ({
      update: { name: name('posts', `post-${String(i).padStart(3, '0')}`), fields: { topic: { stringValue: `Topic ${i}` }, content: { stringValue: 'Long text' }, createdAt: timestamp('2026-10-01T10:00:00Z') } },
    }));
    const vacancies = [
      { update: { name: name('jobvacancy', 'job-open'), fields: { isBlocked: { booleanValue: false }, createdAt: timestamp('2026-10-02T10:00:00Z'), updatedAt: timestamp('2026-10-09T10:00:00Z') } } },
      { update: { name: name('jobvacancy', 'job-blocked'), fields: { isBlocked: { booleanValue: true }, closingDate: { stringValue: '2026-12-31' }, createdAt: timestamp('2026-10-04T10:00:00Z') } } },
    ];
    const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: [...posts, ...vacancies] }),
    });
    if (!response.ok) throw new Error(`writing the test documents: HTTP ${response.status} ${await response.text()}`);
  });

  describe('the documents of the sitemap', () => {
    it('reads every post and vacancy the sitemap needs', async () => {
      const { posts, vacancies } = await readSiteDocuments(firestoreSource({ projectId, emulatorHost: firestore }));
      expect(posts).toHaveLength(305);
      expect(posts[0]).toEqual({ id: 'post-000', createdAt: new Date('2026-10-01T10:00:00Z'), updatedAt: null });
      expect(vacancies).toEqual([
        { id: 'job-blocked', createdAt: new Date('2026-10-04T10:00:00Z'), updatedAt: null, isBlocked: true, closingDate: '2026-12-31' },
        { id: 'job-open', createdAt: new Date('2026-10-02T10:00:00Z'), updatedAt: new Date('2026-10-09T10:00:00Z'), isBlocked: false, closingDate: null },
      ]);
    });

    it('refuses production Firestore without an access token', () => {
      expect(() => firestoreSource({ projectId: 'seawave-prod', emulatorHost: null })).toThrow("Reading seawave-prod's Firestore needs an access token.");
    });
  });
}
