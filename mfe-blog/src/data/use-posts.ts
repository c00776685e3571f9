import { getDataApi, sortByCreatedAt, useDataQuery, type Post, type SortOrder } from '@seawave/shared-data';

export type PostsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; posts: Post[] };

/**
 * The published posts in `order` (spec §4: sorted on the client by
 * createdAt). The list is READ AGAIN every time `order` changes (the spec's
 * blog list refetches on a sort change) and on `reload()`; meanwhile the
 * state is 'loading'. A response to an older request is ignored.
 */
export function usePosts(order: SortOrder): PostsState & { reload: () => void } {
  const { state, reload } = useDataQuery(async () => sortByCreatedAt(await (await getDataApi()).posts.list(), order), [order], {
    errorMessage: '[mfe-blog] could not load the posts',
  });
  return state.status === 'success' ? { status: 'loaded', posts: state.data, reload } : { ...state, reload };
}
