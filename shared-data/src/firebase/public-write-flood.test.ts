/**
 * @jest-environment node
 */
/**
 * A bounded flood against the local back end: one client with one visitor
 * identity, made as the site makes it (the real Firebase SDK against the Auth and Firestore emulators and
 * the Storage stand-in, loopback only) sends quotes and resume uploads as fast
 * as it can, at most 200 attempts in at most 60 s and within one limit
 * window, trying what a script would try: the site's own protocol without
 * waiting, a reset count, a limit document for another day, no limit document
 * at all; uploads without a ticket, over a stored file, or into another
 * identity's folder. The rules accept exactly the configured number of each
 * (limits.json "publicWrites": within one window, one write of a kind) and
 * refuse every other attempt as "permission denied". `npm test` and
 * `npm run test:unit` run it with the emulators.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { collection, connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, setDoc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { newVisitorCredentials } from '../auth/visitor-identity';
import { resumeStoragePath } from '../entities';
import { businessDay } from '../business-day';
import { isPermissionDenied, writeLimits } from '../core/write-limits';
import { sampleQuote } from '../testing/data-api-contract';
import { hostAndPort } from './host-and-port';

const projectId = 'demo-seawave-flood';
const bucket = `${projectId}.appspot.com`;
const hosts = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  firestore: process.env.FIRESTORE_EMULATOR_HOST,
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST,
};

/** At most this many attempts (quotes and uploads together) and this long, whichever comes first. */
const MAX_ATTEMPTS = 200;
const MAX_FLOOD_MS = 60_000;
/** Attempts sent at the same time (a flood does not wait for answers). */
const PARALLEL = 10;

const { quotes: quoteLimit, resumes: resumeLimit } = writeLimits;
/** The flood stays inside one limit window of both kinds (with a margin for the machine), so the limits allow exactly this many. */
const windowMs = Math.min(quoteLimit.seconds, resumeLimit.seconds) * 1000;
const floodMs = Math.min(MAX_FLOOD_MS, windowMs - 5_000);
const allowedQuotes = Math.min(quoteLimit.perDay, 1);
const allowedUploads = Math.min(resumeLimit.perDay, 1);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const missing = Object.entries(hosts)
  .filter(([, value]) => !value)
  .map(([name]) => name);

jest.setTimeout(MAX_FLOOD_MS + 30_000);

