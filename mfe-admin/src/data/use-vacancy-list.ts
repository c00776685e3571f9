import { getDataApi, type Vacancy } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { useLiveQuery } from '@seawave/shared-data/react';
import { queryKeys } from './query-keys';

/** Live: a change made in another tab or by another admin shows at once. */
export const useVacancyList = () =>
  useLiveQuery<Vacancy[]>(
    queryKeys.vacancies.live,
    async (onData, onError) => (await getDataApi()).vacancies.subscribe((list) => onData(sortByCreatedAt(list, 'latest')), onError),
    '[mfe-admin] vacancy subscription failed',
  );
