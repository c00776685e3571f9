import { getDataApi, useDataQuery, type Vacancy } from '@seawave/shared-data';
import { useMemo } from 'react';

export type VacancyState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'not-found' }
  | { status: 'ready'; vacancy: Vacancy };

/** One vacancy by id: loading, error, not found, or the vacancy (blocked or not: the page decides). */
export function useVacancy(jobId: string | undefined): { state: VacancyState; retry: () => void } {
  // The result belongs to one (id, attempt); any other is still loading.
  const { state: query, reload } = useDataQuery(async () => (jobId ? (await getDataApi()).vacancies.get(jobId) : null), [jobId], {
    errorMessage: '[mfe-careers] could not load the vacancy',
  });
  const state = useMemo((): VacancyState => {
    if (query.status !== 'success') return query;
    return query.data ? { status: 'ready', vacancy: query.data } : { status: 'not-found' };
  }, [query]);
  return { state, retry: reload };
}
