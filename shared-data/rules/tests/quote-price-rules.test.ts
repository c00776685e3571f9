/**
 * @jest-environment node
 */
/**
 * The shipper's status page and 'Send price', in the generated firestore.rules on the Firestore emulator: a visitor
 * reads no quote, price or status key and sets no price; staff of sales send a price only together with the status
 * 'quoted' and its history entry, within the bounds of limits.json; nobody reads or writes the key kept for the mail.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collection, deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { businessDayKey } from '../../src/business-day';
import { admins, claimsOf, emailOf, everyone, notStaffOf, salesStaff, type Who } from './identities';

jest.setTimeout(30_000);

const host = process.env.FIRESTORE_EMULATOR_HOST;
const rulesFile = process.env.SEAWAVE_RULES_FILE ?? join(__dirname, '../../../firestore.rules');
const quoteId = 'quote-1';
const keyPath = `quotes/${quoteId}/private/status`;

let env: RulesTestEnvironment;

function db(who: Who): Firestore {
  const claims = claimsOf(who);
  const context = claims ? env.authenticatedContext(claims.sub, claims as unknown as Parameters<typeof env.authenticatedContext>[1]) : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

const dayFromToday = (days: number) => businessDayKey(new Date(Date.now() + days * 86_400_000));

const price = (change: DocumentData = {}): DocumentData => ({ amount: 1250, currency: 'USD', validUntil: dayFromToday(14), message: 'Includes THC at origin.', ...change });

/** 'Send price' as the data interface writes it: the price, the status 'quoted' and its history entry in one batch. */
function sendPrice(who: Who, { item = {}, status = 'quoted', entry = {} }: { item?: DocumentData; status?: string; entry?: DocumentData } = {}) {
  const store = db(who);
  const batch = writeBatch(store);
  const created = doc(collection(store, 'quotes', quoteId, 'history'));
  batch.update(doc(store, 'quotes', quoteId), { status, historyId: created.id, price: price(), ...item });
  batch.set(created, { status, by: emailOf(who), at: serverTimestamp(), follows: null, ...entry });
  return batch.commit();
}

beforeAll(async () => {
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this suite with `npm run test:rules` (it starts the Firestore emulator).');
  const [hostname, port] = host.split(':');
  env = await initializeTestEnvironment({
    projectId: `demo-seawave-price-rules-${process.pid}`,
    firestore: { host: hostname!, port: Number(port), rules: readFileSync(rulesFile, 'utf8') },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const store = context.firestore() as unknown as Firestore;
    await setDoc(doc(store, 'quotes', quoteId), {
      name: 'Meera Shah',
      email: 'meera@example.com',
      reference: 'Q-2026-000001',
      status: 'new',
      statusKeyHash: 'c2hhMjU2LW9mLXRoZS1rZXktb2YtdGhlLXN0YXR1cy1w',
      createdAt: Timestamp.fromDate(new Date('2026-01-05T10:00:00Z')),
    });
    await setDoc(doc(store, keyPath), { key: 'the-key-the-server-keeps-for-the-mail-links' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe("the status key and the shipper's price are nobody's to read but staff's", () => {
  it.each(notStaffOf(salesStaff))('denies %s reading the quote', (who) => assertFails(getDoc(doc(db(who), 'quotes', quoteId))));
  it.each(everyone)('denies %s reading the status key', (who) => assertFails(getDoc(doc(db(who), keyPath))));
  it.each(everyone)('denies %s writing the status key', (who) => assertFails(setDoc(doc(db(who), keyPath), { key: 'mine' })));
  it.each(everyone)('denies %s deleting the status key', (who) => assertFails(deleteDoc(doc(db(who), keyPath))));
  it.each(salesStaff)('denies %s changing the key hash', (who) => assertFails(sendPrice(who, { item: { statusKeyHash: 'another' } })));
});

describe("'Send price': staff set the price with the status 'quoted' and its history entry", () => {
  it.each(salesStaff)('allows %s to send a price', (who) => assertSucceeds(sendPrice(who)));
  it.each(notStaffOf(salesStaff))('denies %s sending a price', (who) => assertFails(sendPrice(who)));
  it.each(notStaffOf(salesStaff))('denies %s setting a price alone', (who) => assertFails(updateDoc(doc(db(who), 'quotes', quoteId), { price: price() })));

  const admin = admins[0]!;
  it('denies a price without a status change', () => assertFails(updateDoc(doc(db(admin), 'quotes', quoteId), { price: price() })));
  it('denies a price with another status', () => assertFails(sendPrice(admin, { status: 'pricing' })));
  it('allows a price valid until today', () => assertSucceeds(sendPrice(admin, { item: { price: price({ validUntil: dayFromToday(0) }) } })));
  it('allows an amount with two decimals', () => assertSucceeds(sendPrice(admin, { item: { price: price({ amount: 1250.29 }) } })));
  it('allows an empty message', () => assertSucceeds(sendPrice(admin, { item: { price: price({ message: '' }) } })));
  it('allows the highest amount', () => assertSucceeds(sendPrice(admin, { item: { price: price({ amount: 100_000_000 }) } })));

  it.each([
    ['an amount of 0', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['an amount over the limit', { amount: 100_000_001 }],
    ['three decimals', { amount: 12.345 }],
    ['an amount as text', { amount: '1250' }],
    ['another currency', { currency: 'EUR' }],
    ['a day in the past', { validUntil: dayFromToday(-1) }],
    ['a day that does not exist', { validUntil: '2099-02-30' }],
    ['a time, not a day', { validUntil: '2099-01-01T00:00' }],
    ['a message over the limit', { message: 'x'.repeat(1001) }],
    ['a message with a bidi override', { message: 'pay \u202Eevil' }],
    ['an extra key', { discount: 5 }],
  ])('denies %s', (_what, change) => assertFails(sendPrice(admin, { item: { price: price(change) } })));

  it('denies a price without its message', async () => {
    const { message: _message, ...partial } = price();
    await assertFails(sendPrice(admin, { item: { price: partial } }));
  });

  it('later status changes keep the sent price', async () => {
    await assertSucceeds(sendPrice(admin));
    const store = db(admin);
    const historyId = (await getDoc(doc(store, 'quotes', quoteId))).get('historyId') as string;
    const later = (item: DocumentData) => {
      const batch = writeBatch(store);
      const created = doc(collection(store, 'quotes', quoteId, 'history'));
      batch.update(doc(store, 'quotes', quoteId), { status: 'declined', historyId: created.id, ...item });
      batch.set(created, { status: 'declined', by: emailOf(admin), at: serverTimestamp(), follows: historyId });
      return batch.commit();
    };
    await assertFails(later({ price: null }));
    await assertSucceeds(later({}));
  });
});
