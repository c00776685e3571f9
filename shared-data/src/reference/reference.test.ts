/**
 * @jest-environment node
 */
import {
  formatReference,
  isCanonicalReference,
  nextReference,
  normalizeReference,
  parseReference,
  referenceCounterPath,
  referenceYear,
} from './reference';

describe('formatReference', () => {
  it('writes kind, year and six-digit sequence', () => {
    expect(formatReference('quote', 2026, 123)).toBe('Q-2026-000123');
    expect(formatReference('quote', 2026, 1)).toBe('Q-2026-000001');
    expect(formatReference('application', 2027, 45)).toBe('A-2027-000045');
    expect(formatReference('quote', 2026, 999_999)).toBe('Q-2026-999999');
  });

  it('grows past 999,999 instead of wrapping', () => {
    expect(formatReference('quote', 2026, 1_000_000)).toBe('Q-2026-1000000');
  });

  it.each([
    ['sequence 0', 2026, 0],
    ['a negative sequence', 2026, -1],
    ['a fractional sequence', 2026, 1.5],
    ['an unsafe sequence', 2026, Number.MAX_SAFE_INTEGER + 1],
    ['a year before 2000', 1999, 1],
    ['a five-digit year', 10_000, 1],
    ['a fractional year', 2026.5, 1],
  ])('refuses %s', (_name, year, sequence) => {
    expect(() => formatReference('quote', year, sequence)).toThrow(RangeError);
  });
});

describe('parseReference and normalizeReference', () => {
  it('reads the canonical form', () => {
    expect(parseReference('Q-2026-000123')).toEqual({ kind: 'quote', year: 2026, sequence: 123 });
    expect(parseReference('A-2026-000045')).toEqual({ kind: 'application', year: 2026, sequence: 45 });
    expect(parseReference('Q-2026-1000000')).toEqual({ kind: 'quote', year: 2026, sequence: 1_000_000 });
  });

  it('reads what staff type, however written', () => {
    for (const typed of ['q-2026-123', ' Q 2026 000123 ', 'q2026000123', 'Q-2026 123', 'q - 2026 - 0123']) {
      expect(normalizeReference(typed)).toBe('Q-2026-000123');
    }
  });

  it('keeps to one kind when asked', () => {
    expect(parseReference('A-2026-000045', 'quote')).toBeNull();
    expect(normalizeReference('a-2026-45', 'application')).toBe('A-2026-000045');
  });

  it.each([
    ['', 'empty text'],
    ['Q-2026', 'no sequence'],
    ['Q-26-000123', 'a two-digit year'],
    ['Q-1999-000001', 'a year before 2000'],
    ['Q-2026-000000', 'sequence 0'],
    ['X-2026-000123', 'an unknown kind'],
    ['Q-2026-00012a', 'letters in the sequence'],
    ['Q--2026-000123', 'a doubled separator'],
    ['Q-2026-99999999999999999', 'a sequence beyond safe integers'],
    ['Acme Ltd', 'a company name'],
  ])('finds no reference in %j (%s)', (text) => {
    expect(parseReference(text)).toBeNull();
    expect(normalizeReference(text)).toBeNull();
  });
});

describe('isCanonicalReference', () => {
  it('accepts only the exact server form', () => {
    expect(isCanonicalReference('Q-2026-000123')).toBe(true);
    expect(isCanonicalReference('Q-2026-000123', 'quote')).toBe(true);
    expect(isCanonicalReference('Q-2026-000123', 'application')).toBe(false);
    expect(isCanonicalReference('q-2026-000123')).toBe(false);
    expect(isCanonicalReference('Q-2026-123')).toBe(false);
    expect(isCanonicalReference('Q-2026-0000123')).toBe(false);
    expect(isCanonicalReference(' Q-2026-000123')).toBe(false);
    expect(isCanonicalReference(123)).toBe(false);
    expect(isCanonicalReference(null)).toBe(false);
  });
});

describe('referenceYear and referenceCounterPath', () => {
  it('numbers by the UTC year of creation', () => {
    expect(referenceYear(new Date('2026-12-31T23:59:59.999Z'))).toBe(2026);
    expect(referenceYear(new Date('2027-01-01T00:00:00.000Z'))).toBe(2027);
    // 31 December 20:00 in New York is already 1 January in UTC.
    expect(referenceYear(new Date('2026-12-31T20:00:00-05:00'))).toBe(2027);
    expect(() => referenceYear(new Date('not a date'))).toThrow(RangeError);
  });

  it('keeps one counter per kind and year', () => {
    expect(referenceCounterPath('quote', 2026)).toBe('counters/quote-2026');
    expect(referenceCounterPath('application', 2026)).toBe('counters/application-2026');
  });
});

describe('nextReference (the pure step of the counter transaction)', () => {
  it("starts each year's numbering at 1", () => {
    expect(nextReference('quote', 2026, undefined)).toEqual({ reference: 'Q-2026-000001', sequence: 1, counter: { last: 1 } });
    expect(nextReference('quote', 2026, null).reference).toBe('Q-2026-000001');
  });

  it('issues the number after the last one', () => {
    expect(nextReference('quote', 2026, { last: 122 })).toEqual({ reference: 'Q-2026-000123', sequence: 123, counter: { last: 123 } });
  });

  it('numbers same-second documents consecutively', () => {
    const first = nextReference('quote', 2026, { last: 7 });
    const second = nextReference('quote', 2026, first.counter);
    expect([first.reference, second.reference]).toEqual(['Q-2026-000008', 'Q-2026-000009']);
  });

  it.each([
    ['a missing field', {}],
    ['a negative number', { last: -1 }],
    ['a fraction', { last: 1.5 }],
    ['text', { last: '12' }],
    ['not an object', 12],
  ])('refuses a damaged counter (%s), never reissuing', (_name, counter) => {
    expect(() => nextReference('quote', 2026, counter)).toThrow('The reference counter counters/quote-2026 is damaged');
  });
});
