import { getDataApi, sortByCreatedAt, useDataQuery, type Applicant } from '@seawave/shared-data';
import { useCallback, useMemo } from 'react';

/** The applicant list: loading, error, loaded (an empty list is the empty state). */
export type ApplicantsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; applicants: Applicant[] };

export interface UseApplicantsResult {
  state: ApplicantsState;
  /** Fetches the list again. */
  reload: () => void;
  /** Deletes an applicant (and its resume), then drops it from the list. Rejects on failure (the list is unchanged). */
  remove: (id: string) => Promise<void>;
}

/** All applicants, newest first. */
export function useApplicants(): UseApplicantsResult {
  const { state: query, reload, update } = useDataQuery(async () => sortByCreatedAt(await (await getDataApi()).applicants.list(), 'latest'), [], {
    errorMessage: '[mfe-admin] could not load the applicants',
  });

  const remove = useCallback(
    async (id: string) => {
      await (await getDataApi()).applicants.remove(id);
      update((applicants) => applicants.filter((a) => a.id !== id));
    },
    [update],
  );

  const state = useMemo(
    (): ApplicantsState => (query.status === 'success' ? { status: 'loaded', applicants: query.data } : query),
    [query],
  );
  return { state, reload, remove };
}
