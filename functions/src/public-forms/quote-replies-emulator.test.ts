/**
 * The quote's status page in the Functions emulator: the key the quote form answers opens the quote, and nothing
 * else does (a wrong key and a made-up reference get the same refusal); the acknowledgement carries the link;
 * 'Send price' (a staff write) mails the shipper the price and the link once; 'Accept quote' and 'Ask a question'
 * go through the callable functions with the public forms' checks and limits, write the history and mail sales.
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  publicFormFunctions,
  publicFormLimit,
  QUOTE_REFUSED_TEXTS,
  quoteReplyFunctions,
  type QuoteStatusView,
  SHIPPER,
  type Submitted,
} from '@seawave/shared-data/server';
import { mailPaths } from '../record-arrival';
import { adminFirestore, clearProject, emulatorSettings, waitForDocument, waitUntil } from '../testing/firestore';
import { emulatorHosts, emulatorsRunning } from '../testing/emulators';
import { routeTriggersTo } from '../testing/triggers';

jest.setTimeout(180_000);

const EMULATOR_PROJECT = 'demo-seawave';
const projectId = 'demo-seawave-status';
const { functions: functionsHost, firestore: firestoreHost } = emulatorHosts;

const id = (length = 24) => randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length).padEnd(length, 'x');
const clientId = () => `client-${id(20)}`;
const address = () => `ann.${Date.now().toString(36)}${id(4)}@example.com`.toLowerCase();

interface Answer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: Record<string, unknown> };
}

async function call<T>(name: string, data: Record<string, unknown>, network = '203.0.113.9'): Promise<Answer<T>> {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': network, 'X-Firebase-AppCheck': 'test-app-check-token' };
  const response = await fetch(`http://${functionsHost}/${EMULATOR_PROJECT}/us-central1/${name}`, { method: 'POST', headers, body: JSON.stringify({ data: { project: projectId, ...data } }) });
  const body = (await response.json()) as { result?: T; error?: Answer<T>['error'] };
  return { status: response.status, ...body };
}

if (emulatorsRunning('The quote status page in the Functions emulator', ['functions', 'firestore'])) {
  const { db, close } = adminFirestore(projectId);
  const settings = emulatorSettings();

  /** A quote sent through the form's function: its id, reference and status key. */
  async function sendQuote(email = address()) {
    const submissionId = id();
    const answer = await call<Submitted>(publicFormFunctions.quote, {
      submissionId,
      clientId: clientId(),
      quote: { name: 'Ann Lee', email, contactNumber: '+91 98765 43210', companyName: 'Acme', companyAddress: '1 Harbour Road', services: ['freightForwarding'], comments: '' },
    });
    const statusPath = answer.result?.statusPath ?? '';
    const [, reference = '', key = ''] = /^\/quote-status\/([^?]+)\?key=(.+)$/.exec(statusPath) ?? [];
    return { id: submissionId, reference: decodeURIComponent(reference), key: decodeURIComponent(key), statusPath, email };
  }

  /** 'Send price' as the staff page writes it: the price, the status and its history entry in one batch. */
  async function sendPrice(quoteId: string, price: Record<string, unknown>) {
    const quote = db.collection('quotes').doc(quoteId);
    const entry = quote.collection('history').doc();
    const batch = db.batch();
    batch.create(entry, { status: 'quoted', by: 'sales@seawave.example.com', at: FieldValue.serverTimestamp(), follows: null });
    batch.update(quote, { status: 'quoted', price, historyId: entry.id });
    await batch.commit();
    return entry.id;
  }

  const accept = (reference: string, key: string, client = clientId()) => call<QuoteStatusView>(quoteReplyFunctions.accept, { reference, key, clientId: client });
  const ask = (reference: string, key: string, message: string, client = clientId()) =>
    call<QuoteStatusView>(quoteReplyFunctions.ask, { reference, key, kind: 'question', message, clientId: client });
  const price = { amount: 1250, currency: 'USD', validUntil: '2099-12-31', message: 'Includes THC.' };

  describe('The quote status page in the Functions emulator', () => {
    beforeAll(async () => {
      const keys = await routeTriggersTo(projectId, { functionsHost: functionsHost!, firestoreHost: firestoreHost! });
      expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/-onQuoteCreated-/), expect.stringMatching(/-onQuoteUpdated-/)]));
    });
    beforeEach(() => clearProject(firestoreHost!, projectId));
    afterAll(close);

    it('answers the status link, storing only a key hash', async () => {
      const sent = await sendQuote();
      expect(sent.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = (await db.collection('quotes').doc(sent.id).get()).data();
      expect(stored?.statusKeyHash).toEqual(expect.any(String));
      expect(JSON.stringify(stored)).not.toContain(sent.key);
      const acknowledgement = await waitForDocument(db, mailPaths.acknowledgement('quote', sent.id), Boolean, 60_000);
      expect(acknowledgement?.message.text).toContain(`See the status of your quote: ${settings.SITE_ORIGIN}${sent.statusPath}`);
    });

    it('refuses wrong keys, unknown references and unpriced quotes', async () => {
      const sent = await sendQuote();
      const wrongKey = await accept(sent.reference, `${sent.key.slice(0, -1)}${sent.key.endsWith('A') ? 'B' : 'A'}`);
      const madeUp = await accept('Q-2026-999999', sent.key);
      expect(wrongKey.error).toEqual({ status: 'NOT_FOUND', message: QUOTE_REFUSED_TEXTS.notFound, details: { reason: 'not-found' } });
      expect(madeUp.error).toEqual(wrongKey.error);
      expect((await ask(sent.reference, 'x'.repeat(43), 'Is THC included?')).error).toEqual(wrongKey.error);
      const early = await accept(sent.reference, sent.key);
      expect(early.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: QUOTE_REFUSED_TEXTS.notAcceptable });
      expect((await db.collection('quotes').doc(sent.id).get()).get('status')).toBe('new');
    });

    it('mails the price once; the shipper accepts it', async () => {
      const sent = await sendQuote();
      const change = await sendPrice(sent.id, price);
      const mail = await waitForDocument(db, `mail/quote-${sent.id}-price-${change}`, Boolean, 60_000);
      expect(mail).toMatchObject({ to: sent.email, message: { subject: `Your SEAWAVE quote ${sent.reference}: USD 1,250` } });
      expect(mail?.message.text).toContain(`${settings.SITE_ORIGIN}${sent.statusPath}`);
      expect(mail?.message.text).toContain('Includes THC.');

      const answer = await accept(sent.reference, sent.key);
      expect(answer.result).toMatchObject({ reference: sent.reference, status: 'accepted', price });
      expect(answer.result?.timeline.map((step) => [step.label, step.state])).toEqual([
        ['Received', 'done'],
        ['Being priced', 'done'],
        ['Quoted', 'done'],
        ['Accepted', 'current'],
      ]);
      const quote = (await db.collection('quotes').doc(sent.id).get()).data();
      expect(quote).toMatchObject({ status: 'accepted' });
      const entry = (await db.doc(`quotes/${sent.id}/history/${String(quote?.historyId)}`).get()).data();
      expect(entry).toMatchObject({ status: 'accepted', by: SHIPPER, follows: change });
      expect((await db.doc(`mail/quote-${sent.id}-accepted`).get()).data()).toMatchObject({ to: settings.SALES_MAILBOX, message: { subject: `Quote ${sent.reference} accepted by the shipper` } });
      // Accepting again changes nothing.
      expect((await accept(sent.reference, sent.key)).result?.status).toBe('accepted');
      expect((await db.collection(`quotes/${sent.id}/history`).get()).size).toBe(2);
      expect((await db.collection('mail').where('to', '==', sent.email).get()).docs.filter((doc) => doc.id.includes('-price-'))).toHaveLength(1);
    });

    it('refuses an expired price', async () => {
      const sent = await sendQuote();
      await sendPrice(sent.id, { ...price, validUntil: '2020-01-31' });
      const answer = await accept(sent.reference, sent.key);
      expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: QUOTE_REFUSED_TEXTS.expired });
      expect((await db.collection('quotes').doc(sent.id).get()).get('status')).toBe('quoted');
    });

    it('stores and mails a question; refuses an empty one', async () => {
      const sent = await sendQuote();
      expect((await ask(sent.reference, sent.key, '   ')).error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Please write your question.' });
      const answer = await ask(sent.reference, sent.key, '<b>Is THC included?</b>');
      expect(answer.result?.messages).toEqual([{ kind: 'question', message: '<b>Is THC included?</b>', atText: expect.any(String) }]);
      const entries = (await db.collection(`quotes/${sent.id}/history`).get()).docs.map((doc) => doc.data());
      expect(entries).toEqual([expect.objectContaining({ kind: 'question', message: '<b>Is THC included?</b>', by: SHIPPER, status: 'new' })]);
      const mails = await waitUntil('the question mail', async () => (await db.collection('mail').where('to', '==', settings.SALES_MAILBOX).get()).docs.filter((doc) => doc.id.includes('-question-')), (docs) => docs.length === 1);
      expect(mails[0]?.data()).toMatchObject({ replyTo: sent.email, message: { subject: `Question from the shipper on quote ${sent.reference}` } });
      expect(mails[0]?.data().message.html).not.toContain('<b>Is THC');
      // The quote's latest change stays the staff's: a message is not a status change.
      expect((await db.collection('quotes').doc(sent.id).get()).get('historyId')).toBeUndefined();
    });

    it('limits answers per browser, wrong keys included', async () => {
      const sent = await sendQuote();
      const client = clientId();
      const limit = publicFormLimit('client', 'quoteReplies').perHour;
      for (let i = 0; i < limit; i += 1) expect((await accept(sent.reference, 'y'.repeat(43), client)).error?.status).toBe('NOT_FOUND');
      const over = await ask(sent.reference, sent.key, 'Is THC included?', client);
      expect(over.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
      expect((await db.collection(`quotes/${sent.id}/history`).get()).size).toBe(0);
    });
  });
}
