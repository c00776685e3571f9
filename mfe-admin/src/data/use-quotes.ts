import { getDataApi, type Quote } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';

/** The quote list: loading, error, loaded (an empty list is the empty state). */
export type QuotesState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; quotes: Quote[] };

type Settled = Exclude<QuotesState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** All quote requests (unsorted: the page sorts with sortByCreatedAt). `reload` fetches again. */
export function useQuotes(): QuotesState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: Settled } | null>(null);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const quotes = await (await getDataApi()).quotes.list();
        if (current) setResult({ attempt, state: { status: 'loaded', quotes } });
      } catch (error) {
        console.error('[mfe-admin] could not load the quotes', error);
        if (current) setResult({ attempt, state: { status: 'error', error: toError(error) } });
      }
    })();
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const state: QuotesState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { ...state, reload };
}
