import { getDataApi } from '@seawave/shared-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * Deletes every applicant who applied before `date` (with resumes, notes and
 * history) and resolves to how many; everything read of applicants is then
 * read again.
 */
export function useRemoveApplicantsOlderThan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (date: Date) => (await getDataApi()).applicants.removeOlderThan(date),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.applicants.all }),
  });
}
