import { skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toError, type DataState } from './data-state';

export type Unsubscribe = () => void;
export type Subscribe<T> = (onData: (data: T) => void, onError: (error: unknown) => void) => Unsubscribe | Promise<Unsubscribe>;

export interface LiveQuery<T> {
  state: DataState<T>;
  retry: () => void;
}

/**
 * A staff list that follows its source: each value goes into the query cache under `queryKey`, so every screen
 * that reads the key shows it. `subscribe` is called again only when the key changes or after 'Try again'.
 */
export function useLiveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>, errorMessage: string): LiveQuery<T> {
  const client = useQueryClient();
  const query = useQuery<T>({ queryKey, queryFn: skipToken });
  const [failure, setFailure] = useState<{ attempt: number; error: Error } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hash = JSON.stringify(queryKey);

  useEffect(() => {
    let active = true;
    let stop: Unsubscribe | null = null;
    const fail = (error: unknown) => {
      if (!active) return;
      console.error(errorMessage, error);
      setFailure({ attempt, error: toError(error) });
    };
    (async () => {
      try {
        const unsubscribe = await subscribe((data) => {
          if (active) client.setQueryData<T>(queryKey, data);
        }, fail);
        if (active) stop = unsubscribe;
        else unsubscribe();
      } catch (error) {
        fail(error);
      }
    })();
    return () => {
      active = false;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for `subscribe`; the message never changes
  }, [hash, attempt, client]);

  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  if (failure?.attempt === attempt) return { state: { status: 'error', error: failure.error }, retry };
  if (query.data !== undefined) return { state: { status: 'success', data: query.data }, retry };
  return { state: { status: 'loading' }, retry };
}
