// A public form's function creates its document already numbered (reference-numbers.ts: arrivals at the same moment
// never queue on one document). The trigger then writes the mail in a transaction of its own, once: a repeated
// event finds the arrival's mail marker and writes nothing again. A document that arrived without a reference is
// numbered there.
import { FieldPath, FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  arrivalFieldsOf,
  businessInstantAfter,
  ONE_BUSINESS_HOUR_MS,
  type PackageLine,
  PACKAGES_SUBCOLLECTION,
  quoteStatusPath,
  type ReferenceKind,
  referenceYear,
  STATUS_KEY_DOCUMENT,
  storedPackageLines,
} from '@seawave/shared-data/server';
import { arrivalCollections, arrivalTitle, createdAtOf, mailsOf } from './arrivals';
import { takeReference } from './reference-numbers';
import { acknowledgementKey, hourKey, planAcknowledgement, type MailBudget, type MailDecision } from './mail/budget';
import { DIGEST_MAIL_ITEMS, digestDue, planDigest, planStaffMail, type DigestState, type FoldedSource, type PendingArrival, type StaffMailDecision } from './mail/digest';
import { safeRecipient, staffDigestMail, type DigestEntry, type MailConfig } from './mail/render';

export const MAIL_LOG_COLLECTION = 'mailLog';
export const MAIL_COLLECTION = 'mail';

/** For a Firestore TTL policy on `expiresAt`: a week outlives every day and hour the documents count. */
export const MAIL_LOG_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const mailLogPaths = {
  hour: (at: Date) => `${MAIL_LOG_COLLECTION}/hour-${hourKey(at)}`,
  /** Acknowledgements sent this hour to arrivals from one source. */
  sourceHour: (source: string, at: Date) => `${MAIL_LOG_COLLECTION}/hour-${hourKey(at)}-${source}`,
  acknowledgement: (address: string, at: Date) => `${MAIL_LOG_COLLECTION}/ack-${acknowledgementKey(address, at)}`,
  digest: (kind: ReferenceKind) => `${MAIL_LOG_COLLECTION}/digest-${kind}`,
  /** Written with an arrival's mail: its mail is never written twice. */
  arrival: (kind: ReferenceKind, id: string) => `${MAIL_LOG_COLLECTION}/arrival-${kind}-${id}`,
  pending: (kind: ReferenceKind) => `${MAIL_LOG_COLLECTION}/digest-${kind}/pending`,
} as const;

/** The key of a quote's status page, kept for the server's mail; no rule names the path, so no client reads it. */
export const statusKeyPath = (quoteId: string) => `quotes/${quoteId}/${STATUS_KEY_DOCUMENT}`;

