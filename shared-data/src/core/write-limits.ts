// The rules enforce these limits; the client judges them first so a visitor is told when to try again.
import { businessDay } from '../business-day';
import limits from '../limits.json';

export type LimitKind = 'quotes' | 'applicants' | 'resumes';

export interface WriteLimit {
  seconds: number;
  perDay: number;
}

export const writeLimits: Readonly<Record<LimitKind, WriteLimit>> = {
  quotes: limits.publicWrites.quotes,
  applicants: limits.publicWrites.applicants,
  resumes: limits.publicWrites.resumes,
};

export const TICKET_SECONDS: number = limits.publicWrites.ticketSeconds;

export interface LimitRecord {
  lastMillis: number;
  day: number;
  count: number;
  ref: string;
}

export interface NextLimit {
  day: number;
  count: number;
}

export type LimitVerdict = { allowed: true; next: NextLimit } | { allowed: false; reason: 'wait' | 'tomorrow' };

export function limitVerdict(kind: LimitKind, record: LimitRecord | null, nowMillis: number): LimitVerdict {
  const { seconds, perDay } = writeLimits[kind];
  const day = businessDay(nowMillis);
  if (!record) return { allowed: true, next: { day, count: 1 } };
  const sameDay = record.day === day;
  if (sameDay && record.count >= perDay) return { allowed: false, reason: 'tomorrow' };
  if (nowMillis <= record.lastMillis + seconds * 1000) return { allowed: false, reason: 'wait' };
  return { allowed: true, next: { day, count: sameDay ? record.count + 1 : 1 } };
}

const sent: Record<LimitKind, { one: string; many: string }> = {
  quotes: { one: 'a quote', many: 'quotes' },
  applicants: { one: 'an application', many: 'applications' },
  resumes: { one: 'an application', many: 'applications' },
};

export function writeLimitMessage(kind: LimitKind, reason: 'wait' | 'tomorrow'): string {
  const { seconds, perDay } = writeLimits[kind];
  const { one, many } = sent[kind];
  if (reason === 'wait') return `You have just sent ${one}. Please wait ${seconds} seconds before sending another.`;
  return `You have sent ${perDay} ${many} today, the most we accept in one day. Please try again tomorrow.`;
}

export class WriteLimitError extends Error {
  override readonly name = 'WriteLimitError';
  constructor(
    readonly kind: LimitKind,
    readonly reason: 'wait' | 'tomorrow',
  ) {
    super(writeLimitMessage(kind, reason));
  }
}

export const SIGN_UP_LIMIT_MESSAGE = 'Too many forms have been sent from your network in the last hour. Please try again later.';

export class SignUpLimitError extends Error {
  override readonly name = 'SignUpLimitError';
  constructor() {
    super(SIGN_UP_LIMIT_MESSAGE);
  }
}

/** By name, not instanceof: federated containers may hold separate copies of this module. */
export function writeLimitMessageOf(error: unknown): string | null {
  return error instanceof Error && (error.name === 'WriteLimitError' || error.name === 'SignUpLimitError') ? error.message : null;
}

export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'storage/unauthorized';
}
