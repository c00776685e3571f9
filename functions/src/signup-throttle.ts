/**
 * New identities cost something: at most `perHour` new accounts per network
 * address in any 60 minutes (a sliding window), counted by the Auth blocking
 * function `throttleSignUps` (index.ts) before Firebase Authentication creates
 * the account.
 *
 * - The address is the one Identity Platform hands the blocking function
 *   (`event.ipAddress`). An IPv6 address counts by its /64 network (one home
 *   or one server is given a whole /64, and rotating addresses inside it is
 *   free); an IPv4-mapped IPv6 address counts as its IPv4 address.
 * - The count lives in `signupThrottle/<SHA-256 of the network>`, written by
 *   the Admin SDK in a transaction (two sign-ups at the same moment cannot
 *   both take the last slot); no client may read or write it (firestore.rules
 *   match nothing there). `expiresAt` (an hour after the last sign-up) lets a
 *   Firestore TTL policy remove stale documents; an expired document counts
 *   as empty anyway.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { isVisitorEmail, SIGN_UP_THROTTLED_TEXT } from '../../shared-data/src/auth/visitor-identity';
import { isStaffAccount } from './staff';

/** The window the limit counts in. */
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** The collection of the counts (server only). */
export const SIGNUP_THROTTLE_COLLECTION = 'signupThrottle';

/** The 16-bit groups of an IPv6 address (`::` expanded), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) is two groups.
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
 * The network a sign-up from `ipAddress` is counted under: `v4:<address>` or
 * `v6:<first four groups>` (the /64). Anything else (no address given) is
 * counted together under `unknown`, so a missing address never escapes the limit.
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

/** The id of a network's count document: no address is stored as it is. */
export function throttleDocumentId(network: string): string {
  return createHash('sha256').update(`signup-throttle:${network}`).digest('hex');
}

/** One more sign-up at `nowMs` given the earlier ones (`times`, in ms): allowed with the times to keep, or refused. */
export type SlotVerdict = { allowed: true; times: number[] } | { allowed: false; times: number[] };

/**
 * Whether a sign-up at `nowMs` fits in the sliding window: at most `perHour`
 * sign-ups in the last SIGNUP_WINDOW_MS, this one included. `times` returned:
 * the sign-ups still inside the window (with this one when allowed).
 */
export function takeSlot(times: readonly number[], nowMs: number, perHour: number): SlotVerdict {
  const recent = times.filter((time) => Number.isFinite(time) && time > nowMs - SIGNUP_WINDOW_MS).sort((a, b) => a - b);
  if (recent.length >= perHour) return { allowed: false, times: recent };
  return { allowed: true, times: [...recent, nowMs] };
}

/** Checks the configured limit: a whole number of sign-ups per hour, 1 or more. */
export function checkSignUpsPerHour(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`SIGNUPS_PER_IP_PER_HOUR must be a whole number of 1 or more, got ${JSON.stringify(value)}.`);
  }
  return value;
}

/**
 * Takes a sign-up slot of `ipAddress`'s network in `db` (a transaction on its
 * count document). Resolves to true when the sign-up may go ahead, false when
 * the network already had `perHour` sign-ups in the last hour.
 */
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
 * What `throttleSignUps` decides for a new account: staff (an allow-listed,
 * verified e-mail) always pass; a password account must be a visitor identity
 * (the generated visitor.invalid address the site makes: nobody else signs up
 * with a password, so nobody can take a staff address that way); every other
 * new account takes a slot of its network address, or is refused with
 * 'resource-exhausted'. Firebase runs no blocking function for anonymous
 * sign-ups: the rules refuse public writes by anonymous identities instead.
 */
export async function screenSignUp(
  event: Pick<AuthBlockingEvent, 'data' | 'ipAddress' | 'eventType'>,
  { db, nowMs, perHour }: { db: Firestore; nowMs: number; perHour: number },
): Promise<void> {
  const user = event.data;
  if (user && isStaffAccount(user)) return;
  const withPassword = /:password$/.test(event.eventType) || (user?.providerData ?? []).some((provider) => provider.providerId === 'password');
  if (withPassword && !isVisitorEmail(user?.email)) {
    throw new HttpsError('permission-denied', 'New accounts with a password are made by the site only.');
  }
  if (!(await takeSignUpSlot(db, { ipAddress: event.ipAddress, nowMs, perHour }))) {
    logger.warn('A new account was refused: its network address made too many in the last hour.', { perHour });
    throw new HttpsError('resource-exhausted', SIGN_UP_THROTTLED_TEXT);
  }
}
