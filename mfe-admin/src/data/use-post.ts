import { useCallback, useEffect, useState } from 'react';
import { getDataApi, type Post } from '@seawave/shared-data';

export type AdminPostState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'notFound' }
  | { status: 'loaded'; post: Post };

type Settled = Exclude<AdminPostState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** One post to edit: 'notFound' when it does not exist, 'error' when it cannot be read. */
export function useAdminPost(postId: string | undefined): AdminPostState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${postId ?? ''}#${attempt}`;
  const [result, setResult] = useState<{ request: string; state: Settled } | null>(null);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const post = postId ? await (await getDataApi()).posts.get(postId) : null;
        if (current) setResult({ request, state: post ? { status: 'loaded', post } : { status: 'notFound' } });
      } catch (error) {
        console.error(`[mfe-admin] could not load the post ${postId ?? ''}`, error);
        if (current) setResult({ request, state: { status: 'error', error: toError(error) } });
      }
    })();
    return () => {
      current = false;
    };
  }, [postId, request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AdminPostState = result?.request === request ? result.state : { status: 'loading' };
  return { ...state, reload };
}
