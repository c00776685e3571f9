import { useCallback, useEffect, useState } from 'react';
import { getDataApi, type Post } from '@seawave/shared-data';

export type AdminPostsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; posts: Post[] };

type Settled = Exclude<AdminPostsState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * Every blog post for the admin list (unsorted: the page sorts), plus
 * `remove(id)`, which deletes the post and then drops it from the list.
 * `remove` rejects on failure (the page shows the error) and leaves the list
 * as it was.
 */
export function useAdminPosts(): AdminPostsState & { reload: () => void; remove: (id: string) => Promise<void> } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: Settled } | null>(null);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const posts = await (await getDataApi()).posts.list();
        if (current) setResult({ attempt, state: { status: 'loaded', posts } });
      } catch (error) {
        console.error('[mfe-admin] could not load the posts', error);
        if (current) setResult({ attempt, state: { status: 'error', error: toError(error) } });
      }
    })();
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const remove = useCallback(async (id: string) => {
    await (await getDataApi()).posts.remove(id);
    setResult((previous) =>
      previous?.state.status === 'loaded'
        ? { attempt: previous.attempt, state: { status: 'loaded', posts: previous.state.posts.filter((post) => post.id !== id) } }
        : previous,
    );
  }, []);

  const state: AdminPostsState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { ...state, reload, remove };
}
