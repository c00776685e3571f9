// The shipper's status page of a quote: its address, what it shows and the words it uses. Pure, so the page service
// (which renders the page), the functions (which answer its buttons and write the mail) and the page share it.
import { tzOffset } from '@date-fns/tz';
import { businessDayKey, businessTimeZone } from './business-day';
import { fieldLimits, isCleanText, staffPriceLimits } from './entities';
import { cargoFigures, type CargoFigure, type CargoFigureSource } from './freight/cargo-figures';
import { currencies, type Currency, type IndicativePrice } from './freight/prices';
import { freightModeLabels, freightModes, type FreightMode } from './freight/terms';
import { isQuoteStatus, type QuoteStatus } from './pipeline';

/** The route of the public remote's manifest (`quoteStatus`); a test checks they agree. */
export const QUOTE_STATUS_PATH_PREFIX = '/quote-status/';
/** The query parameter that carries the key; the route declares it, so the page service keeps it. */
export const STATUS_KEY_PARAM = 'key';
/** Under the quote, where the server keeps the key for its mail (no rule lets a client read it). */
export const STATUS_KEY_DOCUMENT = 'private/status';
/** 32 random bytes, base64url. */
export const STATUS_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function quoteStatusPath(reference: string, key: string): string {
  return `${QUOTE_STATUS_PATH_PREFIX}${encodeURIComponent(reference)}?${STATUS_KEY_PARAM}=${encodeURIComponent(key)}`;
}

/** The link to the status page on the visitor's confirmation and in the acknowledgement mail. */
export const STATUS_LINK_TEXT = 'See the status of your quote';

/** What the server's history entries name as their author when the shipper acted (staff entries name an e-mail). */
export const SHIPPER = 'the shipper';

/** The shipper's buttons reach the database only through these callable functions. */
export const quoteReplyFunctions = {
  accept: 'acceptQuote',
  ask: 'askAboutQuote',
} as const;

/** 'question': 'Ask a question'; 'newPrice': 'Ask for a new price' once the price has expired. */
export const shipperMessageKinds = ['question', 'newPrice'] as const;
export type ShipperMessageKind = (typeof shipperMessageKinds)[number];

export interface QuoteReplyRequest {
  reference: string;
  key: string;
  clientId: string;
  /** Emulators only, as with the public forms. */
  project?: string;
}

export interface QuoteQuestionRequest extends QuoteReplyRequest {
  kind: ShipperMessageKind;
  message: string;
}

/** The price staff send ('Send price'), stored on the quote as `price`. */
export interface StaffPrice {
  amount: number;
  currency: Currency;
  /** The last day it holds, yyyy-mm-dd in the site's time zone. */
  validUntil: string;
  message: string;
}

export const quoteStatusTexts = {
  notFoundTitle: 'Quote not found',
  notFound: 'This link does not open a quote. Please check that you copied the whole link from our e-mail.',
  expired: 'This price has expired.',
  accepted: 'You accepted this price. Our team will contact you to arrange the shipment.',
  declined: 'This quote was declined.',
  acceptButton: 'Accept quote',
  askButton: 'Ask a question',
  newPriceButton: 'Ask for a new price',
  questionLabel: 'Your question',
  newPriceLabel: 'Anything we should know (optional)',
  questionSent: 'Your message was sent. Our team will answer by e-mail.',
  acceptFailed: 'Your acceptance could not be sent. Please try again.',
  askFailed: 'Your message could not be sent. Please try again.',
  questionRequired: 'Please write your question.',
  refresh: 'This page shows the status when it was opened; reload it to see the latest.',
} as const;

export const QUOTE_REFUSED_TEXTS = {
  notFound: quoteStatusTexts.notFound,
  notAcceptable: 'This quote cannot be accepted now: it has no price to accept.',
  expired: quoteStatusTexts.expired,
} as const;

/** Words of the shipper's timeline: 'Received' is the staff's 'New'. */
export const timelineLabels = {
  new: 'Received',
  pricing: 'Being priced',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
} as const satisfies Record<QuoteStatus | 'expired', string>;

export type TimelineStatus = keyof typeof timelineLabels;

export interface TimelineStep {
  status: TimelineStatus;
  label: string;
  /** Done and current steps only, in the site's time zone. */
  atText: string | null;
  state: 'done' | 'current' | 'upcoming';
}

export interface ShipperMessage {
  kind: ShipperMessageKind;
  message: string;
  atText: string;
}

/** Everything the status page shows, and nothing more: no name, address, phone or staff e-mail. */
export interface QuoteStatusView {
  reference: string;
  status: QuoteStatus;
  /** Quoted, and the price's last day has passed in the site's time zone. */
  expired: boolean;
  receivedText: string | null;
  route: CargoFigure[];
  figures: CargoFigure[];
  indicativePrice: IndicativePrice | null;
  price: StaffPrice | null;
  timeline: TimelineStep[];
  messages: ShipperMessage[];
}

