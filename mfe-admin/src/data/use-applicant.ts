import { getDataApi, useDataQuery } from '@seawave/shared-data';

/** One applicant by id (its resumeURL resolved to a URL the admin can open); null when it does not exist. */
export const useApplicant = (applicantId: string | undefined) =>
  useDataQuery(async () => (applicantId ? (await getDataApi()).applicants.get(applicantId) : null), [applicantId], {
    errorMessage: '[mfe-admin] could not load the applicant',
  });
