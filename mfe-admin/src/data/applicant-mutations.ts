import { getDataApi } from '@seawave/shared-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Resumes, notes and history go too; resolves to how many were deleted. */
export function useRemoveApplicantsOlderThan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (date: Date) => (await getDataApi()).applicants.removeOlderThan(date),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.applicants.all }),
  });
}
