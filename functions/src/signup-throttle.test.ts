/**
 * The limit on new accounts per network address, without the emulators: which
 * network an address counts under, the sliding hour, the setting's checks and
 * who is never counted. The blocking function as the Auth emulator calls it:
 * signup-blocking-emulator.test.ts.
 * @jest-environment node
 */
import { checkSignUpsPerHour, networkOf, SIGNUP_WINDOW_MS, takeSlot, throttleDocumentId } from './signup-throttle';

describe('networkOf', () => {
  it('counts an IPv4 address as itself', () => {
    expect(networkOf('203.0.113.7')).toBe('v4:203.0.113.7');
    expect(networkOf(' 198.51.100.1 ')).toBe('v4:198.51.100.1');
  });

  it('counts every IPv6 address of one /64 network together, and other networks apart', () => {
    const home = networkOf('2001:db8:1:2::1');
    expect(home).toBe('v6:2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(home);
    expect(networkOf('2001:0DB8:0001:0002:abcd::9')).toBe(home);
    expect(networkOf('2001:db8:1:3::1')).not.toBe(home);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networkOf('::ffff:203.0.113.7')).toBe('v4:203.0.113.7');
    expect(networkOf('::ffff:cb00:7107')).toBe('v4:203.0.113.7');
  });

  it('counts a missing or malformed address under one shared key, so it never escapes the limit', () => {
    expect(networkOf(undefined)).toBe('unknown');
    expect(networkOf('')).toBe('unknown');
    expect(networkOf('not an address')).toBe('unknown');
  });

  it('stores no address as it is: the document id is a SHA-256 of the network', () => {
    const id = throttleDocumentId(networkOf('203.0.113.7'));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain('203');
    expect(throttleDocumentId(networkOf('203.0.113.8'))).not.toBe(id);
  });
});

describe('takeSlot (a sliding hour)', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it('allows up to the limit in any 60 minutes and refuses the next one', () => {
    let times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const verdict = takeSlot(times, now + i * 1000, 5);
      expect(verdict.allowed).toBe(true);
      times = verdict.times;
    }
    expect(takeSlot(times, now + 10_000, 5).allowed).toBe(false);
  });

  it('allows again only once the oldest sign-up is an hour old (no fresh allowance at a clock hour)', () => {
    const times = [0, 1, 2, 3, 4].map((i) => now - SIGNUP_WINDOW_MS + 60_000 + i);
    expect(takeSlot(times, now, 5).allowed).toBe(false);
    expect(takeSlot(times, now + 59_999, 5).allowed).toBe(false);
    const later = takeSlot(times, now + 60_000, 5);
    expect(later.allowed).toBe(true);
    expect(later.times).toHaveLength(5);
  });

  it('keeps only the sign-ups inside the window', () => {
    const verdict = takeSlot([now - SIGNUP_WINDOW_MS - 1, now - 10], now, 5);
    expect(verdict).toEqual({ allowed: true, times: [now - 10, now] });
  });
});

describe('checkSignUpsPerHour', () => {
  it('accepts a whole number of 1 or more and refuses anything else', () => {
    expect(checkSignUpsPerHour(5)).toBe(5);
    for (const value of [0, -1, 2.5, '5', null]) expect(() => checkSignUpsPerHour(value)).toThrow(/SIGNUPS_PER_IP_PER_HOUR/);
  });
});
