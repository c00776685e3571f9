import { prerenderKeys, type Post, type SortOrder } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { usePageQuery, type PageQuery } from '@seawave/shared-data/react';
import { useMemo } from 'react';

/** One read, newest first; another order is the same list reversed, with no read. */
export function usePosts(order: SortOrder): PageQuery<Post[]> {
  const { state, retry } = usePageQuery<Post[]>(prerenderKeys.posts('latest'), '[mfe-blog] could not load the posts');
  const sorted = useMemo(() => (state.status === 'success' && order !== 'latest' ? sortByCreatedAt(state.data, order) : null), [state, order]);
  return { state: sorted ? { status: 'success', data: sorted } : state, retry };
}
