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
 * 4. decides the mail:
 *    - staff (digest.ts): reads the mailbox's digest state
 *      `mailLog/digest-<kind>`; after a quiet window the full staff mail
 *      `mail/<kind>-<id>-staff` goes at once, otherwise the arrival waits
 *      as `mailLog/digest-<kind>/pending/<id>` for the next digest
 *      (`flushStaffDigest`, run every minute), so staff mail is never refused;
 *    - the visitor (budget.ts): reads this hour's acknowledgement count
 *      `mailLog/hour-<UTC hour>` and the day's marker
 *      `mailLog/ack-<business day>_<SHA-256 of the folded address>`, then writes
 *      `mail/<kind>-<id>-acknowledgement`, the marker, and the new count
 *      (with how many were refused).
 *    The `mail/` documents are what the Trigger Email extension sends.
 *
 * Everything commits together or not at all. Without valid mail settings the
 * reference is still assigned and no mail is written (the caller logs why).
 */
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { PACKAGES_SUBCOLLECTION } from '../../shared-data/src/freight/cargo';
import { nextReference, referenceCounterPath, referenceYear, type ReferenceKind } from '../../shared-data/src/reference/reference';
import { arrivalFieldsOf, storedPackageLines } from '../../shared-data/src/server/arrival-fields';
import { arrivalCollections, arrivalTitle, createdAtOf, mailsOf } from './arrivals';
import { acknowledgementKey, hourKey, planAcknowledgement, type MailBudget, type MailDecision } from './mail/budget';
import { DIGEST_LIST_MAX, digestDue, planStaffMail, type DigestState, type StaffMailDecision } from './mail/digest';
import { safeRecipient, staffDigestMail, type DigestEntry, type MailConfig } from './mail/render';

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
  /** A mailbox's digest state `{ kind, lastSentAt, pending }` (sales: quotes, HR: applications). */
  digest: (kind: ReferenceKind) => `${MAIL_LOG_COLLECTION}/digest-${kind}`,
  /** The arrivals waiting for the mailbox's next digest `{ reference, title, receivedAt, at }`. */
  pending: (kind: ReferenceKind) => `${MAIL_LOG_COLLECTION}/digest-${kind}/pending`,
} as const;

/** The mail documents of one arrival, and a digest. */
export const mailPaths = {
  staff: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-staff`,
  acknowledgement: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-acknowledgement`,
  digest: (kind: ReferenceKind, at: Date) => `${MAIL_COLLECTION}/${kind}-digest-${at.getTime()}`,
} as const;

/** A mailbox's digest state as stored (absent: never mailed, nothing waits). */
function digestStateOf(snapshot: DocumentSnapshot | undefined): DigestState {
  if (!snapshot?.exists) return { lastSentAt: null, pending: 0 };
  const last = snapshot.get('lastSentAt') as unknown;
  const pending = Number(snapshot.get('pending') ?? 0);
  return { lastSentAt: last instanceof Timestamp ? last.toDate() : null, pending: Number.isSafeInteger(pending) && pending > 0 ? pending : 0 };
}

export interface ArrivalInput {
  kind: ReferenceKind;
  /** The new document's id. */
  id: string;
  /** The time of the arrival: its hour and day count for the mail budget. */
  now: Date;
  /** Where mail goes; null when the settings are invalid (no mail is written). */
  mail: MailConfig | null;
  budget: MailBudget;
  /** The staff mail window (digest.ts), in ms. */
  windowMs: number;
  /** The position of the vacancy an application names, for the staff mail. */
  vacancy?: string | null;
}

/** What became of one arrival's mail. */
export interface MailPlan {
  staff: StaffMailDecision;
  acknowledgement: MailDecision;
}

export type ArrivalOutcome =
  | { status: 'missing' }
  | { status: 'already-numbered'; reference: string }
  | { status: 'numbered'; reference: string; mail: MailPlan | null };

