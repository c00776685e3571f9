// The shipper's answers on the quote's status page ('Accept quote', 'Ask a question', 'Ask for a new price'): the
// public forms' checks (App Check, the caller, the limits per browser and network), then the key, compared with the
// quote's hash in constant time. A wrong key and a made-up reference get the same refusal.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  collections,
  isPriceExpired,
  questionProblem,
  QUOTE_REFUSED_TEXTS,
  quoteStatusView,
  type QuoteStatusView,
  SHIPPER,
  type ShipperMessageKind,
  shipperMessageKinds,
  staffPriceOf,
  statusKeyMatches,
} from '@seawave/shared-data/server';
import { MAIL_COLLECTION } from '../record-arrival';
import { shipperReplyMail, type ShipperReply } from '../mail/quote-status-mail';
import type { MailConfig } from '../mail/render';
import { allow, checkCaller, envelopeOf, INVALID_REQUEST_TEXT, refuse, type FormContext } from './submissions';

/** 'Q-2026-000123' and the like: anything longer is no reference of ours. */
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

export interface ReplyContext extends FormContext {
  /** Null when the mail settings are invalid: the answer is still stored (and logged). */
  mail: MailConfig | null;
}

function requestOf(data: unknown): { reference: string; key: unknown; clientId: string; body: Record<string, unknown> } {
  const { body, clientId } = envelopeOf(data, { withSubmission: false });
  const { reference, key } = body;
  if (typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference)) refuse('not-found', QUOTE_REFUSED_TEXTS.notFound, { reason: 'not-found' });
  return { reference, key, clientId, body };
}

/** The quote the key opens; the same refusal whether the reference exists or not. */
async function quoteByKey(db: Firestore, reference: string, key: unknown): Promise<DocumentSnapshot> {
  const found = (await db.collection(collections.quotes).where('reference', '==', reference).limit(1).get()).docs[0];
  if (!statusKeyMatches(key, found?.get('statusKeyHash')) || !found) refuse('not-found', QUOTE_REFUSED_TEXTS.notFound, { reason: 'not-found' });
  return found;
}

export async function statusViewOf(db: Firestore, id: string, nowMs: number): Promise<QuoteStatusView> {
  const quoteRef = db.collection(collections.quotes).doc(id);
  const [quote, history] = await Promise.all([quoteRef.get(), quoteRef.collection('history').get()]);
  const data = quote.data() ?? {};
  return quoteStatusView({
    reference: String(data.reference ?? ''),
    data: { ...data, createdAt: data.createdAt?.toDate?.() ?? null },
    history: history.docs.map((entry) => ({ status: entry.get('status'), at: entry.get('at')?.toDate?.() ?? null, kind: entry.get('kind'), message: entry.get('message') })),
    nowMs,
  });
}

function mailDoc(db: Firestore, path: string) {
  return db.collection(MAIL_COLLECTION).doc(path);
}

function replyMail(context: ReplyContext, quote: DocumentSnapshot, reply: ShipperReply, message?: string) {
  return context.mail ? shipperReplyMail(context.mail, { id: quote.id, reference: String(quote.get('reference')), email: quote.get('email'), reply, message }) : null;
}

/** Accepting twice is the first acceptance: the page shows 'Accepted' either way. */
export async function acceptQuote(context: ReplyContext, data: unknown): Promise<QuoteStatusView> {
  checkCaller(context.caller);
  const { reference, key, clientId } = requestOf(data);
  // Counted before the key is judged, so guessing keys spends the same limits.
  await allow(context, clientId, 'quoteReplies');
  const found = await quoteByKey(context.db, reference, key);
  const quoteRef = found.ref;
  await context.db.runTransaction(async (transaction) => {
    const quote = await transaction.get(quoteRef);
    if (quote.get('status') === 'accepted') return;
    const price = staffPriceOf(quote.get('price'));
    if (quote.get('status') !== 'quoted' || !price) refuse('failed-precondition', QUOTE_REFUSED_TEXTS.notAcceptable, { reason: 'invalid' });
    if (isPriceExpired(price, context.nowMs)) refuse('failed-precondition', QUOTE_REFUSED_TEXTS.expired, { reason: 'invalid' });
    const entry = quoteRef.collection('history').doc();
    // As a staff change is written: the entry names the change it follows, and the quote names the entry.
    transaction.create(entry, { status: 'accepted', by: SHIPPER, at: FieldValue.serverTimestamp(), follows: (quote.get('historyId') as string | undefined) ?? null });
    transaction.update(quoteRef, { status: 'accepted', historyId: entry.id });
    const mail = replyMail(context, quote, 'accepted');
    if (mail) transaction.set(mailDoc(context.db, `quote-${quote.id}-accepted`), mail);
  });
  return statusViewOf(context.db, found.id, context.nowMs);
}

export async function askAboutQuote(context: ReplyContext, data: unknown): Promise<QuoteStatusView> {
  checkCaller(context.caller);
  const { reference, key, clientId, body } = requestOf(data);
  const { kind, message } = body;
  if (!(shipperMessageKinds as readonly unknown[]).includes(kind) || typeof message !== 'string') refuse('invalid-argument', INVALID_REQUEST_TEXT, { reason: 'invalid', field: 'message' });
  const problem = questionProblem(kind as ShipperMessageKind, message);
  if (problem) refuse('invalid-argument', problem, { reason: 'invalid', field: 'message' });
  await allow(context, clientId, 'quoteReplies');
  const found = await quoteByKey(context.db, reference, key);
  const entry = found.ref.collection('history').doc();
  const text = message.trim();
  const batch = context.db.batch();
  // Not a status change: the quote's historyId stays, so no staff change in progress is refused because of it.
  batch.create(entry, { status: found.get('status') ?? 'new', by: SHIPPER, at: FieldValue.serverTimestamp(), kind, message: text });
  const mail = replyMail(context, found, kind as ShipperMessageKind, text);
  if (mail) batch.create(mailDoc(context.db, `quote-${found.id}-${kind as string}-${entry.id}`), mail);
  await batch.commit();
  return statusViewOf(context.db, found.id, context.nowMs);
}
