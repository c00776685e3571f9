import { getDataApi, useDataQuery } from '@seawave/shared-data';

/** One quote by id; null when it does not exist. */
export const useQuote = (quoteId: string | undefined) =>
  useDataQuery(async () => (quoteId ? (await getDataApi()).quotes.get(quoteId) : null), [quoteId], { errorMessage: `[mfe-admin] could not load quote ${quoteId ?? ''}` });
