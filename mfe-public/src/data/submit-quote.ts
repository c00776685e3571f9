import { getDataApi, type NewQuote } from '@seawave/shared-data';

/**
 * Stores a free-quote request through the data interface (the back end is
 * loaded lazily by getDataApi, so this page never pulls the Firebase SDK in
 * statically). Resolves to the new quote's id; rejects on any failure.
 */
export async function submitQuote(quote: NewQuote): Promise<string> {
  const api = await getDataApi();
  return api.quotes.create(quote);
}
