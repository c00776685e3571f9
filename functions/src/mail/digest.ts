// Staff mail is gathered per mailbox into one message per window, so a flood cannot bury the mailboxes and yet
// every arrival reaches staff within one window; it is never refused.

export const DEFAULT_DIGEST_WINDOW_MINUTES = 5;

/** The flush deletes the listed entries in one transaction, which takes at most 500 writes. */
export const DIGEST_LIST_MAX = 450;

export interface DigestState {
  lastSentAt: Date | null;
  pending: number;
}

export function parseDigestWindow(minutes: unknown = DEFAULT_DIGEST_WINDOW_MINUTES): number {
  const value = minutes === undefined || minutes === null || minutes === '' ? DEFAULT_DIGEST_WINDOW_MINUTES : Number(minutes);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`The staff mail window must be a whole number of minutes from 1; got ${String(minutes)}.`);
  return value * 60_000;
}

function windowOver(state: DigestState, now: Date, windowMs: number): boolean {
  return state.lastSentAt === null || now.getTime() - state.lastSentAt.getTime() >= windowMs;
}

export type StaffMailDecision =
  | { send: 'now'; message: string }
  | { send: 'digest'; message: string };

export function planStaffMail(state: DigestState, now: Date, windowMs: number): StaffMailDecision {
  if (state.pending <= 0 && windowOver(state, now, windowMs)) return { send: 'now', message: 'Staff mail sent.' };
  return { send: 'digest', message: `Staff mail gathered into the next digest (one staff message per ${Math.round(windowMs / 60_000)} minutes per mailbox).` };
}

export function digestDue(state: DigestState, now: Date, windowMs: number): boolean {
  return state.pending > 0 && windowOver(state, now, windowMs);
}
