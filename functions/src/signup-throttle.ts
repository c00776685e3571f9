import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { isVisitorEmail, SIGN_UP_THROTTLED_TEXT } from '../../shared-data/src/auth/visitor-identity';
import { isStaffAccount } from './staff';

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

export const SIGNUP_THROTTLE_COLLECTION = 'signupThrottle';

function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (value: string | null | undefined) => (value ? value.split(':').map((group) => parseInt(group, 16)) : []);
  const first = part(head);
  const last = part(tail);
  return tail === null ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * IPv6 counts by its /64: one home or server gets a whole /64, and rotating addresses inside it is free.
 * Without an address, sign-ups count together under `unknown`, so a missing address never escapes the limit.
 */
export function networkOf(ipAddress: string | null | undefined): string {
  const address = (ipAddress ?? '').trim();
  if (isIP(address) === 4) return `v4:${address}`;
  const groups = ipv6Groups(address);
  if (!groups) return 'unknown';
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `v4:${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `v6:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Hashed: no address is stored as it is. */
export function throttleDocumentId(network: string): string {
  return createHash('sha256').update(`signup-throttle:${network}`).digest('hex');
}

export type SlotVerdict = { allowed: true; times: number[] } | { allowed: false; times: number[] };

export function takeSlot(times: readonly number[], nowMs: number, perHour: number): SlotVerdict {
  const recent = times.filter((time) => Number.isFinite(time) && time > nowMs - SIGNUP_WINDOW_MS).sort((a, b) => a - b);
  if (recent.length >= perHour) return { allowed: false, times: recent };
  return { allowed: true, times: [...recent, nowMs] };
}

export function checkSignUpsPerHour(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`SIGNUPS_PER_IP_PER_HOUR must be a whole number of 1 or more, got ${JSON.stringify(value)}.`);
  }
  return value;
}

/** A transaction, so two sign-ups at the same moment cannot both take the last slot. */
export async function takeSignUpSlot(db: Firestore, { ipAddress, nowMs, perHour }: { ipAddress: string | null | undefined; nowMs: number; perHour: number }): Promise<boolean> {
  const ref = db.collection(SIGNUP_THROTTLE_COLLECTION).doc(throttleDocumentId(networkOf(ipAddress)));
  return db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).get('times') as unknown;
    const times = Array.isArray(stored) ? stored.filter((time): time is number => typeof time === 'number') : [];
    const verdict = takeSlot(times, nowMs, perHour);
    if (verdict.allowed) {
      transaction.set(ref, { times: verdict.times, expiresAt: Timestamp.fromMillis(nowMs + SIGNUP_WINDOW_MS) });
    }
    return verdict.allowed;
  });
}

/**
 * Only the site makes password accounts (visitor identities), so nobody can take a staff address that way.
 * Firebase runs no blocking function for anonymous sign-ups: the rules refuse their public writes instead.
 */
export async function screenSignUp(
  event: Pick<AuthBlockingEvent, 'data' | 'ipAddress' | 'eventType' | 'additionalUserInfo'>,
  { db, nowMs, perHour }: { db: Firestore; nowMs: number; perHour: number },
): Promise<void> {
  const user = event.data;
  if (user && isStaffAccount({ ...user, signInProvider: event.additionalUserInfo?.providerId })) return;
  const withPassword = /:password$/.test(event.eventType) || (user?.providerData ?? []).some((provider) => provider.providerId === 'password');
  if (withPassword && !isVisitorEmail(user?.email)) {
    throw new HttpsError('permission-denied', 'New accounts with a password are made by the site only.');
  }
  if (!(await takeSignUpSlot(db, { ipAddress: event.ipAddress, nowMs, perHour }))) {
    logger.warn('A new account was refused: its network address made too many in the last hour.', { perHour });
    throw new HttpsError('resource-exhausted', SIGN_UP_THROTTLED_TEXT);
  }
}
