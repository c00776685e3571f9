/**
 * How much mail may go out: a script can type anyone's address into the
 * public forms, so the mail the site sends is limited.
 *
 * - A visitor acknowledgement goes at most once per address per business day
 *   (the day in the site's time zone: `businessDayKey` of
 *   shared-data/src/business-day.ts, as the visitors' write limits count). The
 *   address is normalised first (`normalizeAddress`: lower case, `+tag`
 *   removed from the local part), so `Ann+1@Example.com` and
 *   `ann@example.com` are one address. `acknowledgementKey` makes the day's
 *   key: the day plus a SHA-256 of the address, so the marker documents hold
 *   no readable address.
 * - All outgoing mail stops at an hourly cap (per UTC clock hour,
 *   `hourKey`). Staff mail comes first: within one arrival the staff message
 *   is decided before the acknowledgement, and acknowledgements stop
 *   `staffReserve` messages before the cap, so that a flood of
 *   acknowledgements cannot use up the hour and silence the staff mailboxes.
 * - Every decision has a reason code and a sentence for the log.
 *
 * `planMail` is pure. The trigger reads the hour's count and the day's marker
 * and writes them back, with the mail documents, in one Firestore
 * transaction, so two arrivals at the same moment cannot both take the last
 * place or both acknowledge one address.
 */
import { createHash } from 'node:crypto';
import { businessDayKey } from '../../../shared-data/src/business-day';

export const DEFAULT_HOURLY_CAP = 100;

/** The staff reserve when none is configured: one fifth of the cap, rounded up (20 of 100). */
export function defaultStaffReserve(hourlyCap: number): number {
  return Math.ceil(hourlyCap / 5);
}

export interface MailBudget {
  /** Mail documents written per UTC clock hour, staff and visitors together. */
  hourlyCap: number;
  /** The last places of each hour, kept for staff mail (acknowledgements stop before them). */
  staffReserve: number;
}

/**
 * Checks the budget settings (whole numbers, the reserve no larger than the
 * cap); missing values take the defaults. Throws an Error naming the problem.
 */
export function parseMailBudget(input: { hourlyCap?: unknown; staffReserve?: unknown } = {}): MailBudget {
  const whole = (value: unknown, fallback: number, name: string) => {
    const number = value === undefined || value === null || value === '' ? fallback : Number(value);
    if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number from 0; got ${String(value)}.`);
    return number;
  };
  const hourlyCap = whole(input.hourlyCap, DEFAULT_HOURLY_CAP, 'hourlyCap');
  const staffReserve = whole(input.staffReserve, defaultStaffReserve(hourlyCap), 'staffReserve');
  if (staffReserve > hourlyCap) throw new Error(`staffReserve (${staffReserve}) cannot be larger than hourlyCap (${hourlyCap}).`);
  return { hourlyCap, staffReserve };
}

/** The address as one mailbox: trimmed, lower case, without a `+tag` in the local part. */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local}@${lower.slice(at + 1)}`;
}

/** `YYYY-MM-DDTHH` of `at` in UTC: the hour whose count the cap applies to. */
export function hourKey(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** Key of "this address was acknowledged on this business day", usable as a document id: `2026-11-25_<64 hex>`. */
export function acknowledgementKey(address: string, at: Date): string {
  const digest = createHash('sha256').update(normalizeAddress(address)).digest('hex');
  return `${businessDayKey(at)}_${digest}`;
}

export type MailReason =
  | 'within-budget'
  | 'hourly-cap-reached'
  | 'reserved-for-staff'
  | 'already-acknowledged-today'
  | 'no-safe-address';

export interface MailDecision {
  send: boolean;
  reason: MailReason;
  /** A sentence for the log. */
  message: string;
}

export interface MailPlanInput {
  budget: MailBudget;
  /** Mail documents already written this UTC hour. */
  sentThisHour: number;
  /**
   * The visitor acknowledgement wanted with this arrival: whether the visitor
   * has one safe address, and whether that address was already acknowledged today.
   */
  acknowledgement: { safeAddress: boolean; acknowledgedToday: boolean };
}

export interface MailPlan {
  staff: MailDecision;
  acknowledgement: MailDecision;
  /** How many mail documents this arrival adds to the hour's count. */
  added: number;
}

/** Which mails of one arrival go out (staff first), and why. */
export function planMail({ budget, sentThisHour, acknowledgement }: MailPlanInput): MailPlan {
  if (!Number.isSafeInteger(sentThisHour) || sentThisHour < 0) throw new Error(`sentThisHour must be a whole number from 0; got ${String(sentThisHour)}.`);
  const { hourlyCap, staffReserve } = budget;
  const capMessage = (what: string) => `${what} not sent: the hourly cap of ${hourlyCap} messages is reached.`;

  const staff: MailDecision =
    sentThisHour < hourlyCap
      ? { send: true, reason: 'within-budget', message: 'Staff mail sent.' }
      : { send: false, reason: 'hourly-cap-reached', message: capMessage('Staff mail') };

  const used = sentThisHour + (staff.send ? 1 : 0);
  let visitor: MailDecision;
  if (!acknowledgement.safeAddress) {
    visitor = { send: false, reason: 'no-safe-address', message: 'Acknowledgement not sent: the visitor gave no single safe address.' };
  } else if (acknowledgement.acknowledgedToday) {
    visitor = { send: false, reason: 'already-acknowledged-today', message: 'Acknowledgement not sent: this address was already acknowledged today.' };
  } else if (used >= hourlyCap) {
    visitor = { send: false, reason: 'hourly-cap-reached', message: capMessage('Acknowledgement') };
  } else if (used >= hourlyCap - staffReserve) {
    visitor = {
      send: false,
      reason: 'reserved-for-staff',
      message: `Acknowledgement not sent: the last ${staffReserve} of the hour's ${hourlyCap} messages are kept for staff mail.`,
    };
  } else {
    visitor = { send: true, reason: 'within-budget', message: 'Acknowledgement sent.' };
  }

  return { staff, acknowledgement: visitor, added: (staff.send ? 1 : 0) + (visitor.send ? 1 : 0) };
}
