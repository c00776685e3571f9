import { getDataApi, type NewQuote, type QuoteSubmitted } from '@seawave/shared-data';

/**
 * Sends a free-quote request through the public forms' function (the back end
 * is loaded lazily by getDataApi, so this page never pulls the Firebase SDK in
 * statically). Sending the same `submissionId` again stores it once. The answer carries the indicative price the
 * server worked out from its rate cards (null: staff will price it).
 */
export async function submitQuote(quote: NewQuote, submissionId: string): Promise<QuoteSubmitted> {
  const api = await getDataApi();
  return api.quotes.create(quote, { submissionId });
}
