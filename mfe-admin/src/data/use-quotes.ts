import { getDataApi, useDataQuery } from '@seawave/shared-data';

/** All quote requests (unsorted: the page sorts with sortByCreatedAt). */
export const useQuotes = () => useDataQuery(async () => (await getDataApi()).quotes.list(), [], { errorMessage: '[mfe-admin] could not load the quotes' });
