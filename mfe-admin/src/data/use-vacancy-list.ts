import { getDataApi, sortByCreatedAt, useDataSubscription, type Vacancy } from '@seawave/shared-data';

/** All vacancies, live and newest first: a change made here, in another tab or by another admin shows at once. */
export const useVacancyList = () =>
  useDataSubscription<Vacancy[]>(async (onData, onError) => (await getDataApi()).vacancies.subscribe((list) => onData(sortByCreatedAt(list, 'latest')), onError), [], {
    errorMessage: '[mfe-admin] vacancy subscription failed',
  });
