/**
 * One Firestore transaction per arrival (a new quote or application):
 *
 * 1. reads the new document; when it is gone, or already has a `reference`
 *    (the trigger's event delivered again), nothing more happens: a repeated
 *    event never takes a second number or sends mail twice;
 * 2. reads the year's counter `counters/<kind>-<year>` and takes the next
 *    number (`nextReference`); transactions are serialisable, so two
 *    documents created in the same moment get different numbers (the second
 *    transaction is retried against the counter the first one wrote);
 * 3. reads a quote's package lines (the documents `quotes/<id>/packages/<n>`,
 *    written in the same batch as the quote; the older shape, a `packages`
 *    list inside the quote, is read too), writes the server's fields on the
 *    document (`arrivalFieldsOf` of shared-data/src/server/arrival-fields.ts:
 *    reference, status, search terms, service flags, cargo figures) and the
 *    receipt `receipts/<id>` { kind, reference } the visitor's page reads;
 * 4. decides the mail (budget.ts, staff first): reads this hour's count
 *    `mailLog/hour-<UTC hour>` and, for the acknowledgement, the day's marker
 *    `mailLog/ack-<business day>_<SHA-256 of the address>`, then writes the
 *    `mail/<kind>-<id>-staff` and `mail/<kind>-<id>-acknowledgement`
 *    documents the Trigger Email extension sends, the marker, and the new
 *    count (with how many were refused).
 *
 * Everything commits together or not at all. Without valid mail settings the
 * reference is still assigned and no mail is written (the caller logs why).
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PACKAGES_SUBCOLLECTION } from '../../shared-data/src/freight/cargo';
import { nextReference, referenceCounterPath, referenceYear, type ReferenceKind } from '../../shared-data/src/reference/reference';
import { arrivalFieldsOf, storedPackageLines } from '../../shared-data/src/server/arrival-fields';
import { arrivalCollections, createdAtOf, mailsOf } from './arrivals';
import { acknowledgementKey, hourKey, planMail, type MailBudget, type MailPlan } from './mail/budget';
import { safeRecipient, type MailConfig } from './mail/render';

/** The server-only collection of mail bookkeeping (hour counts, acknowledgement markers). */
export const MAIL_LOG_COLLECTION = 'mailLog';
/** The Trigger Email extension's collection. */
export const MAIL_COLLECTION = 'mail';
/** Where the visitor's page finds the reference. */
export const RECEIPT_COLLECTION = 'receipts';

/** Bookkeeping documents carry `expiresAt` (a Firestore TTL policy can delete them); a week outlives every day and hour they count. */
export const MAIL_LOG_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const mailLogPaths = {
  hour: (at: Date) => `${MAIL_LOG_COLLECTION}/hour-${hourKey(at)}`,
  acknowledgement: (address: string, at: Date) => `${MAIL_LOG_COLLECTION}/ack-${acknowledgementKey(address, at)}`,
} as const;

/** The mail documents of one arrival. */
export const mailPaths = {
  staff: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-staff`,
  acknowledgement: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-acknowledgement`,
} as const;

export interface ArrivalInput {
  kind: ReferenceKind;
  /** The new document's id. */
  id: string;
  /** The time of the arrival: its hour and day count for the mail budget. */
  now: Date;
  /** Where mail goes; null when the settings are invalid (no mail is written). */
  mail: MailConfig | null;
  budget: MailBudget;
  /** The position of the vacancy an application names, for the staff mail. */
  vacancy?: string | null;
}

export type ArrivalOutcome =
  | { status: 'missing' }
  | { status: 'already-numbered'; reference: string }
  | { status: 'numbered'; reference: string; mail: MailPlan | null };

/** Records the arrival of `kind`/`id` (see the module comment). */
export async function recordArrival(db: Firestore, { kind, id, now, mail, budget, vacancy = null }: ArrivalInput): Promise<ArrivalOutcome> {
  const documentRef = db.collection(arrivalCollections[kind]).doc(id);
  return db.runTransaction(async (transaction): Promise<ArrivalOutcome> => {
    const snapshot = await transaction.get(documentRef);
    if (!snapshot.exists) return { status: 'missing' };
    const data = snapshot.data() ?? {};
    if (typeof data.reference === 'string' && data.reference !== '') return { status: 'already-numbered', reference: data.reference };

    // The year the document was created in numbers it (its server time; the arrival's time if it has none).
    const year = referenceYear(createdAtOf(data) ?? now);
    const counterRef = db.doc(referenceCounterPath(kind, year));
    // The one address an acknowledgement may go to (none when the visitor typed anything else).
    const visitor = safeRecipient(data.email);
    const hourRef = db.doc(mailLogPaths.hour(now));
    const markerRef = visitor && mail ? db.doc(mailLogPaths.acknowledgement(visitor, now)) : null;
    // Every read before any write, as transactions require.
    const [counter, hour, marker] = await transaction.getAll(counterRef, hourRef, ...(markerRef ? [markerRef] : []));
    const lineDocs = kind === 'quote' ? (await transaction.get(documentRef.collection(PACKAGES_SUBCOLLECTION))).docs : [];
    const packageLines = storedPackageLines(
      data,
      lineDocs.map((line) => ({ id: line.id, data: line.data() })),
    );

    const next = nextReference(kind, year, counter?.exists ? counter.data() : undefined);
    transaction.set(counterRef, next.counter);
    transaction.update(documentRef, arrivalFieldsOf(kind, data, next.reference, packageLines));
    transaction.set(db.collection(RECEIPT_COLLECTION).doc(id), { kind, reference: next.reference });
    if (!mail) return { status: 'numbered', reference: next.reference, mail: null };

    const sent = hour?.exists ? Number(hour.get('sent') ?? 0) : 0;
    const plan = planMail({
      budget,
      sentThisHour: Number.isSafeInteger(sent) && sent >= 0 ? sent : 0,
      acknowledgement: { safeAddress: visitor !== null, acknowledgedToday: marker?.exists === true },
    });
    const final = mailsOf(kind, { id, data, reference: next.reference, packageLines, vacancy }, mail);
    const expiresAt = Timestamp.fromMillis(now.getTime() + MAIL_LOG_LIFETIME_MS);
    if (plan.staff.send) transaction.set(db.doc(mailPaths.staff(kind, id)), final.staff);
    if (plan.acknowledgement.send && final.acknowledgement && markerRef) {
      transaction.set(db.doc(mailPaths.acknowledgement(kind, id)), final.acknowledgement);
      transaction.set(markerRef, { kind, at: FieldValue.serverTimestamp(), expiresAt });
    }
    const refused = [plan.staff, plan.acknowledgement].filter((decision) => decision.reason === 'hourly-cap-reached' || decision.reason === 'reserved-for-staff').length;
    transaction.set(hourRef, { hour: hourKey(now), sent: FieldValue.increment(plan.added), refused: FieldValue.increment(refused), expiresAt }, { merge: true });
    return { status: 'numbered', reference: next.reference, mail: plan };
  });
}
