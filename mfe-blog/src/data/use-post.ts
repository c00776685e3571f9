import { getDataApi, useDataQuery, type Post } from '@seawave/shared-data';

export type PostState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'notFound' }
  | { status: 'loaded'; post: Post };

/**
 * One post by id. A post that does not exist ends in 'notFound' (the spec's
 * endless spinner is replaced by a message); a failure ends in 'error'.
 */
export function usePost(postId: string | undefined): PostState & { reload: () => void } {
  const { state, reload } = useDataQuery(async () => (postId ? (await getDataApi()).posts.get(postId) : null), [postId], {
    errorMessage: `[mfe-blog] could not load the post ${postId ?? ''}`,
  });
  if (state.status !== 'success') return { ...state, reload };
  return state.data ? { status: 'loaded', post: state.data, reload } : { status: 'notFound', reload };
}
