/**
 * The arrival transaction against the Firestore emulator (Admin SDK, a
 * project of this suite's own): references are unique and consecutive even
 * for documents numbered at the same moment, a repeated event changes
 * nothing, staff mail goes at once or in the mailbox's digest (never refused),
 * and acknowledgements follow the budget. `npm test` starts the emulators;
 * without them the suite fails and says how to run it.
 * @jest-environment node
 */
import { FieldValue } from 'firebase-admin/firestore';
import { PACKAGES_SUBCOLLECTION } from '@seawave/shared-data/server';
import { hourKey } from './mail/budget';
import { parseMailConfig } from './mail/render';
import { flushStaffDigest, mailLogPaths, mailPaths, recordArrival, type ArrivalInput } from './record-arrival';
import { adminFirestore, clearProject } from './testing/firestore';

jest.setTimeout(60_000);

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-seawave-record-arrival';
const mail = parseMailConfig({ siteOrigin: 'https://www.example.com', salesMailbox: 'sales@example.com', hrMailbox: 'hr@example.com' });
const now = new Date('2026-11-25T09:30:00Z');

if (!firestoreHost) {
  describe('the arrival transaction', () => {
    it('needs the Firestore emulator', () => {
      throw new Error('FIRESTORE_EMULATOR_HOST is not set. Run the suite with the local back end: npm test, or npm run test:unit -- functions.');
    });
  });
} else {
  const { db, close } = adminFirestore(projectId);
  afterAll(close);

  const WINDOW = 5 * 60_000;
  const settings: Omit<ArrivalInput, 'kind' | 'id'> = { now, mail, budget: { hourlyCap: 100, perSourceHourlyCap: 5 }, windowMs: WINDOW };
  const at = (ms: number) => new Date(now.getTime() + ms);
  const quote = (email: string) => ({
    name: 'Ann Lee',
    email,
    contactNumber: '+1 555 0100',
    companyName: 'Acme',
    companyAddress: '1 Road',
    services: ['warehousing'],
    comments: '',
    createdAt: FieldValue.serverTimestamp(),
  });
  const addQuote = async (id: string, email = `${id}@example.com`) => {
    await db.collection('quotes').doc(id).set(quote(email));
  };
  const ids = async (collection: string) => (await db.collection(collection).get()).docs.map((doc) => doc.id).sort();
  const year = new Date().getUTCFullYear();

  describe('the arrival transaction', () => {
    beforeEach(() => clearProject(firestoreHost, projectId));

    it('numbers a quote once, despite repeated events', async () => {
      await addQuote('q1');
      expect(await recordArrival(db, { ...settings, kind: 'quote', id: 'q1' })).toMatchObject({ status: 'recorded', reference: `Q-${year}-000001` });
      expect(await recordArrival(db, { ...settings, kind: 'quote', id: 'q1' })).toEqual({ status: 'already-recorded', reference: `Q-${year}-000001` });

      expect((await db.doc(`counters/quote-${year}`).get()).data()).toEqual({ last: 1 });
      expect((await db.doc('quotes/q1').get()).data()).toMatchObject({ reference: `Q-${year}-000001`, status: 'new', serviceFlags: { warehousing: true } });
      expect(await ids('mail')).toEqual(['quote-q1-acknowledgement', 'quote-q1-staff']);
      expect((await db.doc(mailLogPaths.hour(now)).get()).data()).toMatchObject({ hour: hourKey(now), sent: 1 });
    });

    it('numbers simultaneous documents consecutively', async () => {
      const many = Array.from({ length: 8 }, (_, i) => `q${i}`);
      await Promise.all(many.map((id) => addQuote(id)));
      const outcomes = await Promise.all(many.map((id) => recordArrival(db, { ...settings, kind: 'quote', id })));
      const references = outcomes.map((outcome) => (outcome.status === 'recorded' ? outcome.reference : null));
      expect(new Set(references).size).toBe(many.length);
      expect([...references].sort()).toEqual(many.map((_, i) => `Q-${year}-${String(i + 1).padStart(6, '0')}`));
      expect((await db.collection(`counters/quote-${year}/taken`).get()).size).toBe(many.length);
    });

    it('numbers quotes and applications separately', async () => {
      await addQuote('q1');
      await db.collection('applicants').doc('a1').set({ name: 'Bo', email: 'bo@example.net', createdAt: FieldValue.serverTimestamp() });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'q1' });
      expect(await recordArrival(db, { ...settings, kind: 'application', id: 'a1' })).toMatchObject({ reference: `A-${year}-000001` });
      expect(await ids('mail')).toEqual(['application-a1-acknowledgement', 'application-a1-staff', 'quote-q1-acknowledgement', 'quote-q1-staff']);
      expect((await db.doc(mailPaths.staff('application', 'a1')).get()).get('to')).toBe('hr@example.com');
    });

    it('acknowledges a mailbox once per business day', async () => {
      await addQuote('first', 'victim@gmail.com');
      await addQuote('second', 'V.ictim+again@googlemail.com');
      await addQuote('third', 'vic.tim@gmail.com');
      await addQuote('next-day', 'victim@gmail.com');
      await recordArrival(db, { ...settings, kind: 'quote', id: 'first' });
      // Each after a quiet window, so that each staff mail goes at once.
      const second = await recordArrival(db, { ...settings, kind: 'quote', id: 'second', now: at(WINDOW) });
      expect(second).toMatchObject({ mail: { staff: { send: 'now' }, acknowledgement: { send: false, reason: 'already-acknowledged-today' } } });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'third', now: at(2 * WINDOW) });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'next-day', now: new Date('2026-11-26T00:00:01Z') });
      expect(await ids('mail')).toEqual(['quote-first-acknowledgement', 'quote-first-staff', 'quote-next-day-acknowledgement', 'quote-next-day-staff', 'quote-second-staff', 'quote-third-staff']);
    });

    it('folds +tags at any domain into one mailbox', async () => {
      await addQuote('plain', 'ann@example.com');
      await addQuote('tagged', 'ANN+quotes@Example.com');
      await addQuote('upper', 'ANN@EXAMPLE.COM');
      for (const id of ['plain', 'tagged', 'upper']) await recordArrival(db, { ...settings, kind: 'quote', id });
      expect((await ids('mail')).filter((id) => id.endsWith('-acknowledgement'))).toEqual(['quote-plain-acknowledgement']);
    });

    it('caps acknowledgements hourly, counting refusals, never staff mail', async () => {
      const budget = { hourlyCap: 2, perSourceHourlyCap: 5 };
      await db.doc(mailLogPaths.hour(now)).set({ hour: hourKey(now), sent: 1, refused: 0 });
      for (const id of ['q1', 'q2', 'q3']) await addQuote(id);

      expect(await recordArrival(db, { ...settings, budget, kind: 'quote', id: 'q1' })).toMatchObject({ mail: { staff: { send: 'now' }, acknowledgement: { send: true } } });
      // The cap is reached: no acknowledgement, but the quote is numbered and its staff mail waits for the digest.
      expect(await recordArrival(db, { ...settings, budget, kind: 'quote', id: 'q2' })).toMatchObject({
        status: 'recorded',
        reference: `Q-${year}-000002`,
        mail: { staff: { send: 'digest' }, acknowledgement: { send: false, reason: 'hourly-cap-reached' } },
      });
      expect(await recordArrival(db, { ...settings, budget, kind: 'quote', id: 'q3' })).toMatchObject({ mail: { acknowledgement: { reason: 'hourly-cap-reached' } } });
      expect(await ids('mail')).toEqual(['quote-q1-acknowledgement', 'quote-q1-staff']);
      expect((await db.doc(mailLogPaths.hour(now)).get()).data()).toMatchObject({ sent: 2, refused: 2 });
      expect(await ids(mailLogPaths.pending('quote'))).toEqual(['q2', 'q3']);
      // The next hour has room again.
      await addQuote('q4');
      expect(await recordArrival(db, { ...settings, budget, now: new Date('2026-11-25T10:00:00Z'), kind: 'quote', id: 'q4' })).toMatchObject({ mail: { acknowledgement: { send: true } } });
    });

    it('mails the first arrival at once, then a digest', async () => {
      for (const id of ['a', 'b', 'c']) await addQuote(id);
      await db.collection('applicants').doc('x').set({ name: 'Bo', email: 'bo@example.net', createdAt: FieldValue.serverTimestamp() });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'a' });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'b', now: at(60_000) });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'c', now: at(120_000) });
      // Each mailbox has its own window: the HR mailbox is told at once.
      expect(await recordArrival(db, { ...settings, kind: 'application', id: 'x', now: at(120_000) })).toMatchObject({ mail: { staff: { send: 'now' } } });
      expect((await ids('mail')).filter((id) => !id.endsWith('-acknowledgement'))).toEqual(['application-x-staff', 'quote-a-staff']);

      // Within the window nothing more goes; at its end one digest lists both, oldest first.
      expect(await flushStaffDigest(db, { kind: 'quote', now: at(WINDOW - 1), mail, windowMs: WINDOW })).toEqual({ status: 'window-open', pending: 2 });
      const flushed = await flushStaffDigest(db, { kind: 'quote', now: at(WINDOW), mail, windowMs: WINDOW });
      expect(flushed).toEqual({ status: 'sent', mailPaths: [mailPaths.digest('quote', at(WINDOW))], listed: [`Q-${year}-000002`, `Q-${year}-000003`], folded: [] });
      const digest = (await db.doc(mailPaths.digest('quote', at(WINDOW))).get()).data();
      expect(digest).toMatchObject({ to: 'sales@example.com', message: { subject: `2 new quote requests: Q-${year}-000002 to Q-${year}-000003` } });
      expect(digest?.message.text).toContain(`Q-${year}-000002: Acme (Ann Lee) (received `);
      expect(digest?.message.text).toContain('https://www.example.com/quoteDetails/c');
      expect(await ids(mailLogPaths.pending('quote'))).toEqual([]);
      expect(await flushStaffDigest(db, { kind: 'quote', now: at(2 * WINDOW), mail, windowMs: WINDOW })).toEqual({ status: 'nothing-waiting' });

      // The digest starts a new window: an arrival within it waits, the next after it goes at once.
      await addQuote('d');
      expect(await recordArrival(db, { ...settings, kind: 'quote', id: 'd', now: at(WINDOW + 1000) })).toMatchObject({ mail: { staff: { send: 'digest' } } });
      await flushStaffDigest(db, { kind: 'quote', now: at(2 * WINDOW + 1000), mail, windowMs: WINDOW });
      await addQuote('e');
      expect(await recordArrival(db, { ...settings, kind: 'quote', id: 'e', now: at(3 * WINDOW + 1000) })).toMatchObject({ mail: { staff: { send: 'now' } } });
    });

    it('sends every waiting arrival when the window ends', async () => {
      const many = ['m1', 'm2', 'm3', 'm4', 'm5'];
      for (const [index, id] of many.entries()) {
        await addQuote(id);
        await recordArrival(db, { ...settings, kind: 'quote', id, now: at(index * 1000) });
      }
      const flushed = await flushStaffDigest(db, { kind: 'quote', now: at(WINDOW), mail, windowMs: WINDOW, itemsPerMail: 3 });
      expect(flushed).toMatchObject({ status: 'sent', listed: [`Q-${year}-000002`, `Q-${year}-000003`, `Q-${year}-000004`, `Q-${year}-000005`] });
      expect(flushed.status === 'sent' && flushed.mailPaths).toEqual([mailPaths.digest('quote', at(WINDOW)), mailPaths.digest('quote', at(WINDOW), 1)]);
      expect((await db.doc(mailPaths.digest('quote', at(WINDOW), 1)).get()).get('message.subject')).toBe(`1 new quote request: Q-${year}-000005 (part 2 of 2)`);
      expect(await ids(mailLogPaths.pending('quote'))).toEqual([]);
      expect(await flushStaffDigest(db, { kind: 'quote', now: at(WINDOW + 60_000), mail, windowMs: WINDOW })).toEqual({ status: 'nothing-waiting' });
    });

    it('a flood from one source delays no real lead', async () => {
      const flood = Array.from({ length: 500 }, (_, index) => `flood${String(index).padStart(3, '0')}`);
      // As the public forms' function writes them: the first few of the source within its normal rate, the rest suspected.
      for (let start = 0; start < flood.length; start += 250) {
        const batch = db.batch();
        flood.slice(start, start + 250).forEach((id, offset) => {
          batch.set(db.collection('quotes').doc(id), { ...quote(`${id}@example.com`), companyName: 'Real Looking Co', source: 'f100d', suspectedFlood: start + offset >= 5 });
        });
        await batch.commit();
      }
      // One after another: the emulator resolves transactions contending on the hour's mail log slowly.
      for (const [index, id] of flood.entries()) await recordArrival(db, { ...settings, kind: 'quote', id, now: at(index * 100) });
      await db.collection('quotes').doc('real').set({ ...quote('buyer@example.org'), companyName: 'Real Buyer', source: 'a11ce', suspectedFlood: false });
      const real = await recordArrival(db, { ...settings, kind: 'quote', id: 'real', now: at(WINDOW - 1000) });
      expect(real).toMatchObject({ status: 'recorded', mail: { acknowledgement: { send: true } } });
      // The flood had only its share of acknowledgements.
      expect((await ids('mail')).filter((id) => id.endsWith('-acknowledgement') && id.startsWith('quote-flood'))).toHaveLength(5);

      const flushed = await flushStaffDigest(db, { kind: 'quote', now: at(WINDOW), mail, windowMs: WINDOW });
      expect(flushed).toMatchObject({ status: 'sent', folded: [{ source: 'f100d', count: 495 }] });
      const listed = flushed.status === 'sent' ? flushed.listed : [];
      const realReference = (await db.doc('quotes/real').get()).get('reference') as string;
      // The flood's first arrival was mailed at once; the real lead comes first, then the four the flood sent within its normal rate.
      expect(listed).toHaveLength(5);
      expect(listed[0]).toBe(realReference);
      const text = String((await db.doc(mailPaths.digest('quote', at(WINDOW))).get()).get('message.text'));
      expect(text.indexOf(realReference)).toBeLessThan(text.indexOf('495 more from one source, marked suspected flood'));
      expect(text).toContain('https://www.example.com/adminviewquoterequests?source=f100d');
      expect(await ids(mailLogPaths.pending('quote'))).toEqual([]);
    }, 240_000);

    it('numbers but mails nothing with invalid mail settings', async () => {
      await addQuote('q1');
      expect(await recordArrival(db, { ...settings, mail: null, kind: 'quote', id: 'q1' })).toEqual({ status: 'recorded', reference: `Q-${year}-000001`, mail: null });
      expect(await ids('mail')).toEqual([]);
    });

    it("stores a quote's cargo figures in line order", async () => {
      // As the site writes a quote: the lines are the documents packages/0, packages/1, ... of the quote, written in one batch with it.
      const lines = Array.from({ length: 10 }, (_, index) => ({ count: index + 1, lengthCm: 100, widthCm: 100, heightCm: 100, grossWeightKg: 10 }));
      const batch = db.batch();
      batch.set(db.doc('quotes/lines'), { ...quote('lines@example.com'), mode: 'air' });
      lines.forEach((line, index) => batch.set(db.doc(`quotes/lines/${PACKAGES_SUBCOLLECTION}/${index}`), line));
      await batch.commit();
      await recordArrival(db, { ...settings, kind: 'quote', id: 'lines' });
      // 1 + 2 + ... + 10 = 55 packages of 1 m³ and 10 kg: 55 CBM, 550 kg; air: 55,000,000 cm³ / 6,000 = 9,166.7 kg,
      // chargeable as carriers round it, up to the next 0.5 kg: 9,167 kg.
      expect((await db.doc('quotes/lines').get()).get('cargo')).toEqual({
        volumeCbm: 55,
        grossWeightKg: 550,
        volumetricWeightKg: 9166.7,
        chargeableWeightKg: 9167,
        chargeableBasis: 'volumetric',
        containers: null,
        freightTons: null,
        load: null,
        loadChosen: false,
        notes: [],
      });
      const text = String((await db.doc(mailPaths.staff('quote', 'lines')).get()).get('message.text'));
      expect(text).toContain(`Package lines:\n${lines.map((line) => `${line.count} × 100 × 100 × 100 cm, 10 kg each`).join('\n')}`);

      // A quote stored with its lines inside the document (the older shape).
      await db.doc('quotes/inside').set({ ...quote('inside@example.com'), mode: 'sea', packages: [{ count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 250 }] });
      await recordArrival(db, { ...settings, kind: 'quote', id: 'inside' });
      // 2 × 0.96 m³ = 1.92 CBM, 500 kg; sea: 1,920 kg volumetric, chargeable; LCL-sized, so 1.92 W/M and no container count.
      expect((await db.doc('quotes/inside').get()).get('cargo')).toEqual({
        volumeCbm: 1.92,
        grossWeightKg: 500,
        volumetricWeightKg: 1920,
        chargeableWeightKg: 1920,
        chargeableBasis: 'volumetric',
        containers: null,
        freightTons: 1.92,
        load: 'lcl',
        loadChosen: false,
        notes: [],
      });
    });

    it('ignores a document deleted before its trigger', async () => {
      expect(await recordArrival(db, { ...settings, kind: 'quote', id: 'gone' })).toEqual({ status: 'missing' });
      expect(await ids('counters')).toEqual([]);
    });
  });
}
