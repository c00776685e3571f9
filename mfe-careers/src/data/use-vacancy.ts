import { getDataApi, type Vacancy } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';
import { toError } from './to-error';

export type VacancyState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'not-found' }
  | { status: 'ready'; vacancy: Vacancy };

const loading: VacancyState = { status: 'loading' };

/** One vacancy by id: loading, error, not found, or the vacancy (blocked or not: the page decides). */
export function useVacancy(jobId: string | undefined): { state: VacancyState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${jobId ?? ''}#${attempt}`;
  // The result belongs to one (id, attempt); any other key is still loading.
  const [result, setResult] = useState<{ key: string; state: VacancyState } | null>(null);

  useEffect(() => {
    let active = true;
    (async () => {
      let state: VacancyState;
      try {
        const vacancy = jobId ? await (await getDataApi()).vacancies.get(jobId) : null;
        state = vacancy ? { status: 'ready', vacancy } : { status: 'not-found' };
      } catch (error) {
        console.error('[mfe-careers] could not load the vacancy', error);
        state = { status: 'error', error: toError(error) };
      }
      if (active) setResult({ key, state });
    })();
    return () => {
      active = false;
    };
  }, [jobId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result?.key === key ? result.state : loading, retry };
}