const DAY_MS = 86_400_000;
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'March 12, 2026, 14:05 (UTC+05:30)': the site's time zone, the same text wherever it is made. */
export function siteTimeText(millis: number, zone: string = businessTimeZone): string {
  const offsetMinutes = tzOffset(zone, new Date(millis));
  const local = new Date(millis + offsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${months[local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (UTC${offset})`;
}

/** Today, yyyy-mm-dd in the site's time zone: the first day a price may hold until. */
export function siteToday(nowMs: number = Date.now()): string {
  return businessDayKey(new Date(nowMs));
}

/** Today in the site's time zone is past the price's last day. */
export function isPriceExpired(price: Pick<StaffPrice, 'validUntil'>, nowMs: number): boolean {
  return businessDayKey(new Date(nowMs)) > price.validUntil;
}

/** The moment the price stopped holding: the start of the day after its last one, in the site's time zone. */
function expiryMillis(validUntil: string): number | null {
  const start = Date.parse(`${validUntil}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  const next = start + DAY_MS;
  return next - tzOffset(businessTimeZone, new Date(next)) * 60_000;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function staffPriceOf(value: unknown): StaffPrice | null {
  if (!isRecord(value)) return null;
  const { amount, currency, validUntil, message } = value;
  if (!finite(amount) || !(currencies as readonly unknown[]).includes(currency) || typeof validUntil !== 'string') return null;
  return { amount, currency: currency as Currency, validUntil, message: textOf(message) };
}

function indicativePriceOf(value: unknown): IndicativePrice | null {
  if (!isRecord(value)) return null;
  const { currency, low, high, covers, validUntil, transitDaysLow, transitDaysHigh } = value;
  if (!(currencies as readonly unknown[]).includes(currency) || ![low, high, transitDaysLow, transitDaysHigh].every(finite)) return null;
  return {
    currency: currency as Currency,
    low: low as number,
    high: high as number,
    covers: textOf(covers),
    validUntil: textOf(validUntil),
    transitDaysLow: transitDaysLow as number,
    transitDaysHigh: transitDaysHigh as number,
  };
}

function figuresOf(cargo: unknown, mode: FreightMode | null): CargoFigure[] {
  if (!isRecord(cargo) || !finite(cargo.volumeCbm) || !finite(cargo.grossWeightKg)) return [];
  try {
    return cargoFigures(cargo as unknown as CargoFigureSource, mode);
  } catch {
    // A quote stored with figures of another shape still shows its route and status.
    return [];
  }
}

/** A history entry as stored: a status change, or the shipper's message (`kind`). */
export interface HistoryRecord {
  status: unknown;
  at: Date | null;
  kind?: unknown;
  message?: unknown;
}

const steps: readonly QuoteStatus[] = ['new', 'pricing', 'quoted'];

function timelineOf(status: QuoteStatus, expired: boolean, receivedAt: Date | null, changes: readonly HistoryRecord[], price: StaffPrice | null): TimelineStep[] {
  const final: TimelineStatus | null = status === 'accepted' || status === 'declined' ? status : expired ? 'expired' : null;
  const shown: TimelineStatus[] = final ? [...steps, final] : [...steps];
  const current = final ? shown.length - 1 : steps.indexOf(status);
  const latest = (wanted: TimelineStatus): Date | null => {
    if (wanted === 'new') return receivedAt;
    if (wanted === 'expired') {
      const at = price ? expiryMillis(price.validUntil) : null;
      return at === null ? null : new Date(at);
    }
    const times = changes.filter((change) => change.status === wanted && change.at).map((change) => change.at!.getTime());
    return times.length > 0 ? new Date(Math.max(...times)) : null;
  };
  return shown.map((name, index) => {
    const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
    const at = state === 'upcoming' ? null : latest(name);
    return { status: name, label: timelineLabels[name], atText: at ? siteTimeText(at.getTime()) : null, state };
  });
}

/**
 * The page's content from the stored quote and its history. Only what the shipper sent about the cargo (route and
 * figures) and what we answered; a status the page does not know reads as 'new'.
 */
export function quoteStatusView({
  reference,
  data,
  history,
  nowMs,
}: {
  reference: string;
  data: Record<string, unknown>;
  history: readonly HistoryRecord[];
  nowMs: number;
}): QuoteStatusView {
  const status: QuoteStatus = isQuoteStatus(data.status) ? data.status : 'new';
  const price = staffPriceOf(data.price);
  const expired = status === 'quoted' && price !== null && isPriceExpired(price, nowMs);
  const mode = (freightModes as readonly unknown[]).includes(data.mode) ? (data.mode as FreightMode) : null;
  const createdAt = data.createdAt instanceof Date ? data.createdAt : null;
  const changes = history.filter((entry) => entry.kind === undefined || entry.kind === null);
  const route: CargoFigure[] = [
    ...(mode ? [{ label: 'Mode', value: freightModeLabels[mode] }] : []),
    ...(textOf(data.origin).trim() ? [{ label: 'Origin', value: textOf(data.origin).trim() }] : []),
    ...(textOf(data.destination).trim() ? [{ label: 'Destination', value: textOf(data.destination).trim() }] : []),
  ];
  const messages = history
    .filter((entry) => (shipperMessageKinds as readonly unknown[]).includes(entry.kind) && entry.at)
    .sort((a, b) => a.at!.getTime() - b.at!.getTime())
    .map((entry): ShipperMessage => ({ kind: entry.kind as ShipperMessageKind, message: textOf(entry.message), atText: siteTimeText(entry.at!.getTime()) }));
  return {
    reference,
    status,
    expired,
    receivedText: createdAt ? siteTimeText(createdAt.getTime()) : null,
    route,
    figures: figuresOf(data.cargo, mode),
    indicativePrice: indicativePriceOf(data.indicativePrice),
    price,
    timeline: timelineOf(status, expired, createdAt, changes, price),
    messages,
  };
}

/** 'USD 1,250' or 'INR 48,500.50': the staff's amount with its currency. */
export function staffPriceText({ amount, currency }: Pick<StaffPrice, 'amount' | 'currency'>): string {
  const whole = Number.isInteger(amount);
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

const DAY_PATTERN = /^[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

export const staffPriceMessages = {
  amount: 'Please enter an amount above 0.',
  amountTooLarge: `Please enter an amount of at most ${staffPriceLimits.maxAmount.toLocaleString('en-US')}.`,
  decimals: `Please enter the amount with at most ${staffPriceLimits.maxDecimals} decimals.`,
  currency: `Please choose the currency: ${currencies.join(' or ')}.`,
  validUntil: 'Please choose the last day the price holds.',
  pastDay: 'The price must hold until today or later.',
  messageTooLong: `Please shorten the message to ${fieldLimits.priceMessage} characters or fewer.`,
  characters: 'The message holds characters that cannot be sent. Please retype it.',
} as const;

export type StaffPriceField = 'amount' | 'currency' | 'validUntil' | 'message';

/** What the form takes: the amount as typed. */
export interface StaffPriceInput {
  amount: string | number;
  currency: string;
  validUntil: string;
  message: string;
}

export type StaffPriceCheck = { ok: true; price: StaffPrice } | { ok: false; field: StaffPriceField; message: string };

/** The form's checks, and the data interface's again; the rules check the same. `today`: yyyy-mm-dd, the site's time zone. */
export function checkStaffPrice(input: StaffPriceInput, today: string): StaffPriceCheck {
  const refuse = (field: StaffPriceField, message: string): StaffPriceCheck => ({ ok: false, field, message });
  const typed = typeof input.amount === 'number' ? String(input.amount) : String(input.amount ?? '').trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(typed) || Number(typed) <= 0) return refuse('amount', staffPriceMessages.amount);
  if ((typed.split('.')[1] ?? '').replace(/0+$/, '').length > staffPriceLimits.maxDecimals) return refuse('amount', staffPriceMessages.decimals);
  const amount = Number(typed);
  if (amount > staffPriceLimits.maxAmount) return refuse('amount', staffPriceMessages.amountTooLarge);
  if (!(currencies as readonly string[]).includes(input.currency)) return refuse('currency', staffPriceMessages.currency);
  const validUntil = String(input.validUntil ?? '').trim();
  if (!isDay(validUntil)) return refuse('validUntil', staffPriceMessages.validUntil);
  if (validUntil < today) return refuse('validUntil', staffPriceMessages.pastDay);
  const message = String(input.message ?? '').trim();
  if (message.length > fieldLimits.priceMessage) return refuse('message', staffPriceMessages.messageTooLong);
  if (!isCleanText(message, true)) return refuse('message', staffPriceMessages.characters);
  return { ok: true, price: { amount, currency: input.currency as Currency, validUntil, message } };
}

export const questionMessages = {
  required: quoteStatusTexts.questionRequired,
  tooLong: `Please shorten your message to ${fieldLimits.quoteQuestion} characters or fewer.`,
  characters: 'Your message holds characters that cannot be sent. Please retype it.',
} as const;

/** A question must say something; asking for a new price may come without words. Null: fine. */
export function questionProblem(kind: ShipperMessageKind, message: string): string | null {
  const text = message.trim();
  if (kind === 'question' && text === '') return questionMessages.required;
  if (text.length > fieldLimits.quoteQuestion) return questionMessages.tooLong;
  if (!isCleanText(text, true)) return questionMessages.characters;
  return null;
}

/** Nothing was written: the form's own message for the field. */
export class StaffPriceError extends Error {
  override readonly name = 'StaffPriceError';
  constructor(
    readonly field: StaffPriceField,
    message: string,
  ) {
    super(message);
  }
}
