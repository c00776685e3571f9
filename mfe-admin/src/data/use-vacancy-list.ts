import { getDataApi, sortByCreatedAt, type Vacancy } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';

/** The live vacancy list: loading, error, loaded (an empty list is the empty state). */
export type VacancyListState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; vacancies: Vacancy[] };

type Settled = Exclude<VacancyListState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * All vacancies through the live subscription, newest first: a change made
 * here, in another tab or by another admin shows at once. `retry`
 * subscribes again after a failure.
 */
export function useVacancyList(): VacancyListState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: Settled } | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | null = null;
    const fail = (error: unknown) => {
      console.error('[mfe-admin] vacancy subscription failed', error);
      if (active) setResult({ attempt, state: { status: 'error', error: toError(error) } });
    };
    getDataApi().then((api) => {
      if (!active) return;
      unsubscribe = api.vacancies.subscribe((list) => {
        if (active) setResult({ attempt, state: { status: 'loaded', vacancies: sortByCreatedAt(list, 'latest') } });
      }, fail);
    }, fail);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: VacancyListState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { ...state, retry };
}
