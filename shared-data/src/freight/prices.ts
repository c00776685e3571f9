/**
 * Prices as the server gives them to a shipper. Rate cards stay staff data; a
 * visitor's browser only ever receives the indicative price of its own quote,
 * which the public forms' function computes and stores on the quote.
 */

import type { FreightMode } from './terms';

export const currencies = ['INR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/**
 * What the rate cards give a quote: a range when more than one way to ship it
 * matches (e.g. two 20′ GP or one 40′ GP), one amount when `low === high`.
 * `validUntil` is a calendar day in the site's time zone: the earliest end of
 * the rates used. `transitDays` is the range of their transit times.
 */
export interface IndicativePrice {
  currency: Currency;
  low: number;
  high: number;
  /** What the amount covers, in words: equipment, mode, lane and the rates' inclusions. */
  covers: string;
  validUntil: string;
  transitDaysLow: number;
  transitDaysHigh: number;
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A whole amount with thousands separators and its currency: 'USD 1,700', or 'USD 1,700–2,100' for a range. */
export function priceAmountText({ currency, low, high }: Pick<IndicativePrice, 'currency' | 'low' | 'high'>): string {
  const amount = (value: number) => Math.round(value).toLocaleString('en-US');
  return low === high ? `${currency} ${amount(low)}` : `${currency} ${amount(low)}–${amount(high)}`;
}

/** A calendar day (yyyy-mm-dd) as the site writes dates: 'December 29, 2026'. */
export function calendarDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${months[month - 1]} ${date}, ${year}`;
}

/** '5 days', '1 day' or '5–7 days'. */
export function transitText({ transitDaysLow: low, transitDaysHigh: high }: Pick<IndicativePrice, 'transitDaysLow' | 'transitDaysHigh'>): string {
  if (low === high) return `${low} ${low === 1 ? 'day' : 'days'}`;
  return `${low}–${high} days`;
}

/** Said with every indicative price: the amount is not the final one. */
export const CONFIRM_PRICE_TEXT = 'Our team will confirm the final price.';
/** Said instead of a price when no valid rate matched: never a number. */
export const PRICE_LATER_TEXT = 'We will price this for you';
/** Promised with `PRICE_LATER_TEXT`. */
export const PRICE_LATER_PROMISE_TEXT = 'Our team will answer within one business hour.';

/**
 * What a rate card's amount is per: a container of one type (sea FCL), a W/M (sea LCL), a kg of chargeable weight
 * (air, or land) or a truck (land).
 */
export const rateBases = ['gp20', 'gp40', 'hc40', 'wm', 'kg', 'truck'] as const;
export type RateBasis = (typeof rateBases)[number];

/** The bases each mode is priced on; the forms and the rules allow only these pairs. */
export const rateBasesByMode: Readonly<Record<FreightMode, readonly RateBasis[]>> = {
  sea: ['gp20', 'gp40', 'hc40', 'wm'],
  air: ['kg'],
  land: ['truck', 'kg'],
};

export type ContainerBasis = Extract<RateBasis, 'gp20' | 'gp40' | 'hc40'>;

/** How a container is named to shippers, e.g. '2 × 20′ GP'. */
export const equipmentNames: Readonly<Record<ContainerBasis, string>> = { gp20: '20′ GP', gp40: '40′ GP', hc40: '40′ HC' };

export const rateBasisLabels: Readonly<Record<RateBasis, string>> = {
  gp20: '20′ GP, per container',
  gp40: '40′ GP, per container',
  hc40: '40′ HC, per container',
  wm: 'LCL, per W/M',
  kg: 'Per kg of chargeable weight',
  truck: 'Per truck',
};

/**
 * The weight breaks of a per-kg rate (IATA's usual +45, +100, +300, +500 and +1,000 kg): each an optional lower rate
 * per kg from that chargeable weight up.
 */
export const weightBreaksKg = [45, 100, 300, 500, 1000] as const;
export type WeightBreakKg = (typeof weightBreaksKg)[number];
export type WeightBreakField = `perKgFrom${WeightBreakKg}`;
export const weightBreakField = (kg: WeightBreakKg): WeightBreakField => `perKgFrom${kg}`;
