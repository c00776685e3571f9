/**
 * @jest-environment node
 */
import { newStatusKey, statusKeyHash, statusKeyMatches } from './status-key';

describe('status keys', () => {
  it('makes random base64url keys, never repeated', () => {
    const key = newStatusKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newStatusKey()).not.toBe(key);
  });

  it('matches a key to its hash only', () => {
    const key = newStatusKey();
    const hash = statusKeyHash(key);
    expect(hash).not.toContain(key);
    expect(statusKeyMatches(key, hash)).toBe(true);
    expect(statusKeyMatches(newStatusKey(), hash)).toBe(false);
  });

  it.each([
    ['a missing key', null],
    ['an empty key', ''],
    ['a short key', 'abc'],
    ['a key with other characters', `${'a'.repeat(42)}=`],
  ])('refuses %s', (_what, key) => {
    expect(statusKeyMatches(key, statusKeyHash(newStatusKey()))).toBe(false);
  });

  it('refuses every key without a hash', () => {
    expect(statusKeyMatches(newStatusKey(), undefined)).toBe(false);
    expect(statusKeyMatches(newStatusKey(), 'short')).toBe(false);
  });
});
