/**
 * Prices as the server gives them to a shipper. Rate cards stay staff data; a
 * visitor's browser only ever receives the indicative price of its own quote,
 * which the public forms' function computes and stores on the quote.
 */

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
