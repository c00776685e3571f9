// A reference number is taken by creating its own document under the year's counter, so arrivals at the same moment
// race on different documents and each moves on to the next number: a transaction on the one counter document would
// make them queue. The counter's `last` is only where to start looking.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { formatReference, nextReference, referenceCounterPath, type ReferenceKind } from '@seawave/shared-data/server';

export const TAKEN_NUMBERS = 'taken';
const SEQUENCE_DIGITS = 12;
/** After this many numbers found taken, look up the highest taken instead of trying the next. */
const TRIES_BEFORE_LOOKUP = 3;
const MAX_TRIES = 50;

const isAlreadyExists = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists';
};

export async function takeReference(db: Firestore, kind: ReferenceKind, year: number): Promise<string> {
  const counterRef = db.doc(referenceCounterPath(kind, year));
  const taken = counterRef.collection(TAKEN_NUMBERS);
  const hint = await counterRef.get();
  let { sequence } = nextReference(kind, year, hint.exists ? hint.data() : undefined);
  for (let tries = 1; ; tries += 1) {
    try {
      await taken.doc(String(sequence).padStart(SEQUENCE_DIGITS, '0')).create({ n: sequence, at: FieldValue.serverTimestamp() });
      break;
    } catch (error) {
      if (!isAlreadyExists(error) || tries >= MAX_TRIES) throw error;
      if (tries % TRIES_BEFORE_LOOKUP === 0) {
        const highest = (await taken.orderBy('n', 'desc').limit(1).get()).docs[0];
        sequence = Math.max(sequence, Number(highest?.get('n') ?? 0)) + 1;
      } else sequence += 1;
    }
  }
  // A slower arrival may write a lower hint after a faster one: the next arrival then tries a few more, never reuses one.
  await counterRef.set({ last: sequence });
  return formatReference(kind, year, sequence);
}
