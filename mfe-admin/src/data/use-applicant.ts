import { getDataApi, useDataQuery, type Applicant } from '@seawave/shared-data';
import { useMemo } from 'react';

/** One applicant: loading, error, not found, loaded. */
export type ApplicantState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'not-found' }
  | { status: 'loaded'; applicant: Applicant };

/** One applicant by id (its resumeURL resolved to a URL the admin can open). */
export function useApplicant(applicantId: string | undefined): { state: ApplicantState; reload: () => void } {
  const { state: query, reload } = useDataQuery(async () => (applicantId ? (await getDataApi()).applicants.get(applicantId) : null), [applicantId], {
    errorMessage: '[mfe-admin] could not load the applicant',
  });
  const state = useMemo((): ApplicantState => {
    if (query.status !== 'success') return query;
    return query.data ? { status: 'loaded', applicant: query.data } : { status: 'not-found' };
  }, [query]);
  return { state, reload };
}
