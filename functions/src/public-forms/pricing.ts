// The indicative price of a new quote: the rate cards of its mode, read with the Admin SDK (the rules let no
// visitor read them), matched by shared-data/src/server/indicative-price.ts on the site's business day.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  businessDayKey,
  collections,
  type IndicativePrice,
  indicativePriceOf,
  type PackageLine,
  pricedQuoteOf,
  type RateCard,
  toRate,
} from '@seawave/shared-data/server';

/** The rate cards of `mode`; a card the rate schema cannot read is left out (and logged), never guessed at. */
async function rateCards(db: Firestore, mode: string): Promise<RateCard[]> {
  const snapshot = await db.collection(collections.rates).where('mode', '==', mode).get();
  return snapshot.docs.flatMap((doc) => {
    try {
      return [toRate({ id: doc.id, data: doc.data() })];
    } catch (error) {
      logger.warn('A rate card cannot be read; it is not used for prices.', { rate: doc.id, error: String(error) });
      return [];
    }
  });
}

/**
 * The price the quote's checked fields and package lines get today, or null. A failure to read the rate cards gives
 * null too (staff price the quote): pricing never costs a shipper their quote.
 */
export async function priceQuote(db: Firestore, fields: Readonly<Record<string, unknown>>, lines: readonly PackageLine[], nowMs: number): Promise<IndicativePrice | null> {
  const priced = pricedQuoteOf(fields, lines);
  if (priced.mode === null || priced.cargo === null) return null;
  try {
    return indicativePriceOf(await rateCards(db, priced.mode), priced, businessDayKey(new Date(nowMs)));
  } catch (error) {
    logger.error('The rate cards could not be read; the quote is stored without an indicative price.', { error: String(error) });
    return null;
  }
}
