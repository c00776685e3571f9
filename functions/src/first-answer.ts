// Answering within the hour. A quote first leaves 'new' once: the trigger on its update writes `firstAnsweredAt`
// (the rules let no browser write it), from which the staff pages count its first-answer time in business hours
// (the dashboard's 30-day median). At arrival the quote gets
// `remindAt`, the instant its wait reaches one business hour; the reminder flush (with the staff digest, every
// minute) sends one mail listing every quote past it still unanswered, and clears `remindAt` in the same
// transaction, so each quote is reminded of once and a hundred waiting quotes make one mail.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { businessDurationText, businessMillisBetween } from '@seawave/shared-data/server';
import { arrivalTitle, createdAtOf } from './arrivals';
import { quoteReminderMail, type MailConfig } from './mail/render';
import { MAIL_COLLECTION } from './record-arrival';

const QUOTES = 'quotes';
/** Quotes reminded of in one flush (one transaction); more wait for the next minute's flush. */
export const REMINDERS_PER_FLUSH = 200;

const isUnanswered = (data: Record<string, unknown>) => (data.status === undefined || data.status === 'new') && !(data.firstAnsweredAt instanceof Timestamp);

export type FirstAnswerOutcome = 'recorded' | 'unanswered' | 'already-recorded' | 'missing';

/** Writes the first answer of a quote that has left 'new' at `at`, once. */
export async function recordFirstAnswer(db: Firestore, { id, at }: { id: string; at: Date }): Promise<FirstAnswerOutcome> {
  const quoteRef = db.collection(QUOTES).doc(id);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(quoteRef);
    if (!snapshot.exists) return 'missing';
    const data = snapshot.data() ?? {};
    if (data.firstAnsweredAt instanceof Timestamp) return 'already-recorded';
    if (isUnanswered(data)) return 'unanswered';
    transaction.update(quoteRef, { firstAnsweredAt: Timestamp.fromDate(at), remindAt: FieldValue.delete() });
    return 'recorded';
  });
}

export type ReminderOutcome = { status: 'none-due' } | { status: 'sent'; mailPath: string; reminded: string[]; cleared: string[] };

export async function flushQuoteReminders(db: Firestore, { now, mail }: { now: Date; mail: MailConfig }): Promise<ReminderOutcome> {
  const due = db.collection(QUOTES).where('remindAt', '<=', Timestamp.fromDate(now)).orderBy('remindAt').limit(REMINDERS_PER_FLUSH);
  return db.runTransaction(async (transaction) => {
    const found = (await transaction.get(due)).docs;
    const reminded = found.filter((doc) => isUnanswered(doc.data()) && !(doc.get('reminderSentAt') instanceof Timestamp));
    const cleared = found.filter((doc) => !reminded.includes(doc));
    for (const doc of cleared) transaction.update(doc.ref, { remindAt: FieldValue.delete() });
    if (reminded.length === 0) return { status: 'none-due' };
    const mailPath = `${MAIL_COLLECTION}/quote-reminders-${now.getTime()}`;
    const entries = reminded.map((doc) => {
      const data = doc.data();
      const receivedAt = createdAtOf(data);
      return {
        id: doc.id,
        reference: typeof data.reference === 'string' && data.reference !== '' ? data.reference : doc.id,
        title: arrivalTitle('quote', data),
        receivedAt,
        waited: businessDurationText(receivedAt ? businessMillisBetween(receivedAt, now) : 0),
      };
    });
    transaction.create(db.doc(mailPath), quoteReminderMail(mail, entries));
    for (const doc of reminded) transaction.update(doc.ref, { reminderSentAt: Timestamp.fromDate(now), remindAt: FieldValue.delete() });
    return { status: 'sent', mailPath, reminded: reminded.map((doc) => doc.id), cleared: cleared.map((doc) => doc.id) };
  });
}
