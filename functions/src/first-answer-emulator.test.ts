/**
 * Answering within the hour, against the Firestore emulator: a quote sent Saturday 18:50 (Asia/Kolkata, open
 * Mon-Sat 09:30-19:00) is due a reminder at Monday 10:20; the reminder flush writes one mail to the sales mailbox
 * listing it, and never again; a quote that leaves 'new' gets its first answer once; in the Functions emulator the
 * update trigger writes it.
 * @jest-environment node
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { parseMailBudget } from './mail/budget';
import { parseDigestWindow } from './mail/digest';
import { parseMailConfig } from './mail/render';
import { flushQuoteReminders, recordFirstAnswer } from './first-answer';
import { recordArrival } from './record-arrival';
import { adminFirestore, clearProject, waitForDocument } from './testing/firestore';
import { emulatorHosts, emulatorsRunning } from './testing/emulators';
import { routeTriggersTo } from './testing/triggers';

jest.setTimeout(120_000);

const { functions: functionsHost, firestore: firestoreHost } = emulatorHosts;
const projectId = 'demo-seawave-first-answer';
const mail = parseMailConfig({ siteOrigin: 'http://localhost:3000', salesMailbox: 'sales@seawave.example.com', hrMailbox: 'hr@seawave.example.com' });
/** A time in the site's zone (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

if (emulatorsRunning('first answers and reminders', ['functions', 'firestore'])) {
  const { db, close } = adminFirestore(projectId);
  const addQuote = async (id: string, fields: Record<string, unknown>) => {
    await db.collection('quotes').doc(id).set({ companyName: `${id} Traders`, name: 'Ann Lee', email: 'ann@example.com', services: ['freightForwarding'], ...fields });
    return id;
  };
  const mails = async () => (await db.collection('mail').get()).docs.filter((doc) => doc.id.startsWith('quote-reminders-'));

  beforeEach(() => clearProject(firestoreHost!, projectId));
  afterAll(close);

  it('reminds sales once after one business hour', async () => {
    const id = await addQuote('saturday', { status: 'new', reference: 'Q-2026-000101', createdAt: Timestamp.fromDate(ist('2026-01-03T18:50:00')) });
    await addQuote('other', { status: 'new', reference: 'Q-2026-000102', createdAt: Timestamp.fromDate(ist('2026-01-05T09:40:00')) });
    for (const quote of [id, 'other']) {
      await recordArrival(db, { kind: 'quote', id: quote, now: ist('2026-01-05T09:45:00'), mail: null, budget: parseMailBudget(), windowMs: parseDigestWindow() });
    }
    expect((await db.doc(`quotes/${id}`).get()).get('remindAt')).toEqual(Timestamp.fromDate(ist('2026-01-05T10:20:00')));
    expect((await db.doc('quotes/other').get()).get('remindAt')).toEqual(Timestamp.fromDate(ist('2026-01-05T10:40:00')));

    expect(await flushQuoteReminders(db, { now: ist('2026-01-05T10:19:00'), mail })).toEqual({ status: 'none-due' });
    const sent = await flushQuoteReminders(db, { now: ist('2026-01-05T10:21:00'), mail });
    expect(sent).toMatchObject({ status: 'sent', reminded: [id], cleared: [] });
    expect(await flushQuoteReminders(db, { now: ist('2026-01-05T10:30:00'), mail })).toEqual({ status: 'none-due' });
    const [reminder, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(reminder?.get('to')).toBe('sales@seawave.example.com');
    expect(reminder?.get('message.subject')).toBe('1 quote waiting over one business hour: Q-2026-000101');
    expect(reminder?.get('message.text')).toContain('waiting 1 h 1 min');
    const stored = (await db.doc(`quotes/${id}`).get()).data();
    expect(stored?.reminderSentAt).toEqual(Timestamp.fromDate(ist('2026-01-05T10:21:00')));
    expect(stored).not.toHaveProperty('remindAt');
  });

  it('skips answered quotes, lists due ones in one mail', async () => {
    const due = Timestamp.fromDate(ist('2026-01-05T10:00:00'));
    await addQuote('answered', { status: 'pricing', createdAt: Timestamp.fromDate(ist('2026-01-05T09:30:00')), remindAt: due });
    for (let i = 0; i < 5; i++) await addQuote(`waiting${i}`, { status: 'new', createdAt: Timestamp.fromDate(ist('2026-01-05T09:00:00')), remindAt: due });
    const sent = await flushQuoteReminders(db, { now: ist('2026-01-05T10:05:00'), mail });
    expect(sent).toMatchObject({ status: 'sent', cleared: ['answered'] });
    expect(sent.status === 'sent' ? sent.reminded.sort() : []).toEqual(['waiting0', 'waiting1', 'waiting2', 'waiting3', 'waiting4']);
    expect(await mails()).toHaveLength(1);
    expect((await db.doc('quotes/answered').get()).data()).not.toHaveProperty('reminderSentAt');
  });

  it('records the first answer once, on leaving New', async () => {
    const id = await addQuote('monday', { status: 'new', createdAt: Timestamp.fromDate(ist('2026-01-03T18:50:00')), remindAt: Timestamp.fromDate(ist('2026-01-05T10:20:00')) });
    expect(await recordFirstAnswer(db, { id, at: ist('2026-01-05T09:45:00') })).toBe('unanswered');
    await db.doc(`quotes/${id}`).update({ status: 'pricing' });
    expect(await recordFirstAnswer(db, { id, at: ist('2026-01-05T09:45:00') })).toBe('recorded');
    expect(await recordFirstAnswer(db, { id, at: ist('2026-01-05T11:00:00') })).toBe('already-recorded');
    const stored = (await db.doc(`quotes/${id}`).get()).data();
    expect(stored?.firstAnsweredAt).toEqual(Timestamp.fromDate(ist('2026-01-05T09:45:00')));
    expect(stored).not.toHaveProperty('remindAt');
    expect(await recordFirstAnswer(db, { id: 'missing', at: new Date() })).toBe('missing');
  });

  it('the update trigger records the first answer', async () => {
    await routeTriggersTo(projectId, { functionsHost: functionsHost!, firestoreHost: firestoreHost! });
    const ref = db.collection('quotes').doc();
    // A reference is already there, so the arrival trigger only sets the reminder time.
    await ref.set({ companyName: 'Live Traders', status: 'new', reference: 'Q-2026-000103', createdAt: FieldValue.serverTimestamp() });
    await waitForDocument(db, ref.path, (data) => data?.remindAt instanceof Timestamp);
    await ref.update({ status: 'quoted' });
    const stored = await waitForDocument(db, ref.path, (data) => data?.firstAnsweredAt instanceof Timestamp);
    expect(stored).not.toHaveProperty('remindAt');
  });
}
