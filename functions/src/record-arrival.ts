// One transaction per arrival: a repeated event finds the `reference` written and never takes a second number or
// mails twice; two arrivals at once get different numbers, as the second transaction retries against the counter.
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { PACKAGES_SUBCOLLECTION } from '../../shared-data/src/freight/cargo';
import { nextReference, referenceCounterPath, referenceYear, type ReferenceKind } from '../../shared-data/src/reference/reference';
import { arrivalFieldsOf, storedPackageLines } from '../../shared-data/src/server/arrival-fields';
import { arrivalCollections, arrivalTitle, createdAtOf, mailsOf } from './arrivals';
import { acknowledgementKey, hourKey, planAcknowledgement, type MailBudget, type MailDecision } from './mail/budget';
import { DIGEST_LIST_MAX, digestDue, planStaffMail, type DigestState, type StaffMailDecision } from './mail/digest';
import { safeRecipient, staffDigestMail, type DigestEntry, type MailConfig } from './mail/render';

export const MAIL_LOG_COLLECTION = 'mailLog';
export const MAIL_COLLECTION = 'mail';
export const RECEIPT_COLLECTION = 'receipts';

/** For a Firestore TTL policy on `expiresAt`: a week outlives every day and hour the documents count. */
export const MAIL_LOG_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const mailLogPaths = {
  hour: (at: Date) => `${MAIL_LOG_COLLECTION}/hour-${hourKey(at)}`,
  acknowledgement: (address: string, at: Date) => `${MAIL_LOG_COLLECTION}/ack-${acknowledgementKey(address, at)}`,
  digest: (kind: ReferenceKind) => `${MAIL_LOG_COLLECTION}/digest-${kind}`,
  pending: (kind: ReferenceKind) => `${MAIL_LOG_COLLECTION}/digest-${kind}/pending`,
} as const;

export const mailPaths = {
  staff: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-staff`,
  acknowledgement: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-acknowledgement`,
  digest: (kind: ReferenceKind, at: Date) => `${MAIL_COLLECTION}/${kind}-digest-${at.getTime()}`,
} as const;

function digestStateOf(snapshot: DocumentSnapshot | undefined): DigestState {
  if (!snapshot?.exists) return { lastSentAt: null, pending: 0 };
  const last = snapshot.get('lastSentAt') as unknown;
  const pending = Number(snapshot.get('pending') ?? 0);
  return { lastSentAt: last instanceof Timestamp ? last.toDate() : null, pending: Number.isSafeInteger(pending) && pending > 0 ? pending : 0 };
}

export interface ArrivalInput {
  kind: ReferenceKind;
  id: string;
  now: Date;
  mail: MailConfig | null;
  budget: MailBudget;
  windowMs: number;
  vacancy?: string | null;
}

export interface MailPlan {
  staff: StaffMailDecision;
  acknowledgement: MailDecision;
}

export type ArrivalOutcome =
  | { status: 'missing' }
  | { status: 'already-numbered'; reference: string }
  | { status: 'numbered'; reference: string; mail: MailPlan | null };

export async function recordArrival(db: Firestore, { kind, id, now, mail, budget, windowMs, vacancy = null }: ArrivalInput): Promise<ArrivalOutcome> {
  const documentRef = db.collection(arrivalCollections[kind]).doc(id);
  return db.runTransaction(async (transaction): Promise<ArrivalOutcome> => {
    const snapshot = await transaction.get(documentRef);
    if (!snapshot.exists) return { status: 'missing' };
    const data = snapshot.data() ?? {};
    if (typeof data.reference === 'string' && data.reference !== '') return { status: 'already-numbered', reference: data.reference };

    const year = referenceYear(createdAtOf(data) ?? now);
    const counterRef = db.doc(referenceCounterPath(kind, year));
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

    const staff = planStaffMail(digestStateOf(digest), now, windowMs);
    if (staff.send === 'now') {
      transaction.set(db.doc(mailPaths.staff(kind, id)), final.staff);
      transaction.set(digestRef, { kind, lastSentAt: Timestamp.fromDate(now), pending: 0 });
    } else {
      const entry = { reference: next.reference, title: arrivalTitle(kind, data, vacancy), receivedAt: createdAtOf(data) ?? now, at: Timestamp.fromDate(now) };
      transaction.set(db.collection(mailLogPaths.pending(kind)).doc(id), entry);
      transaction.set(digestRef, { kind, pending: FieldValue.increment(1) }, { merge: true });
    }

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
