// Staff mail is gathered per mailbox into one message per window, so a flood cannot bury the mailboxes and yet
// every arrival reaches staff within one window: everything waiting goes, split into several messages when long,
// arrivals from sources within their normal rate listed first, each flooding source folded into one line.

export const DEFAULT_DIGEST_WINDOW_MINUTES = 5;

/** Arrivals listed in one message; more go in further messages of the same digest. */
export const DIGEST_MAIL_ITEMS = 100;

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

export interface PendingArrival {
  id: string;
  reference: string;
  title: string;
  receivedAt: Date | null;
  /** A hash of the sender's network, when known. */
  source: string | null;
  suspected: boolean;
}

export interface FoldedSource {
  source: string;
  count: number;
}

export interface DigestPart {
  entries: PendingArrival[];
  folded: FoldedSource[];
}

/**
 * The messages of one digest, DIGEST_MAIL_ITEMS arrivals per message: first the arrivals of sources that did not
 * flood, then those a flooding source sent within its normal rate, each in arrival order; then, in the last message,
 * one line per flooding source for the rest, the largest first.
 */
export function planDigest(waiting: readonly PendingArrival[], itemsPerMail = DIGEST_MAIL_ITEMS): DigestPart[] {
  const floods = new Map<string, number>();
  for (const arrival of waiting) if (arrival.suspected && arrival.source !== null) floods.set(arrival.source, (floods.get(arrival.source) ?? 0) + 1);
  const flooding = (arrival: PendingArrival) => arrival.source !== null && floods.has(arrival.source);
  const unfolded = waiting.filter((arrival) => !arrival.suspected || arrival.source === null);
  const normal = [...unfolded.filter((arrival) => !flooding(arrival)), ...unfolded.filter(flooding)];
  const folded = [...floods].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : 1));
  const parts: DigestPart[] = [];
  for (let start = 0; start < normal.length; start += itemsPerMail) parts.push({ entries: normal.slice(start, start + itemsPerMail), folded: [] });
  if (parts.length === 0) parts.push({ entries: [], folded });
  else parts[parts.length - 1]!.folded = folded;
  return waiting.length === 0 ? [] : parts;
}