export const mailPaths = {
  staff: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-staff`,
  acknowledgement: (kind: ReferenceKind, id: string) => `${MAIL_COLLECTION}/${kind}-${id}-acknowledgement`,
  digest: (kind: ReferenceKind, at: Date, part = 0) => `${MAIL_COLLECTION}/${kind}-digest-${at.getTime()}${part > 0 ? `-${part + 1}` : ''}`,
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
  | { status: 'already-recorded'; reference: string }
  | { status: 'recorded'; reference: string; mail: MailPlan | null };

/**
 * Creates a new quote or application with its reference and the fields the server derives. An id that exists
 * already (the same submission sent again) gives that document's reference.
 */
export async function createNumbered(
  db: Firestore,
  {
    kind,
    id,
    fields,
    packageLines = [],
    serverOnly = [],
    now,
  }: {
    kind: ReferenceKind;
    id: string;
    fields: Record<string, unknown>;
    packageLines?: readonly PackageLine[];
    /** Documents under the new one (`private/status`) that no rule lets a client read, written in the same batch. */
    serverOnly?: readonly { path: string; data: Record<string, unknown> }[];
    now: Date;
  },
): Promise<{ reference: string | null; created: boolean }> {
  const documentRef = db.collection(arrivalCollections[kind]).doc(id);
  const earlier = async () => {
    const reference = (await documentRef.get()).get('reference') as unknown;
    return { reference: typeof reference === 'string' && reference !== '' ? reference : null, created: false };
  };
  if ((await documentRef.get()).exists) return earlier();
  const reference = await takeReference(db, kind, referenceYear(now));
  const batch = db.batch();
  batch.create(documentRef, { ...fields, ...arrivalFieldsOf(kind, fields, reference, packageLines), createdAt: FieldValue.serverTimestamp() });
  packageLines.forEach((line, index) => batch.create(documentRef.collection(PACKAGES_SUBCOLLECTION).doc(String(index)), { ...line }));
  for (const { path, data } of serverOnly) batch.create(db.doc(`${documentRef.path}/${path}`), data);
  try {
    await batch.commit();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // The same submission, arrived a moment earlier: its number stands, this one is left unused.
    if (code === 6 || code === 'already-exists') return earlier();
    throw error;
  }
  return { reference, created: true };
}

export async function recordArrival(db: Firestore, { kind, id, now, mail, budget, windowMs, vacancy = null }: ArrivalInput): Promise<ArrivalOutcome> {
  const documentRef = db.collection(arrivalCollections[kind]).doc(id);
  const arrivalRef = db.doc(mailLogPaths.arrival(kind, id));
  // A document without a reference takes its number first: taking one is not part of a transaction.
  const before = await documentRef.get();
  if (!before.exists) return { status: 'missing' };
  const unnumbered = typeof before.get('reference') !== 'string' || before.get('reference') === '';
  const taken = unnumbered ? await takeReference(db, kind, referenceYear(createdAtOf(before.data() ?? {}) ?? now)) : null;
  return db.runTransaction(async (transaction): Promise<ArrivalOutcome> => {
    const [snapshot, recorded] = await transaction.getAll(documentRef, arrivalRef);
    if (!snapshot?.exists) return { status: 'missing' };
    const data = snapshot.data() ?? {};
    const written = typeof data.reference === 'string' && data.reference !== '' ? data.reference : null;
    if (written && recorded?.exists) return { status: 'already-recorded', reference: written };

    const visitor = safeRecipient(data.email);
    const source = typeof data.source === 'string' && /^[0-9a-f]{1,64}$/.test(data.source) ? data.source : null;
    const hourRef = db.doc(mailLogPaths.hour(now));
    const sourceHourRef = source ? db.doc(mailLogPaths.sourceHour(source, now)) : null;
    const digestRef = db.doc(mailLogPaths.digest(kind));
    const markerRef = visitor && mail ? db.doc(mailLogPaths.acknowledgement(visitor, now)) : null;
    // Every read before any write, as transactions require.
    const optional = [markerRef, sourceHourRef].filter((ref): ref is DocumentReference => ref !== null);
    const [hour, digest, ...more] = await transaction.getAll(hourRef, digestRef, ...optional);
    const marker = markerRef ? more.shift() : undefined;
    const sourceHour = sourceHourRef ? more.shift() : undefined;
    const lineDocs = kind === 'quote' ? (await transaction.get(documentRef.collection(PACKAGES_SUBCOLLECTION))).docs : [];
    const statusKey = kind === 'quote' ? ((await transaction.get(db.doc(statusKeyPath(id)))).get('key') as unknown) : null;
    const packageLines = storedPackageLines(
      data,
      lineDocs.map((line) => ({ id: line.id, data: line.data() })),
    );

    const reference = written ?? taken;
    if (!reference) throw new Error(`The ${kind} ${id} has no reference and took none.`);
    // A quote is reminded of once its wait for a first answer reaches one business hour (first-answer.ts).
    const remind =
      kind === 'quote' && data.remindAt === undefined && data.firstAnsweredAt === undefined
        ? { remindAt: Timestamp.fromDate(businessInstantAfter(createdAtOf(data) ?? now, ONE_BUSINESS_HOUR_MS)) }
        : {};
    if (!written || Object.keys(remind).length > 0) transaction.update(documentRef, { ...(written ? {} : arrivalFieldsOf(kind, data, reference, packageLines)), ...remind });
    const expiresAt = Timestamp.fromMillis(now.getTime() + MAIL_LOG_LIFETIME_MS);
    transaction.set(arrivalRef, { kind, at: FieldValue.serverTimestamp(), expiresAt });
    if (!mail) return { status: 'recorded', reference, mail: null };
    const statusPath = typeof statusKey === 'string' ? quoteStatusPath(reference, statusKey) : null;
    const final = mailsOf(kind, { id, data, reference, packageLines, vacancy, statusPath }, mail);

    const staff = planStaffMail(digestStateOf(digest), now, windowMs);
    if (staff.send === 'now') {
      transaction.set(db.doc(mailPaths.staff(kind, id)), final.staff);
      transaction.set(digestRef, { kind, lastSentAt: Timestamp.fromDate(now), pending: 0 });
    } else {
      const entry = {
        reference,
        title: arrivalTitle(kind, data, vacancy),
        receivedAt: createdAtOf(data) ?? now,
        at: Timestamp.fromDate(now),
        source,
        suspected: data.suspectedFlood === true,
      };
      transaction.set(db.collection(mailLogPaths.pending(kind)).doc(id), entry);
      transaction.set(digestRef, { kind, pending: FieldValue.increment(1) }, { merge: true });
    }

    const count = (snapshot: DocumentSnapshot | undefined) => {
      const sent = snapshot?.exists ? Number(snapshot.get('sent') ?? 0) : 0;
      return Number.isSafeInteger(sent) && sent >= 0 ? sent : 0;
    };
    const acknowledgement = planAcknowledgement({
      budget,
      sentThisHour: count(hour),
      sentToSourceThisHour: sourceHourRef ? count(sourceHour) : null,
      safeAddress: visitor !== null,
      acknowledgedToday: markerRef !== null && marker?.exists === true,
    });
    if (acknowledgement.send && final.acknowledgement && markerRef) {
      transaction.set(db.doc(mailPaths.acknowledgement(kind, id)), final.acknowledgement);
      transaction.set(markerRef, { kind, at: FieldValue.serverTimestamp(), expiresAt });
      transaction.set(hourRef, { hour: hourKey(now), sent: FieldValue.increment(1), expiresAt }, { merge: true });
      if (sourceHourRef) transaction.set(sourceHourRef, { sent: FieldValue.increment(1), expiresAt }, { merge: true });
    } else if (acknowledgement.reason === 'hourly-cap-reached') {
      transaction.set(hourRef, { hour: hourKey(now), refused: FieldValue.increment(1), expiresAt }, { merge: true });
    }
    return { status: 'recorded', reference, mail: { staff, acknowledgement } };
  });
}

export type DigestOutcome =
  | { status: 'nothing-waiting' }
  | { status: 'window-open'; pending: number }
  | { status: 'sent'; mailPaths: string[]; listed: string[]; folded: FoldedSource[] };

const BATCH_WRITES = 450;

/** Every arrival waiting for the digest, oldest first, read a page at a time. */
async function waitingArrivals(db: Firestore, kind: ReferenceKind): Promise<{ ref: DocumentReference; arrival: PendingArrival }[]> {
  const pending = db.collection(mailLogPaths.pending(kind));
  const found: { ref: DocumentReference; arrival: PendingArrival }[] = [];
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    let query = pending.orderBy('at').orderBy(FieldPath.documentId()).limit(BATCH_WRITES);
    if (after) query = query.startAfter(after);
    const page = (await query.get()).docs;
    for (const doc of page) {
      const receivedAt = doc.get('receivedAt') as unknown;
      const source = doc.get('source') as unknown;
      found.push({
        ref: doc.ref,
        arrival: {
          id: doc.id,
          reference: String(doc.get('reference') ?? ''),
          title: String(doc.get('title') ?? ''),
          receivedAt: receivedAt instanceof Timestamp ? receivedAt.toDate() : null,
          source: typeof source === 'string' ? source : null,
          suspected: doc.get('suspected') === true,
        },
      });
    }
    if (page.length < BATCH_WRITES) return found;
    after = page[page.length - 1] ?? null;
  }
}

/**
 * Sends everything waiting once the window is over: nothing is left for a later window. The messages are written
 * before the entries they list are deleted, so a flush cut short lists an arrival twice rather than never.
 */
export async function flushStaffDigest(
  db: Firestore,
  { kind, now, mail, windowMs, itemsPerMail = DIGEST_MAIL_ITEMS }: { kind: ReferenceKind; now: Date; mail: MailConfig; windowMs: number; itemsPerMail?: number },
): Promise<DigestOutcome> {
  const digestRef = db.doc(mailLogPaths.digest(kind));
  const state = digestStateOf(await digestRef.get());
  if (state.pending === 0) return { status: 'nothing-waiting' };
  if (!digestDue(state, now, windowMs)) return { status: 'window-open', pending: state.pending };
  const waiting = await waitingArrivals(db, kind);
  if (waiting.length === 0) {
    await digestRef.set({ kind, pending: 0 }, { merge: true });
    return { status: 'nothing-waiting' };
  }
  const parts = planDigest(waiting.map(({ arrival }) => arrival), itemsPerMail);
  const written = db.batch();
  const paths = parts.map((part, index) => {
    const path = mailPaths.digest(kind, now, index);
    const entries = part.entries.map(({ id, reference, title, receivedAt }): DigestEntry => ({ id, reference, title, receivedAt }));
    written.set(db.doc(path), staffDigestMail(mail, kind, entries, { folded: part.folded, part: { index: index + 1, of: parts.length }, windowMinutes: Math.round(windowMs / 60_000) }));
    return path;
  });
  // Arrivals recorded meanwhile stay counted for the next digest.
  written.set(digestRef, { kind, lastSentAt: Timestamp.fromDate(now), pending: FieldValue.increment(-waiting.length) }, { merge: true });
  await written.commit();
  for (let start = 0; start < waiting.length; start += BATCH_WRITES) {
    const removed = db.batch();
    for (const { ref } of waiting.slice(start, start + BATCH_WRITES)) removed.delete(ref);
    await removed.commit();
  }
  return {
    status: 'sent',
    mailPaths: paths,
    listed: parts.flatMap((part) => part.entries.map((entry) => entry.reference)),
    folded: parts.flatMap((part) => part.folded),
  };
}
