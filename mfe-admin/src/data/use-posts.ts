import { getDataApi } from '@seawave/shared-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { viewState } from './use-inbox';

/** Unsorted: the page sorts. `remove` rejects on failure and leaves the list as it was. */
export function useAdminPosts() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.posts.list, queryFn: async () => (await getDataApi()).posts.list() });
  const removal = useMutation({
    mutationFn: async (id: string) => (await getDataApi()).posts.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
  return { state: viewState(query), retry: () => void query.refetch(), remove: removal.mutateAsync };
}

export function useAdminPost(postId: string | undefined) {
  const query = useQuery({
    queryKey: queryKeys.posts.detail(postId ?? ''),
    queryFn: async () => (postId ? (await getDataApi()).posts.get(postId) : null),
  });
  return { state: viewState(query), retry: () => void query.refetch() };
}
