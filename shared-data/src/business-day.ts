/**
 * The site's business day: what "a day" means for the daily limits (the
 * visitors' writes per day, the acknowledgements per address per day). It is
 * the calendar day in the site's time zone, configured once in
 * `config/site.json` ("businessTimeZone", an IANA zone; default
 * Asia/Kolkata), so the counts start again at midnight where the business
 * is, not at midnight UTC (05:30 in India).
 *
 * The browser, the in-memory data interface, the Cloud Functions and the
 * generated Firestore rules all count days with `businessDay`. Firestore rules
 * know no time zones, so every one of them uses the same FIXED offset, taken
 * from the zone when the rules are generated (`businessDayOffsetMinutes`): the
 * zone's standard offset (the smaller of its offsets on 1 January and 1 July
 * of REFERENCE_YEAR; a zone without daylight saving time, such as
 * Asia/Kolkata, has one offset all year). Limitation: in a zone with
 * daylight saving time the business day then starts at 01:00 local time
 * while summer time is on; a zone that changes its standard offset needs the
 * rules generated again (`node shared-data/scripts/generate-rules.mjs`).
 */
import { tzOffset } from '@date-fns/tz';
import siteConfig from '../../config/site.json';

/** The zone when config/site.json names none. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** The year whose offsets fix a zone's standard offset (fixed, so that generating the rules again gives the same file). */
export const REFERENCE_YEAR = 2026;

const DAY_MS = 86_400_000;

/** The configured time zone of the business day (config/site.json "businessTimeZone"). */
export const businessTimeZone: string = (siteConfig as { businessTimeZone?: string }).businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;

/**
 * The fixed offset of the business day of `zone`, in minutes east of UTC: its
 * standard offset (Asia/Kolkata 330, UTC 0, America/New_York -300,
 * Australia/Sydney 600). Throws for a zone the runtime does not know.
 */
export function businessDayOffsetMinutes(zone: string): number {
  const offsets = [0, 6].map((month) => tzOffset(zone, new Date(Date.UTC(REFERENCE_YEAR, month, 1, 12))));
  if (offsets.some((offset) => !Number.isFinite(offset))) {
    throw new Error(`config/site.json: "businessTimeZone" must be an IANA time zone such as "${DEFAULT_BUSINESS_TIME_ZONE}", got ${JSON.stringify(zone)}.`);
  }
  return Math.min(...offsets);
}

let configuredOffsetMs: number | undefined;

/** The configured business day's offset from UTC, in milliseconds (the generated rules hold the same number); worked out on first use. */
export function businessDayOffsetMs(): number {
  configuredOffsetMs ??= businessDayOffsetMinutes(businessTimeZone) * 60_000;
  return configuredOffsetMs;
}

/** The business day of a time, as days since 1970-01-01 (what the limit documents store and the rules compute). */
export function businessDay(millis: number, offsetMs: number = businessDayOffsetMs()): number {
  return Math.floor((millis + offsetMs) / DAY_MS);
}

/** The business day of a time as 'YYYY-MM-DD' (e.g. a key of per-day documents). */
export function businessDayKey(at: Date, offsetMs: number = businessDayOffsetMs()): string {
  return new Date(businessDay(at.getTime(), offsetMs) * DAY_MS).toISOString().slice(0, 10);
}
