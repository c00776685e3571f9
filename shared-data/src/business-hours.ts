// How long a quote has waited counts only the company's business hours (config/site.json `businessHours`, in the
// zone `businessTimeZone`): nights, closed days and the zone's own offsets, daylight saving time included. A quote
// sent Saturday 18:50 has waited 10 minutes at 19:00, and its wait goes on from Monday 09:30 (one business hour at
// 10:20). Pure: the browser, the Cloud Functions and the tests share it.
import { tzOffset } from '@date-fns/tz';
import siteConfig from '../../config/site.json';
import { businessTimeZone } from './business-day';

export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof weekdays)[number];

export interface BusinessHours {
  zone: string;
  days: readonly Weekday[];
  /** Minutes after local midnight. */
  opensMinute: number;
  closesMinute: number;
}

const MINUTE_MS = 60_000;
/** A search for the next or the previous open hours gives up after this many days (a year and a bit). */
const MAX_DAYS_SEARCHED = 400;

export const ONE_BUSINESS_HOUR_MS = 60 * MINUTE_MS;

const CLOCK_TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** Throws, naming config/site.json, on anything but open days and an opening time before the closing time. */
export function parseBusinessHours(declared: unknown, zone: string): BusinessHours {
  const problem = (text: string) => new Error(`config/site.json: "businessHours" ${text}`);
  const { days, opens, closes } = (declared ?? {}) as { days?: unknown; opens?: unknown; closes?: unknown };
  if (!Array.isArray(days) || days.length === 0 || !days.every((day): day is Weekday => (weekdays as readonly unknown[]).includes(day))) {
    throw problem(`"days" must list open days among ${weekdays.join(', ')}.`);
  }
  const minute = (value: unknown, key: string) => {
    const match = typeof value === 'string' ? CLOCK_TIME.exec(value) : null;
    if (!match) throw problem(`"${key}" must be a time HH:MM, got ${JSON.stringify(value)}.`);
    return Number(match[1]) * 60 + Number(match[2]);
  };
  const opensMinute = minute(opens, 'opens');
  const closesMinute = minute(closes, 'closes');
  if (opensMinute >= closesMinute) throw problem('must open before it closes on the same day.');
  if (!Number.isFinite(tzOffset(zone, new Date(0)))) throw problem(`need an IANA time zone, got ${JSON.stringify(zone)}.`);
  return { zone, days: [...new Set(days)], opensMinute, closesMinute };
}

export const businessHours: BusinessHours = parseBusinessHours((siteConfig as { businessHours?: unknown }).businessHours, businessTimeZone);

interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** The instant of a wall-clock time in the zone; the offset is looked up twice, so a day that changes it is right. */
function instantOf(zone: string, { year, month, day }: LocalDay, minute: number): number {
  const wall = Date.UTC(year, month, day, 0, minute);
  const first = wall - tzOffset(zone, new Date(wall)) * MINUTE_MS;
  return wall - tzOffset(zone, new Date(first)) * MINUTE_MS;
}

function localDayOf(zone: string, millis: number): LocalDay {
  const wall = new Date(millis + tzOffset(zone, new Date(millis)) * MINUTE_MS);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth(), day: wall.getUTCDate() };
}

function shifted({ year, month, day }: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** The open hours of a local day as [opens, closes) in milliseconds, or null on a closed day. */
function openHoursOf(hours: BusinessHours, local: LocalDay): [number, number] | null {
  const weekday = weekdays[new Date(Date.UTC(local.year, local.month, local.day)).getUTCDay()]!;
  if (!hours.days.includes(weekday)) return null;
  return [instantOf(hours.zone, local, hours.opensMinute), instantOf(hours.zone, local, hours.closesMinute)];
}

/** Business time from `start` to `end` in milliseconds (0 when `end` is not after `start`). */
export function businessMillisBetween(start: Date, end: Date, hours: BusinessHours = businessHours): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  let total = 0;
  const last = localDayOf(hours.zone, to);
  for (let local = localDayOf(hours.zone, from); ; local = shifted(local, 1)) {
    const open = openHoursOf(hours, local);
    if (open) total += Math.max(0, Math.min(open[1], to) - Math.max(open[0], from));
    if (local.year === last.year && local.month === last.month && local.day === last.day) return total;
  }
}

/** The instant at which `millis` of business time have passed since `start`. */
export function businessInstantAfter(start: Date, millis: number, hours: BusinessHours = businessHours): Date {
  const from = start.getTime();
  let remaining = millis;
  let local = localDayOf(hours.zone, from);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched++, local = shifted(local, 1)) {
    const open = openHoursOf(hours, local);
    if (!open || open[1] <= from) continue;
    const begin = Math.max(open[0], from);
    if (remaining <= open[1] - begin) return new Date(begin + remaining);
    remaining -= open[1] - begin;
  }
  throw new Error(`No business hours within ${MAX_DAYS_SEARCHED} days after ${start.toISOString()}.`);
}

/**
 * The latest instant from which `millis` of business time have passed by `end`: whatever arrived at or before it has
 * waited at least that long at `end`, whatever arrived after it less.
 */
export function businessInstantBefore(end: Date, millis: number, hours: BusinessHours = businessHours): Date {
  const to = end.getTime();
  let remaining = millis;
  let local = localDayOf(hours.zone, to);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched++, local = shifted(local, -1)) {
    const open = openHoursOf(hours, local);
    if (!open || open[0] >= to) continue;
    const finish = Math.min(open[1], to);
    if (remaining <= finish - open[0]) return new Date(finish - remaining);
    remaining -= finish - open[0];
  }
  throw new Error(`No business hours within ${MAX_DAYS_SEARCHED} days before ${end.toISOString()}.`);
}

/** Whole minutes, as '2 h 10 min', '1 h' or '10 min'. */
export function businessDurationText(millis: number): string {
  const minutes = Math.max(0, Math.floor(millis / MINUTE_MS));
  const hoursPart = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hoursPart === 0) return `${rest} min`;
  return rest === 0 ? `${hoursPart} h` : `${hoursPart} h ${rest} min`;
}

export interface AnswerTimes {
  createdAt: Date | null;
  firstAnsweredAt?: Date | null;
  status: string;
}

export type QuoteWait = { kind: 'waiting'; millis: number } | { kind: 'answered'; millis: number } | null;

/**
 * A quote waits for its first answer while it is 'new' and has none; answered, its first answer took the business
 * time up to `firstAnsweredAt`. A quote that left 'new' before the site recorded first answers (or has no date) has no
 * figure.
 */
export function quoteWait(quote: AnswerTimes, now: Date, hours: BusinessHours = businessHours): QuoteWait {
  if (!quote.createdAt) return null;
  if (quote.firstAnsweredAt) return { kind: 'answered', millis: businessMillisBetween(quote.createdAt, quote.firstAnsweredAt, hours) };
  if (quote.status !== 'new') return null;
  return { kind: 'waiting', millis: businessMillisBetween(quote.createdAt, now, hours) };
}

export function quoteWaitText(wait: QuoteWait): string | null {
  if (!wait) return null;
  return wait.kind === 'waiting' ? `Waiting ${businessDurationText(wait.millis)}` : `First answer in ${businessDurationText(wait.millis)}`;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
