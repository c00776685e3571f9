import { prerenderKeys, type Vacancy } from '@seawave/shared-data';
import { usePageQuery } from '@seawave/shared-data/react';

/** Blocked or not: the page decides; null when it does not exist. */
export const useVacancy = (jobId: string | undefined) => usePageQuery<Vacancy | null>(prerenderKeys.vacancy(jobId ?? ''), '[mfe-careers] could not load the vacancy');
