import { getDataApi, useDataQuery, type Quote } from '@seawave/shared-data';

/** The quote list: loading, error, loaded (an empty list is the empty state). */
export type QuotesState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; quotes: Quote[] };

/** All quote requests (unsorted: the page sorts with sortByCreatedAt). `reload` fetches again. */
export function useQuotes(): QuotesState & { reload: () => void } {
  const { state, reload } = useDataQuery(async () => (await getDataApi()).quotes.list(), [], {
    errorMessage: '[mfe-admin] could not load the quotes',
  });
  return state.status === 'success' ? { status: 'loaded', quotes: state.data, reload } : { ...state, reload };
}
