import { getDataApi, type Quote } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';

/** One quote: loading, error, not found (no such document) or loaded. */
export type QuoteState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'notFound' }
  | { status: 'loaded'; quote: Quote };

type Settled = Exclude<QuoteState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** The quote with this id (`get` resolves null for a missing one). `reload` fetches again. */
export function useQuote(quoteId: string | undefined): QuoteState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${quoteId ?? ''}`;
  const [result, setResult] = useState<{ key: string; state: Settled } | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (state: Settled) => {
      if (current) setResult({ key, state });
    };
    (async () => {
      if (!quoteId) return settle({ status: 'notFound' });
      try {
        const quote = await (await getDataApi()).quotes.get(quoteId);
        settle(quote ? { status: 'loaded', quote } : { status: 'notFound' });
      } catch (error) {
        console.error(`[mfe-admin] could not load quote ${quoteId}`, error);
        settle({ status: 'error', error: toError(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [key, quoteId]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const state: QuoteState = result?.key === key ? result.state : { status: 'loading' };
  return { ...state, reload };
}
