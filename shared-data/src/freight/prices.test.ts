import { calendarDayText, priceAmountText, transitText } from './prices';

describe('price texts', () => {
  it('writes an amount with separators and currency', () => {
    expect(priceAmountText({ currency: 'USD', low: 1700, high: 1700 })).toBe('USD 1,700');
    expect(priceAmountText({ currency: 'INR', low: 145000.4, high: 145000.4 })).toBe('INR 145,000');
  });
  it('writes a range as low–high', () => {
    expect(priceAmountText({ currency: 'USD', low: 1700, high: 2100 })).toBe('USD 1,700–2,100');
  });
  it('writes a calendar day as site dates', () => {
    expect(calendarDayText('2026-12-29')).toBe('December 29, 2026');
    expect(calendarDayText('2027-01-05')).toBe('January 5, 2027');
  });
  it('writes transit times in days', () => {
    expect(transitText({ transitDaysLow: 5, transitDaysHigh: 5 })).toBe('5 days');
    expect(transitText({ transitDaysLow: 1, transitDaysHigh: 1 })).toBe('1 day');
    expect(transitText({ transitDaysLow: 5, transitDaysHigh: 7 })).toBe('5–7 days');
  });
});