if (missing.length > 0) {
  describe('a flood of public writes (emulators)', () => {
    it('needs the emulators', () => {
      throw new Error(`No ${missing.join(', ')} emulator host set. Run the suite with the emulators: npm test, or npm run test:unit (which starts them).`);
    });
  });
} else {
  const auth = hosts.auth!;
  const firestoreHost = hosts.firestore!;
  const storageHost = hosts.storage!;
  let app: FirebaseApp;
  let db: Firestore;
  let storage: FirebaseStorage;
  let uid: string;

  beforeAll(async () => {
    for (const host of [auth, firestoreHost, storageHost]) {
      if (!LOOPBACK.has(hostAndPort(host).host)) throw new Error(`The flood runs against loopback only, not ${host}.`);
    }
    const owner = { Authorization: 'Bearer owner' };
    await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    await fetch(`http://${storageHost}/emulator/v1/buckets/${bucket}`, { method: 'DELETE', headers: owner });
    // Each refused write would print a warning: only errors are printed.
    setLogLevel('error');
    app = initializeApp({ apiKey: 'demo-api-key', projectId, storageBucket: bucket, appId: '1:000000000000:web:0000000000000000' }, 'flood');
    const authInstance = getAuth(app);
    connectAuthEmulator(authInstance, `http://${auth}`, { disableWarnings: true });
    const { email, password } = newVisitorCredentials();
    uid = (await createUserWithEmailAndPassword(authInstance, email, password)).user.uid;
    db = getFirestore(app);
    const firestore = hostAndPort(firestoreHost);
    connectFirestoreEmulator(db, firestore.host, firestore.port);
    storage = getStorage(app);
    const stored = hostAndPort(storageHost);
    connectStorageEmulator(storage, stored.host, stored.port);
  });
  afterAll(() => deleteApp(app));

  const limitRef = (kind: 'quotes' | 'resumes', who = uid) => doc(db, 'limits', who, 'writes', kind);

  /** The next limit document the site's own protocol would write (without waiting for the window). */
  async function honestNext(kind: 'quotes' | 'resumes', ref: string): Promise<DocumentData> {
    const today = businessDay(Date.now());
    const record = (await getDoc(limitRef(kind))).data();
    const count = record && record.day === today ? Number(record.count) + 1 : 1;
    return { last: serverTimestamp(), day: today, count, ref };
  }

  /** One try to get a quote stored: strategy `i % 4`. */
  async function quoteAttempt(i: number): Promise<void> {
    const created = doc(collection(db, 'quotes'));
    const batch = writeBatch(db);
    batch.set(created, { ...sampleQuote, companyName: `Flood ${i}`, createdAt: serverTimestamp() });
    const today = businessDay(Date.now());
    const strategy = i % 4;
    if (strategy === 0) batch.set(limitRef('quotes'), await honestNext('quotes', created.id));
    if (strategy === 1) batch.set(limitRef('quotes'), { last: serverTimestamp(), day: today, count: 1, ref: created.id });
    if (strategy === 2) batch.set(limitRef('quotes'), { last: serverTimestamp(), day: today + 1, count: 1, ref: created.id });
    // strategy 3: no limit document at all.
    await batch.commit();
  }

  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const asAttachment = { contentType: 'application/pdf', contentDisposition: 'attachment; filename="cv.pdf"' };
  const uploaded: string[] = [];

  /** One try to get a resume stored: strategy `i % 4`. */
  async function uploadAttempt(i: number): Promise<void> {
    const strategy = i % 4;
    if (strategy === 0) {
      // The site's protocol: a ticket naming a new path in the own folder, then the upload.
      const path = resumeStoragePath(uid, `flood-${i}.pdf`);
      await setDoc(limitRef('resumes'), await honestNext('resumes', path));
      await uploadBytes(ref(storage, path), pdf, asAttachment);
      uploaded.push(path);
    } else if (strategy === 1) {
      // A new file without a new ticket.
      await uploadBytes(ref(storage, resumeStoragePath(uid, `no-ticket-${i}.pdf`)), pdf, asAttachment);
    } else if (strategy === 2) {
      // Over a file already stored (the ticket still names it), or a new one when none is.
      await uploadBytes(ref(storage, uploaded[0] ?? resumeStoragePath(uid, `again-${i}.pdf`)), pdf, asAttachment);
    } else {
      // Into another identity's folder.
      await uploadBytes(ref(storage, resumeStoragePath(`someone${i}`, `elsewhere-${i}.pdf`)), pdf, asAttachment);
    }
  }

  describe('a flood of public writes (emulators)', () => {
    it('one anonymous client gets exactly the configured number of quotes and resume uploads accepted; every other attempt is refused', async () => {
      const outcome = { quotes: { accepted: 0, refused: 0 }, uploads: { accepted: 0, refused: 0 } };
      const unexpected: unknown[] = [];
      const started = performance.now();
      let attempts = 0;
      while (attempts < MAX_ATTEMPTS && performance.now() - started < floodMs) {
        const round = Array.from({ length: Math.min(PARALLEL, MAX_ATTEMPTS - attempts) }, (_, k) => attempts + k);
        attempts += round.length;
        await Promise.all(
          round.map(async (n) => {
            const [kind, attempt] = n % 2 === 0 ? (['quotes', quoteAttempt] as const) : (['uploads', uploadAttempt] as const);
            try {
              await attempt(Math.floor(n / 2));
              outcome[kind].accepted += 1;
            } catch (error) {
              if (isPermissionDenied(error)) outcome[kind].refused += 1;
              else unexpected.push(error);
            }
          }),
        );
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Flood by one anonymous identity: ${attempts} attempts in ${seconds.toFixed(1)} s; ` +
          `accepted quotes: ${outcome.quotes.accepted} (refused ${outcome.quotes.refused}), ` +
          `accepted resume uploads: ${outcome.uploads.accepted} (refused ${outcome.uploads.refused}); ` +
          `configured limit: 1 per ${quoteLimit.seconds} s and ${quoteLimit.perDay} per UTC day for quotes, 1 per ${resumeLimit.seconds} s and ${resumeLimit.perDay} per UTC day for resume uploads.`,
      );

      expect(unexpected).toEqual([]);
      expect(attempts).toBeLessThanOrEqual(MAX_ATTEMPTS);
      expect(seconds * 1000).toBeLessThan(windowMs);
      expect(outcome.quotes.accepted).toBe(allowedQuotes);
      expect(outcome.uploads.accepted).toBe(allowedUploads);
      expect(outcome.quotes.accepted + outcome.quotes.refused + outcome.uploads.accepted + outcome.uploads.refused).toBe(attempts);

      // What the back end holds, read with the emulators' owner access.
      const owner = { Authorization: 'Bearer owner' };
      const listed = (await (
        await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/quotes?pageSize=1000`, { headers: owner })
      ).json()) as { documents?: unknown[] };
      expect(listed.documents ?? []).toHaveLength(allowedQuotes);
      const objects = (await (await fetch(`http://${storageHost}/v0/b/${bucket}/o?prefix=resume%2F`, { headers: owner })).json()) as { items?: { name: string }[] };
      expect((objects.items ?? []).map((item) => item.name)).toEqual(uploaded);
      expect(uploaded).toHaveLength(allowedUploads);
    });
  });
}
