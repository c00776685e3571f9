import { getDataApi, sortByCreatedAt, useDataQuery } from '@seawave/shared-data';
import { useCallback } from 'react';

/**
 * All applicants, newest first, and `remove(id)`, which deletes an applicant
 * (and its resume) and then drops it from the list. `remove` rejects on
 * failure and leaves the list as it was.
 */
export function useApplicants() {
  const query = useDataQuery(async () => sortByCreatedAt(await (await getDataApi()).applicants.list(), 'latest'), [], {
    errorMessage: '[mfe-admin] could not load the applicants',
  });
  const { update } = query;
  const remove = useCallback(
    async (id: string) => {
      await (await getDataApi()).applicants.remove(id);
      update((applicants) => applicants.filter((a) => a.id !== id));
    },
    [update],
  );
  return { ...query, remove };
}
