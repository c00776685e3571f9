/**
 * The per-identity limits on public writes (limits.json "publicWrites"), as
 * the rules enforce them on the server: each quote, application and resume
 * upload is one batched write together with the writer's limit document
 * `limits/{uid}/writes/{kind}`, which allows one write of a kind per
 * `seconds` and `perDay` writes per business day (`businessDay` of
 * ../business-day.ts: the day in the site's time zone). Here: the verdict the client
 * reaches from that document before writing (so a visitor is told when to try
 * again instead of being refused), the next document it writes, and the
 * visitor's messages. The in-memory data interface enforces the same verdict.
 */
import { businessDay } from '../business-day';
import limits from '../limits.json';

/** The kinds of public write that are limited (the limit documents' ids). */
export type LimitKind = 'quotes' | 'applicants' | 'resumes';

export interface WriteLimit {
  /** At least this many seconds between two writes of the kind. */
  seconds: number;
  /** At most this many writes of the kind per business day. */
  perDay: number;
}

export const writeLimits: Readonly<Record<LimitKind, WriteLimit>> = {
  quotes: limits.publicWrites.quotes,
  applicants: limits.publicWrites.applicants,
  resumes: limits.publicWrites.resumes,
};

/** How long a resume upload's ticket stays valid after it was taken. */
export const TICKET_SECONDS: number = limits.publicWrites.ticketSeconds;

/** A limit document as stored (its time in milliseconds). */
export interface LimitRecord {
  lastMillis: number;
  day: number;
  count: number;
  ref: string;
}

/** The day and count the next limit document holds. */
export interface NextLimit {
  day: number;
  count: number;
}

export type LimitVerdict = { allowed: true; next: NextLimit } | { allowed: false; reason: 'wait' | 'tomorrow' };

/** Whether the limit document `record` allows another write of `kind` at `nowMillis`, and the document that write leaves. */
export function limitVerdict(kind: LimitKind, record: LimitRecord | null, nowMillis: number): LimitVerdict {
  const { seconds, perDay } = writeLimits[kind];
  const day = businessDay(nowMillis);
  if (!record) return { allowed: true, next: { day, count: 1 } };
  const sameDay = record.day === day;
  if (sameDay && record.count >= perDay) return { allowed: false, reason: 'tomorrow' };
  if (nowMillis <= record.lastMillis + seconds * 1000) return { allowed: false, reason: 'wait' };
  return { allowed: true, next: { day, count: sameDay ? record.count + 1 : 1 } };
}

/** What the visitor sent, by kind (a resume is sent as part of an application). */
const sent: Record<LimitKind, { one: string; many: string }> = {
  quotes: { one: 'a quote', many: 'quotes' },
  applicants: { one: 'an application', many: 'applications' },
  resumes: { one: 'an application', many: 'applications' },
};

/** The visitor's message for a refused write: what happened and when to try again. */
export function writeLimitMessage(kind: LimitKind, reason: 'wait' | 'tomorrow'): string {
  const { seconds, perDay } = writeLimits[kind];
  const { one, many } = sent[kind];
  if (reason === 'wait') return `You have just sent ${one}. Please wait ${seconds} seconds before sending another.`;
  return `You have sent ${perDay} ${many} today, the most we accept in one day. Please try again tomorrow.`;
}

/** A public write refused by its limit; `message` says when to try again. */
export class WriteLimitError extends Error {
  override readonly name = 'WriteLimitError';
  constructor(
    readonly kind: LimitKind,
    readonly reason: 'wait' | 'tomorrow',
  ) {
    super(writeLimitMessage(kind, reason));
  }
}

/**
 * The visitor's message when no identity could be made for them to write
 * with: their network address has made the most new identities the back end
 * accepts in an hour (the Cloud Functions' sign-up limit).
 */
export const SIGN_UP_LIMIT_MESSAGE = 'Too many forms have been sent from your network in the last hour. Please try again later.';

/** A public write refused because no new identity could be made for the visitor (SIGN_UP_LIMIT_MESSAGE). */
export class SignUpLimitError extends Error {
  override readonly name = 'SignUpLimitError';
  constructor() {
    super(SIGN_UP_LIMIT_MESSAGE);
  }
}

/**
 * The visitor's message of a write refused by a limit (its own, or its
 * network's limit on new identities), else null. By name, not instanceof:
 * the forms and the data interface may hold separate copies of this module
 * (federated containers).
 */
export function writeLimitMessageOf(error: unknown): string | null {
  return error instanceof Error && (error.name === 'WriteLimitError' || error.name === 'SignUpLimitError') ? error.message : null;
}

/** True for the back end's "permission denied" (Firestore or Storage), which is how the rules refuse a write. */
export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'storage/unauthorized';
}
