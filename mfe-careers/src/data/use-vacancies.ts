import { getDataApi, type Vacancy, prerenderKeys } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { useDataSubscription } from '@seawave/shared-data/react';

/** Live: a job blocked, unblocked or posted anywhere (another tab included) shows at once. */
export const useVacancies = () =>
  useDataSubscription<Vacancy[]>(
    async (onData, onError, { servedFresh }) => (await getDataApi()).vacancies.subscribe((list) => onData(sortByCreatedAt(list, 'latest')), onError, { servedFresh }),
    [],
    { errorMessage: '[mfe-careers] vacancy subscription failed', key: prerenderKeys.vacancies },
  );
