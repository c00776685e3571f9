import { useCallback, useEffect, useState } from 'react';
import { getDataApi, sortByCreatedAt, type Post, type SortOrder } from '@seawave/shared-data';

export type PostsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; posts: Post[] };

type Settled = Exclude<PostsState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The published posts in `order` (spec §4: sorted on the client by
 * createdAt). The list is READ AGAIN every time `order` changes (the spec's
 * blog list refetches on a sort change) and on `reload()`; meanwhile the
 * state is 'loading'. A response to an older request is ignored.
 */
export function usePosts(order: SortOrder): PostsState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${order}#${attempt}`;
  const [result, setResult] = useState<{ request: string; state: Settled } | null>(null);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const api = await getDataApi();
        const posts = await api.posts.list();
        if (current) setResult({ request, state: { status: 'loaded', posts: sortByCreatedAt(posts, order) } });
      } catch (error) {
        console.error('[mfe-blog] could not load the posts', error);
        if (current) setResult({ request, state: { status: 'error', error: toError(error) } });
      }
    })();
    return () => {
      current = false;
    };
  }, [order, request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: PostsState = result?.request === request ? result.state : { status: 'loading' };
  return { ...state, reload };
}
