// The key of a quote's status page: 32 random bytes the shipper holds in the link. The quote stores only its SHA-256
// (a key this long needs no slow hash), compared in constant time. Node only: the page service and the functions.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { STATUS_KEY_PATTERN } from '../quote-status';

export function newStatusKey(): string {
  return randomBytes(32).toString('base64url');
}

export function statusKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

/** Hashed again for a missing key or document too, so a wrong key, a missing one and a made-up reference take alike. */
const UNUSED_HASH = statusKeyHash('no quote has this key');

/** False for a malformed key, a missing hash or a hash that differs. */
export function statusKeyMatches(key: unknown, storedHash: unknown): boolean {
  const wellFormed = typeof key === 'string' && STATUS_KEY_PATTERN.test(key);
  const given = Buffer.from(statusKeyHash(wellFormed ? key : ''), 'utf8');
  const hash = typeof storedHash === 'string' && storedHash.length === UNUSED_HASH.length ? storedHash : UNUSED_HASH;
  const same = timingSafeEqual(given, Buffer.from(hash, 'utf8'));
  return wellFormed && typeof storedHash === 'string' && storedHash === hash && same;
}
