// The daily limits count calendar days in the site's time zone (config/site.json), not in UTC. Firestore rules know no
// time zones, so the browser, the functions and the rules all use the zone's fixed standard offset: with daylight saving
// time the day starts at 01:00 in summer, and a zone whose standard offset changes needs the rules generated again.
import { tzOffset } from '@date-fns/tz';
import siteConfig from '../../config/site.json';

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kolkata';

export const REFERENCE_YEAR = 2026; // fixed, so generating the rules again gives the same file

const DAY_MS = 86_400_000;

export const businessTimeZone: string = (siteConfig as { businessTimeZone?: string }).businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;

/** The smaller of the zone's offsets on 1 January and 1 July; throws for a zone the runtime does not know. */
export function businessDayOffsetMinutes(zone: string): number {
  const offsets = [0, 6].map((month) => tzOffset(zone, new Date(Date.UTC(REFERENCE_YEAR, month, 1, 12))));
  if (offsets.some((offset) => !Number.isFinite(offset))) {
    throw new Error(`config/site.json: "businessTimeZone" must be an IANA time zone such as "${DEFAULT_BUSINESS_TIME_ZONE}", got ${JSON.stringify(zone)}.`);
  }
  return Math.min(...offsets);
}

let configuredOffsetMs: number | undefined;

export function businessDayOffsetMs(): number {
  configuredOffsetMs ??= businessDayOffsetMinutes(businessTimeZone) * 60_000;
  return configuredOffsetMs;
}

/** Days since 1970-01-01, as the limit documents store and the rules compute. */
export function businessDay(millis: number, offsetMs: number = businessDayOffsetMs()): number {
  return Math.floor((millis + offsetMs) / DAY_MS);
}

export function businessDayKey(at: Date, offsetMs: number = businessDayOffsetMs()): string {
  return new Date(businessDay(at.getTime(), offsetMs) * DAY_MS).toISOString().slice(0, 10);
}
