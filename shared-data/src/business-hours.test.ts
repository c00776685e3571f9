import siteConfig from '../../config/site.json';
import {
  businessDurationText,
  businessHours,
  businessInstantAfter,
  businessInstantBefore,
  businessMillisBetween,
  median,
  ONE_BUSINESS_HOUR_MS,
  parseBusinessHours,
  quoteWait,
  quoteWaitText,
} from './business-hours';

const at = (iso: string) => new Date(iso);
const minutes = (millis: number) => millis / 60_000;
const between = (start: string, end: string, hours = businessHours) => minutes(businessMillisBetween(at(start), at(end), hours));

// India is UTC+05:30 all year: 09:30 there is 04:00 UTC, 19:00 is 13:30 UTC. 7 March 2026 is a Saturday.
const SATURDAY_18_50 = '2026-03-07T18:50:00+05:30';
const london = parseBusinessHours({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '17:00' }, 'Europe/London');

describe('business hours', () => {
  it('are Monday to Saturday in site time', () => {
    expect(siteConfig.businessHours).toEqual({ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:30', closes: '19:00' });
    expect(businessHours).toEqual({ zone: 'Asia/Kolkata', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opensMinute: 570, closesMinute: 1140 });
  });

  it('carry a late Saturday quote into Monday', () => {
    expect(between(SATURDAY_18_50, '2026-03-07T19:00:00+05:30')).toBe(10);
    expect(between(SATURDAY_18_50, '2026-03-08T12:00:00+05:30')).toBe(10);
    expect(between(SATURDAY_18_50, '2026-03-09T09:30:00+05:30')).toBe(10);
    expect(between(SATURDAY_18_50, '2026-03-09T10:00:00+05:30')).toBe(40);
    expect(between(SATURDAY_18_50, '2026-03-09T10:20:00+05:30')).toBe(60);
    expect(businessInstantAfter(at(SATURDAY_18_50), ONE_BUSINESS_HOUR_MS)).toEqual(at('2026-03-09T10:20:00+05:30'));
  });

  it('skip closed hours, count whole days between', () => {
    expect(between('2026-03-09T19:30:00+05:30', '2026-03-10T09:00:00+05:30')).toBe(0);
    expect(between('2026-03-08T08:00:00+05:30', '2026-03-08T20:00:00+05:30')).toBe(0);
    // Monday 09:00 to Wednesday 10:00: two whole days of 9.5 h and half an hour.
    expect(between('2026-03-09T09:00:00+05:30', '2026-03-11T10:00:00+05:30')).toBe(2 * 570 + 30);
    // A whole week: six days of 9.5 h.
    expect(between('2026-03-09T00:00:00+05:30', '2026-03-16T00:00:00+05:30')).toBe(6 * 570);
    expect(between('2026-03-09T12:00:00+05:30', '2026-03-09T11:00:00+05:30')).toBe(0);
  });

  it('find the latest arrival waiting an hour', () => {
    // On Sunday the last hour of business was Saturday 18:00-19:00.
    expect(businessInstantBefore(at('2026-03-08T12:00:00+05:30'), ONE_BUSINESS_HOUR_MS)).toEqual(at('2026-03-07T18:00:00+05:30'));
    // Monday 10:00: 30 minutes on Monday and the last 30 of Saturday.
    expect(businessInstantBefore(at('2026-03-09T10:00:00+05:30'), ONE_BUSINESS_HOUR_MS)).toEqual(at('2026-03-07T18:30:00+05:30'));
    expect(businessInstantBefore(at('2026-03-09T12:00:00+05:30'), ONE_BUSINESS_HOUR_MS)).toEqual(at('2026-03-09T11:00:00+05:30'));
    for (const end of ['2026-03-09T10:00:00+05:30', '2026-03-08T12:00:00+05:30', '2026-03-10T18:59:00+05:30']) {
      const cutoff = businessInstantBefore(at(end), ONE_BUSINESS_HOUR_MS);
      expect(businessMillisBetween(cutoff, at(end))).toBe(ONE_BUSINESS_HOUR_MS);
      expect(businessMillisBetween(new Date(cutoff.getTime() + 60_000), at(end))).toBeLessThan(ONE_BUSINESS_HOUR_MS);
    }
  });

  it('follow the zone across summer time', () => {
    // London moves to BST (UTC+1) on Sunday 29 March 2026: Friday 16:30 GMT to Monday 09:30 BST is an hour of business.
    expect(between('2026-03-27T16:30:00Z', '2026-03-30T08:30:00Z', london)).toBe(60);
    expect(businessInstantAfter(at('2026-03-27T16:30:00Z'), ONE_BUSINESS_HOUR_MS, london)).toEqual(at('2026-03-30T08:30:00Z'));
    // Monday opens at 09:00 BST, 08:00 UTC; and back to GMT on Sunday 25 October: Monday opens at 09:00 UTC.
    expect(between('2026-03-30T07:00:00Z', '2026-03-30T08:00:00Z', london)).toBe(0);
    expect(between('2026-10-23T15:00:00Z', '2026-10-26T10:00:00Z', london)).toBe(60 + 60);
  });

  it('refuse hours outside a working day', () => {
    expect(() => parseBusinessHours({ days: [], opens: '09:30', closes: '19:00' }, 'Asia/Kolkata')).toThrow('config/site.json: "businessHours" "days" must list open days');
    expect(() => parseBusinessHours({ days: ['monday'], opens: '09:30', closes: '19:00' }, 'Asia/Kolkata')).toThrow('"days" must list open days');
    expect(() => parseBusinessHours({ days: ['mon'], opens: '9.30', closes: '19:00' }, 'Asia/Kolkata')).toThrow('"opens" must be a time HH:MM, got "9.30".');
    expect(() => parseBusinessHours({ days: ['mon'], opens: '19:00', closes: '09:30' }, 'Asia/Kolkata')).toThrow('must open before it closes');
    expect(() => parseBusinessHours({ days: ['mon'], opens: '09:30', closes: '19:00' }, 'Mars/Olympus_Mons')).toThrow('need an IANA time zone');
  });

  it('are written in hours and minutes', () => {
    expect(businessDurationText(0)).toBe('0 min');
    expect(businessDurationText(10 * 60_000 + 59_999)).toBe('10 min');
    expect(businessDurationText(60 * 60_000)).toBe('1 h');
    expect(businessDurationText(130 * 60_000)).toBe('2 h 10 min');
  });
});

describe("a quote's wait", () => {
  const createdAt = at(SATURDAY_18_50);

  it('grows until the first answer', () => {
    expect(quoteWaitText(quoteWait({ createdAt, status: 'new' }, at('2026-03-09T09:30:00+05:30')))).toBe('Waiting 10 min');
    expect(quoteWaitText(quoteWait({ createdAt, status: 'new' }, at('2026-03-09T11:30:00+05:30')))).toBe('Waiting 2 h 10 min');
    const answered = { createdAt, status: 'pricing', firstAnsweredAt: at('2026-03-09T09:55:00+05:30') };
    expect(quoteWaitText(quoteWait(answered, at('2026-03-20T12:00:00+05:30')))).toBe('First answer in 35 min');
  });

  it('has no figure without its dates', () => {
    expect(quoteWait({ createdAt: null, status: 'new' }, at('2026-03-09T10:00:00+05:30'))).toBeNull();
    expect(quoteWait({ createdAt, status: 'quoted', firstAnsweredAt: null }, at('2026-03-09T10:00:00+05:30'))).toBeNull();
    expect(quoteWaitText(null)).toBeNull();
  });
});

describe('median', () => {
  it('averages the two middle values when even', () => {
    expect(median([])).toBeNull();
    expect(median([30])).toBe(30);
    expect(median([90, 10, 30])).toBe(30);
    expect(median([40, 10, 20, 90])).toBe(30);
  });
});
