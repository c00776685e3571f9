import { getDataApi, type Vacancy } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { useDataSubscription } from '@seawave/shared-data/react';

/** Live: a change made in another tab or by another admin shows at once. */
export const useVacancyList = () =>
  useDataSubscription<Vacancy[]>(async (onData, onError) => (await getDataApi()).vacancies.subscribe((list) => onData(sortByCreatedAt(list, 'latest')), onError), [], {
    errorMessage: '[mfe-admin] vacancy subscription failed',
  });
