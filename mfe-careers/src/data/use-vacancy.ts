import { getDataApi, prerenderKeys } from '@seawave/shared-data';
import { useDataQuery } from '@seawave/shared-data/react';

/** Blocked or not: the page decides; null when it does not exist. */
export const useVacancy = (jobId: string | undefined) =>
  useDataQuery(async () => (jobId ? (await getDataApi()).vacancies.get(jobId) : null), [jobId], {
    errorMessage: '[mfe-careers] could not load the vacancy',
    key: prerenderKeys.vacancy(jobId ?? ''),
  });
