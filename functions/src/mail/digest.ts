/**
 * Staff are always told, and a flood cannot bury their mailboxes: staff
 * mail is gathered per mailbox (sales for quotes, HR for applications) into
 * one message per window.
 *
 * - The first arrival after a quiet window is mailed at once, in full.
 * - Each later arrival within the window from that mail is gathered: it
 *   waits as a pending entry (its reference, a title and its admin link).
 * - At the end of the window the pending entries go out together in one
 *   digest (the scheduled flush, record-arrival.ts `flushStaffDigest`), and a
 *   new window starts with it.
 *
 * So a mailbox gets at most one staff message per window, however many
 * arrive, and every arrival reaches staff within one window of the last
 * staff message (plus the flush's one-minute tick). Staff mail is never
 * refused; the hourly cap (budget.ts) applies to visitor acknowledgements only.
 *
 * Pure: the trigger and the flush read the mailbox's state and write it
 * back in a Firestore transaction.
 */

export const DEFAULT_DIGEST_WINDOW_MINUTES = 5;

/**
 * At most this many arrivals are listed in one digest; the rest follow in the
 * next one (nothing is dropped). The flush deletes the listed entries in its
 * transaction, which takes at most 500 writes.
 */
export const DIGEST_LIST_MAX = 450;

/** A mailbox's digest state. */
export interface DigestState {
  /** When this mailbox was last sent a staff message; null: never. */
  lastSentAt: Date | null;
  /** How many arrivals wait for the next digest. */
  pending: number;
}

/** Checks the window setting: a whole number of minutes from 1. Throws an Error naming the problem. */
export function parseDigestWindow(minutes: unknown = DEFAULT_DIGEST_WINDOW_MINUTES): number {
  const value = minutes === undefined || minutes === null || minutes === '' ? DEFAULT_DIGEST_WINDOW_MINUTES : Number(minutes);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`The staff mail window must be a whole number of minutes from 1; got ${String(minutes)}.`);
  return value * 60_000;
}

/** Whether the window since the mailbox's last staff message is over at `now`. */
function windowOver(state: DigestState, now: Date, windowMs: number): boolean {
  return state.lastSentAt === null || now.getTime() - state.lastSentAt.getTime() >= windowMs;
}

export type StaffMailDecision =
  | { send: 'now'; message: string }
  | { send: 'digest'; message: string };

/** Whether a new arrival's staff mail goes at once or waits for the digest. */
export function planStaffMail(state: DigestState, now: Date, windowMs: number): StaffMailDecision {
  if (state.pending <= 0 && windowOver(state, now, windowMs)) return { send: 'now', message: 'Staff mail sent.' };
  return { send: 'digest', message: `Staff mail gathered into the next digest (one staff message per ${Math.round(windowMs / 60_000)} minutes per mailbox).` };
}

/** Whether a mailbox's digest is due at `now`: arrivals wait and the window is over. */
export function digestDue(state: DigestState, now: Date, windowMs: number): boolean {
  return state.pending > 0 && windowOver(state, now, windowMs);
}
