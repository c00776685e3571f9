// A script can type anyone's address into the public forms, so acknowledgements are limited: once per mailbox
// per business day, within an hourly cap of which one source (a sender's network) may use only its share, so a
// flood from one place never uses up the acknowledgements of real visitors. Staff mail is never refused (digest.ts).
import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { businessDayKey } from '@seawave/shared-data/server';

export const DEFAULT_HOURLY_CAP = 100;
export const DEFAULT_HOURLY_CAP_PER_SOURCE = 5;

export interface MailBudget {
  hourlyCap: number;
  /** Of the hourly cap, the most one source may use. */
  perSourceHourlyCap: number;
}

function wholeNumber(name: string, value: unknown, fallback: number): number {
  const number = value === undefined || value === null || value === '' ? fallback : Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number from 0; got ${String(value)}.`);
  return number;
}

export function parseMailBudget(input: { hourlyCap?: unknown; perSourceHourlyCap?: unknown } = {}): MailBudget {
  return {
    hourlyCap: wholeNumber('hourlyCap', input.hourlyCap, DEFAULT_HOURLY_CAP),
    perSourceHourlyCap: wholeNumber('perSourceHourlyCap', input.perSourceHourlyCap, DEFAULT_HOURLY_CAP_PER_SOURCE),
  };
}

/**
 * A `+tag` is ignored at every domain, or a script gets one acknowledgement per tag wherever tags deliver; a company
 * giving `ann+sales@` its own mailbox gets one a day for both. Dots are ignored only where the provider documents it.
 */
export const mailboxFolding = {
  aliases: { 'googlemail.com': 'gmail.com' } as Readonly<Record<string, string>>,
  dotless: ['gmail.com'] as readonly string[],
};

export function foldAddress(address: string): string {
  const lower = address.trim().normalize('NFC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  // An internationalised domain and its punycode are one domain.
  const written = domainToASCII(lower.slice(at + 1)) || lower.slice(at + 1);
  const domain = mailboxFolding.aliases[written] ?? written;
  let name = lower.slice(0, at).replace(/\+.*$/, '');
  if (mailboxFolding.dotless.includes(domain)) name = name.replace(/\./g, '');
  return `${name}@${domain}`;
}

export function hourKey(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** The folded address is hashed, so the marker documents hold no readable address. */
export function acknowledgementKey(address: string, at: Date): string {
  const digest = createHash('sha256').update(foldAddress(address)).digest('hex');
  return `${businessDayKey(at)}_${digest}`;
}

export type MailReason = 'within-budget' | 'hourly-cap-reached' | 'source-share-reached' | 'already-acknowledged-today' | 'no-safe-address';

export interface MailDecision {
  send: boolean;
  reason: MailReason;
  message: string;
}

export interface AcknowledgementInput {
  budget: MailBudget;
  sentThisHour: number;
  /** Sent this hour to arrivals from the same source; null when the arrival names none. */
  sentToSourceThisHour: number | null;
  safeAddress: boolean;
  acknowledgedToday: boolean;
}

export function planAcknowledgement({ budget, sentThisHour, sentToSourceThisHour, safeAddress, acknowledgedToday }: AcknowledgementInput): MailDecision {
  if (!Number.isSafeInteger(sentThisHour) || sentThisHour < 0) throw new Error(`sentThisHour must be a whole number from 0; got ${String(sentThisHour)}.`);
  if (!safeAddress) return { send: false, reason: 'no-safe-address', message: 'Acknowledgement not sent: the visitor gave no single safe address.' };
  if (acknowledgedToday) return { send: false, reason: 'already-acknowledged-today', message: 'Acknowledgement not sent: this mailbox was already acknowledged today.' };
  if (sentToSourceThisHour !== null && sentToSourceThisHour >= budget.perSourceHourlyCap) {
    return { send: false, reason: 'source-share-reached', message: `Acknowledgement not sent: its source has had its ${budget.perSourceHourlyCap} acknowledgements this hour.` };
  }
  if (sentThisHour >= budget.hourlyCap) {
    return { send: false, reason: 'hourly-cap-reached', message: `Acknowledgement not sent: the hourly cap of ${budget.hourlyCap} acknowledgements is reached.` };
  }
  return { send: true, reason: 'within-budget', message: 'Acknowledgement sent.' };
}
