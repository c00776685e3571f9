import { prerenderKeys, type Vacancy } from '@seawave/shared-data';
import { usePageQuery } from '@seawave/shared-data/react';

/** Newest first, from the page service: a change by staff shows within a minute, as on a new page load. */
export const useVacancies = () => usePageQuery<Vacancy[]>(prerenderKeys.vacancies, '[mfe-careers] could not load the vacancies');
