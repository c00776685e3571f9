/**
 * @jest-environment node
 */
import { isVacancyOpen } from './vacancy-open';

describe('isVacancyOpen', () => {
  const at = (iso: string) => new Date(iso);

  it('is open without closing date unless blocked', () => {
    expect(isVacancyOpen({ isBlocked: false }, at('2026-11-25T12:00:00Z'))).toBe(true);
    expect(isVacancyOpen({ isBlocked: true }, at('2026-11-25T12:00:00Z'))).toBe(false);
  });

  it('closes after the closing day, UTC', () => {
    const vacancy = { isBlocked: false, closingDate: '2026-11-30' };
    expect(isVacancyOpen(vacancy, at('2026-11-29T23:59:59Z'))).toBe(true);
    expect(isVacancyOpen(vacancy, at('2026-11-30T00:00:00Z'))).toBe(true);
    expect(isVacancyOpen(vacancy, at('2026-11-30T23:59:59.999Z'))).toBe(true);
    expect(isVacancyOpen(vacancy, at('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isVacancyOpen(vacancy, at('2027-01-15T08:00:00Z'))).toBe(false);
  });

  it('is closed when blocked, whatever the date', () => {
    expect(isVacancyOpen({ isBlocked: true, closingDate: '2999-12-31' }, at('2026-11-25T12:00:00Z'))).toBe(false);
  });
});
