/**
 * How much mail visitors get: a script can type anyone's address into the
 * public forms, so the acknowledgements the site sends are limited. (Staff
 * mail is never refused: it is gathered into one message per window,
 * digest.ts.)
 *
 * - An acknowledgement goes at most once per mailbox per business day (the
 *   day in the site's time zone: `businessDayKey` of
 *   shared-data/src/business-day.ts, as the visitors' write limits count).
 *   The address is first folded to its mailbox as its provider delivers it
 *   (`foldAddress`), so `v.ictim@gmail.com`, `Victim+1@googlemail.com` and
 *   `victim@gmail.com` are one mailbox. `acknowledgementKey` makes the day's
 *   key: the day plus a SHA-256 of the folded address, so the marker
 *   documents hold no readable address.
 * - Acknowledgements stop at an hourly cap (per UTC clock hour, `hourKey`).
 * - Every decision has a reason code and a sentence for the log.
 *
 * `planAcknowledgement` is pure. The trigger reads the hour's count and the
 * day's marker and writes them back, with the mail documents, in one
 * Firestore transaction, so two arrivals at the same moment cannot both take
 * the last place or both acknowledge one mailbox.
 */
import { createHash } from 'node:crypto';
import { businessDayKey } from '../../../shared-data/src/business-day';

export const DEFAULT_HOURLY_CAP = 100;

export interface MailBudget {
  /** Acknowledgements written per UTC clock hour. */
  hourlyCap: number;
}

/**
 * Checks the budget settings (a whole number from 0); a missing value takes
 * the default. Throws an Error naming the problem.
 */
export function parseMailBudget(input: { hourlyCap?: unknown } = {}): MailBudget {
  const value = input.hourlyCap;
  const hourlyCap = value === undefined || value === null || value === '' ? DEFAULT_HOURLY_CAP : Number(value);
  if (!Number.isSafeInteger(hourlyCap) || hourlyCap < 0) throw new Error(`hourlyCap must be a whole number from 0; got ${String(value)}.`);
  return { hourlyCap };
}

/**
 * How providers deliver variants of an address to one mailbox, kept to what
 * each provider documents (an unknown domain keeps its `+tag` and dots: a
 * domain of its own may give `ann+sales@` a mailbox of its own):
 * - `aliases`: domains that are another's mailboxes (`googlemail.com` is `gmail.com`);
 * - `plusTags`: domains whose `name+tag@` reaches `name@` (Gmail, Outlook.com, Fastmail, Proton);
 * - `dotless`: domains that ignore dots in the name (Gmail).
 */
export const mailboxFolding = {
  aliases: { 'googlemail.com': 'gmail.com' } as Readonly<Record<string, string>>,
  plusTags: ['gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'fastmail.com', 'proton.me', 'protonmail.com', 'pm.me'] as readonly string[],
  dotless: ['gmail.com'] as readonly string[],
};

/**
 * The mailbox an address reaches, as its provider folds it (`mailboxFolding`):
 * trimmed and in lower case (domains are, and every provider above matches
 * names without regard to case), then the provider's own rules.
 */
export function foldAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const written = lower.slice(at + 1);
  const domain = mailboxFolding.aliases[written] ?? written;
  let name = lower.slice(0, at);
  if (mailboxFolding.plusTags.includes(domain)) name = name.replace(/\+.*$/, '');
  if (mailboxFolding.dotless.includes(domain)) name = name.replace(/\./g, '');
  return `${name}@${domain}`;
}

/** `YYYY-MM-DDTHH` of `at` in UTC: the hour whose count the cap applies to. */
export function hourKey(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** Key of "this mailbox was acknowledged on this business day", usable as a document id: `2026-11-25_<64 hex>`. */
export function acknowledgementKey(address: string, at: Date): string {
  const digest = createHash('sha256').update(foldAddress(address)).digest('hex');
  return `${businessDayKey(at)}_${digest}`;
}

export type MailReason = 'within-budget' | 'hourly-cap-reached' | 'already-acknowledged-today' | 'no-safe-address';

export interface MailDecision {
  send: boolean;
  reason: MailReason;
  /** A sentence for the log. */
  message: string;
}

export interface AcknowledgementInput {
  budget: MailBudget;
  /** Acknowledgements already written this UTC hour. */
  sentThisHour: number;
  /** Whether the visitor has one safe address. */
  safeAddress: boolean;
  /** Whether that address's mailbox was already acknowledged today. */
  acknowledgedToday: boolean;
}

/** Whether the visitor's acknowledgement of one arrival goes out, and why. */
export function planAcknowledgement({ budget, sentThisHour, safeAddress, acknowledgedToday }: AcknowledgementInput): MailDecision {
  if (!Number.isSafeInteger(sentThisHour) || sentThisHour < 0) throw new Error(`sentThisHour must be a whole number from 0; got ${String(sentThisHour)}.`);
  if (!safeAddress) return { send: false, reason: 'no-safe-address', message: 'Acknowledgement not sent: the visitor gave no single safe address.' };
  if (acknowledgedToday) return { send: false, reason: 'already-acknowledged-today', message: 'Acknowledgement not sent: this mailbox was already acknowledged today.' };
  if (sentThisHour >= budget.hourlyCap) {
    return { send: false, reason: 'hourly-cap-reached', message: `Acknowledgement not sent: the hourly cap of ${budget.hourlyCap} acknowledgements is reached.` };
  }
  return { send: true, reason: 'within-budget', message: 'Acknowledgement sent.' };
}
