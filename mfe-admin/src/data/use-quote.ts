import { getDataApi, useDataQuery, type Quote } from '@seawave/shared-data';

/** One quote: loading, error, not found (no such document) or loaded. */
export type QuoteState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'notFound' }
  | { status: 'loaded'; quote: Quote };

/** The quote with this id (`get` resolves null for a missing one). `reload` fetches again. */
export function useQuote(quoteId: string | undefined): QuoteState & { reload: () => void } {
  const { state, reload } = useDataQuery(async () => (quoteId ? (await getDataApi()).quotes.get(quoteId) : null), [quoteId], {
    errorMessage: `[mfe-admin] could not load quote ${quoteId ?? ''}`,
  });
  if (state.status !== 'success') return { ...state, reload };
  return state.data ? { status: 'loaded', quote: state.data, reload } : { status: 'notFound', reload };
}
