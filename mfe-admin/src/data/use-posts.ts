import { getDataApi } from '@seawave/shared-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { viewState } from './use-inbox';

/**
 * Every blog post for the admin list (unsorted: the page sorts), and
 * `remove(id)`, which deletes the post; the list is then read again.
 * `remove` rejects on failure and leaves the list as it was.
 */
export function useAdminPosts() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.posts.list, queryFn: async () => (await getDataApi()).posts.list() });
  const removal = useMutation({
    mutationFn: async (id: string) => (await getDataApi()).posts.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
  return { state: viewState(query), retry: () => void query.refetch(), remove: removal.mutateAsync };
}

/** One post to edit; null when it does not exist. */
export function useAdminPost(postId: string | undefined) {
  const query = useQuery({
    queryKey: queryKeys.posts.detail(postId ?? ''),
    queryFn: async () => (postId ? (await getDataApi()).posts.get(postId) : null),
  });
  return { state: viewState(query), retry: () => void query.refetch() };
}
