import { getDataApi, type NewQuote, type Submitted } from '@seawave/shared-data';

/**
 * Sends a free-quote request through the public forms' function (the back end
 * is loaded lazily by getDataApi, so this page never pulls the Firebase SDK in
 * statically). Sending the same `submissionId` again stores it once.
 */
export async function submitQuote(quote: NewQuote, submissionId: string): Promise<Submitted> {
  const api = await getDataApi();
  return api.quotes.create(quote, { submissionId });
}
