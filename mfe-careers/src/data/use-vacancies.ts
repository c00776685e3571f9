import { getDataApi, sortByCreatedAt, type Vacancy } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';
import { toError } from './to-error';

export type VacanciesState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; vacancies: Vacancy[] };

export interface UseVacanciesResult {
  state: VacanciesState;
  /** Subscribes again after a failure. */
  retry: () => void;
}

/**
 * The live list of vacancies (`vacancies.subscribe`), newest first. Blocking,
 * unblocking or posting a job anywhere (another tab included) updates it
 * without a reload. A failing subscription ends in the 'error' state.
 */
export function useVacancies(): UseVacanciesResult {
  const [state, setState] = useState<VacanciesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | null = null;
    getDataApi().then(
      (api) => {
        if (!active) return;
        unsubscribe = api.vacancies.subscribe(
          (list) => {
            if (active) setState({ status: 'ready', vacancies: sortByCreatedAt(list, 'latest') });
          },
          (error) => {
            console.error('[mfe-careers] vacancy subscription failed', error);
            if (active) setState({ status: 'error', error });
          },
        );
      },
      (error: unknown) => {
        console.error('[mfe-careers] data interface unavailable', error);
        if (active) setState({ status: 'error', error: toError(error) });
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
