import { getDataApi, useDataQuery, type Post } from '@seawave/shared-data';

export type AdminPostState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'notFound' }
  | { status: 'loaded'; post: Post };

/** One post to edit: 'notFound' when it does not exist, 'error' when it cannot be read. */
export function useAdminPost(postId: string | undefined): AdminPostState & { reload: () => void } {
  const { state, reload } = useDataQuery(async () => (postId ? (await getDataApi()).posts.get(postId) : null), [postId], {
    errorMessage: `[mfe-admin] could not load the post ${postId ?? ''}`,
  });
  if (state.status !== 'success') return { ...state, reload };
  return state.data ? { status: 'loaded', post: state.data, reload } : { status: 'notFound', reload };
}
