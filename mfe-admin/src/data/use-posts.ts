import { getDataApi, useDataQuery, type Post } from '@seawave/shared-data';
import { useCallback } from 'react';

export type AdminPostsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; posts: Post[] };

/**
 * Every blog post for the admin list (unsorted: the page sorts), plus
 * `remove(id)`, which deletes the post and then drops it from the list.
 * `remove` rejects on failure (the page shows the error) and leaves the list
 * as it was.
 */
export function useAdminPosts(): AdminPostsState & { reload: () => void; remove: (id: string) => Promise<void> } {
  const { state, reload, update } = useDataQuery(async () => (await getDataApi()).posts.list(), [], {
    errorMessage: '[mfe-admin] could not load the posts',
  });

  const remove = useCallback(
    async (id: string) => {
      await (await getDataApi()).posts.remove(id);
      update((posts) => posts.filter((post) => post.id !== id));
    },
    [update],
  );

  return state.status === 'success' ? { status: 'loaded', posts: state.data, reload, remove } : { ...state, reload, remove };
}
