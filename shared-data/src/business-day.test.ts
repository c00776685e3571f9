import siteConfig from '../../config/site.json';
import {
  businessDay,
  businessDayKey,
  businessDayOffsetMs,
  businessDayOffsetMinutes,
  businessTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
} from './business-day';

const at = (iso: string) => new Date(iso);

describe('the business day', () => {
  it('uses the site zone, India by default', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Kolkata');
    expect(businessTimeZone).toBe(siteConfig.businessTimeZone);
    expect(businessTimeZone).toBe('Asia/Kolkata');
    expect(businessDayOffsetMs()).toBe(330 * 60_000);
  });

  it('starts at midnight in India', () => {
    expect(businessDayKey(at('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(businessDayKey(at('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
    expect(businessDay(Date.parse('2026-11-25T18:30:00Z'))).toBe(businessDay(Date.parse('2026-11-25T18:29:59.999Z')) + 1);
  });

  it('does not start at midnight UTC', () => {
    expect(businessDayKey(at('2026-11-25T23:59:59.999Z'))).toBe('2026-11-26');
    expect(businessDayKey(at('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
    expect(businessDay(Date.parse('2026-11-26T00:00:00Z'))).toBe(businessDay(Date.parse('2026-11-25T23:59:59.999Z')));
    expect(businessDayKey(at('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
  });

  it('counts zone days as the rules do', () => {
    expect(businessDay(0)).toBe(0);
    expect(businessDay(Date.parse('1970-01-01T18:30:00Z'))).toBe(1);
    expect(businessDay(Date.parse('2026-11-26T00:00:00Z'), 0)).toBe(Date.parse('2026-11-26T00:00:00Z') / 86_400_000);
  });

  it("takes the zone's standard offset", () => {
    expect(businessDayOffsetMinutes('Asia/Kolkata')).toBe(330);
    expect(businessDayOffsetMinutes('UTC')).toBe(0);
    expect(businessDayOffsetMinutes('Asia/Kathmandu')).toBe(345);
    // Zones with daylight saving time: their winter offset, all year.
    expect(businessDayOffsetMinutes('America/New_York')).toBe(-300);
    expect(businessDayOffsetMinutes('Europe/London')).toBe(0);
    expect(businessDayOffsetMinutes('Australia/Sydney')).toBe(600);
  });

  it('refuses an unknown zone, naming the setting', () => {
    expect(() => businessDayOffsetMinutes('Mars/Olympus_Mons')).toThrow(/config\/site.json: "businessTimeZone" must be an IANA time zone/);
  });
});
