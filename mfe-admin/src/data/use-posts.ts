import { getDataApi, useDataQuery } from '@seawave/shared-data';
import { useCallback } from 'react';

/**
 * Every blog post for the admin list (unsorted: the page sorts), and
 * `remove(id)`, which deletes the post and then drops it from the list.
 * `remove` rejects on failure and leaves the list as it was.
 */
export function useAdminPosts() {
  const query = useDataQuery(async () => (await getDataApi()).posts.list(), [], { errorMessage: '[mfe-admin] could not load the posts' });
  const { update } = query;
  const remove = useCallback(
    async (id: string) => {
      await (await getDataApi()).posts.remove(id);
      update((posts) => posts.filter((post) => post.id !== id));
    },
    [update],
  );
  return { ...query, remove };
}