/** Records the arrival of `kind`/`id` (see the module comment). */
export async function recordArrival(db: Firestore, { kind, id, now, mail, budget, windowMs, vacancy = null }: ArrivalInput): Promise<ArrivalOutcome> {
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
    const digestRef = db.doc(mailLogPaths.digest(kind));
    const markerRef = visitor && mail ? db.doc(mailLogPaths.acknowledgement(visitor, now)) : null;
    // Every read before any write, as transactions require.
    const [counter, hour, digest, marker] = await transaction.getAll(counterRef, hourRef, digestRef, ...(markerRef ? [markerRef] : []));
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

    const final = mailsOf(kind, { id, data, reference: next.reference, packageLines, vacancy }, mail);
    const expiresAt = Timestamp.fromMillis(now.getTime() + MAIL_LOG_LIFETIME_MS);

    // Staff: at once after a quiet window, else gathered into the next digest; never refused.
    const staff = planStaffMail(digestStateOf(digest), now, windowMs);
    if (staff.send === 'now') {
      transaction.set(db.doc(mailPaths.staff(kind, id)), final.staff);
      transaction.set(digestRef, { kind, lastSentAt: Timestamp.fromDate(now), pending: 0 });
    } else {
      const entry = { reference: next.reference, title: arrivalTitle(kind, data, vacancy), receivedAt: createdAtOf(data) ?? now, at: Timestamp.fromDate(now) };
      transaction.set(db.collection(mailLogPaths.pending(kind)).doc(id), entry);
      transaction.set(digestRef, { kind, pending: FieldValue.increment(1) }, { merge: true });
    }

    // The visitor: once per mailbox per day, within the hourly cap of acknowledgements.
    const sent = hour?.exists ? Number(hour.get('sent') ?? 0) : 0;
    const acknowledgement = planAcknowledgement({
      budget,
      sentThisHour: Number.isSafeInteger(sent) && sent >= 0 ? sent : 0,
      safeAddress: visitor !== null,
      acknowledgedToday: marker?.exists === true,
    });
    if (acknowledgement.send && final.acknowledgement && markerRef) {
      transaction.set(db.doc(mailPaths.acknowledgement(kind, id)), final.acknowledgement);
      transaction.set(markerRef, { kind, at: FieldValue.serverTimestamp(), expiresAt });
      transaction.set(hourRef, { hour: hourKey(now), sent: FieldValue.increment(1), expiresAt }, { merge: true });
    } else if (acknowledgement.reason === 'hourly-cap-reached') {
      transaction.set(hourRef, { hour: hourKey(now), refused: FieldValue.increment(1), expiresAt }, { merge: true });
    }
    return { status: 'numbered', reference: next.reference, mail: { staff, acknowledgement } };
  });
}

export type DigestOutcome =
  | { status: 'nothing-waiting' }
  | { status: 'window-open'; pending: number }
  | { status: 'sent'; mailPath: string; listed: string[]; left: number };

/**
 * Sends a mailbox's digest when it is due (digest.ts): in one transaction,
 * reads its state and, when arrivals wait and the window since its last
 * staff message is over, the oldest `listMax` of them; writes one mail
 * listing them, deletes them, and starts a new window. Arrivals beyond
 * `listMax` wait for the next digest.
 */
export async function flushStaffDigest(
  db: Firestore,
  { kind, now, mail, windowMs, listMax = DIGEST_LIST_MAX }: { kind: ReferenceKind; now: Date; mail: MailConfig; windowMs: number; listMax?: number },
): Promise<DigestOutcome> {
  const digestRef = db.doc(mailLogPaths.digest(kind));
  const pendingRef = db.collection(mailLogPaths.pending(kind));
  return db.runTransaction(async (transaction): Promise<DigestOutcome> => {
    const state = digestStateOf(await transaction.get(digestRef));
    if (state.pending === 0) return { status: 'nothing-waiting' };
    if (!digestDue(state, now, windowMs)) return { status: 'window-open', pending: state.pending };
    // One more than listed, to know whether any are left for the next digest.
    const found = (await transaction.get(pendingRef.orderBy('at').orderBy(FieldPath.documentId()).limit(listMax + 1))).docs;
    const waiting = found.slice(0, listMax);
    const left = found.length > listMax ? Math.max(1, state.pending - waiting.length) : 0;
    if (waiting.length === 0) {
      transaction.set(digestRef, { kind, pending: 0 }, { merge: true });
      return { status: 'nothing-waiting' };
    }
    const entries = waiting.map((doc): DigestEntry => {
      const receivedAt = doc.get('receivedAt') as unknown;
      return {
        id: doc.id,
        reference: String(doc.get('reference') ?? ''),
        title: String(doc.get('title') ?? ''),
        receivedAt: receivedAt instanceof Timestamp ? receivedAt.toDate() : null,
      };
    });
    const mailPath = mailPaths.digest(kind, now);
    transaction.set(db.doc(mailPath), staffDigestMail(mail, kind, entries, { left, windowMinutes: Math.round(windowMs / 60_000) }));
    for (const doc of waiting) transaction.delete(doc.ref);
    transaction.set(digestRef, { kind, lastSentAt: Timestamp.fromDate(now), pending: left });
    return { status: 'sent', mailPath, listed: entries.map((entry) => entry.reference), left };
  });
}
