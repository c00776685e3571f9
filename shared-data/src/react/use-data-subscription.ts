import { use, useCallback, useContext, useEffect, useRef, useState, type DependencyList } from 'react';
import { loadingState, sameDeps, toError, type DataState } from './data-state';
// Through the package (the shared singleton), not a relative path: one context per page.
import { PrerenderDataContext } from '@seawave/shared-data';
import type { DataOptions } from './use-data-query';

export type Unsubscribe = () => void;

export interface SubscribeContext {
  /** The page shows what the server read for it moments ago: only changes from now on are needed. */
  servedFresh: boolean;
}

type Subscribe<T> = (onData: (data: T) => void, onError: (error: unknown) => void, context: SubscribeContext) => Unsubscribe | Promise<Unsubscribe>;

export interface DataSubscription<T> {
  state: DataState<T>;
  retry: () => void;
}

type Settled<T> = Exclude<DataState<T>, { status: 'loading' }>;

/** Like useEffect, `deps` must list every value `subscribe` and `errorMessage` read. */
export function useDataSubscription<T>(
  subscribe: Subscribe<T>,
  deps: DependencyList,
  options: DataOptions = {},
): DataSubscription<T> {
  const { errorMessage, key } = options;
  const prerender = useContext(PrerenderDataContext);
  const served = prerender?.kind === 'server' && key !== undefined ? use(prerender.read(key, () => firstValue(subscribe))) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [initial] = useState(() => (key !== undefined ? prerender?.initial<T>(key) : undefined));
  const [result, setResult] = useState<{ deps: DependencyList; attempt: number; state: Settled<T> } | null>(() =>
    initial ? { deps, attempt: 0, state: { status: 'success', data: initial.data } } : null,
  );
  const servedFresh = useRef(initial?.fresh === true);

  useEffect(() => {
    let active = true;
    let stop: Unsubscribe | null = null;
    const settle = (state: Settled<T>) => {
      if (active) setResult({ deps, attempt, state });
    };
    const fail = (error: unknown) => {
      if (!active) return;
      if (errorMessage !== undefined) console.error(errorMessage, error);
      settle({ status: 'error', error: toError(error) });
    };
    const context = { servedFresh: servedFresh.current };
    servedFresh.current = false;
    (async () => {
      try {
        const unsubscribe = await subscribe((data) => settle({ status: 'success', data }), fail, context);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` stand for `subscribe` and `errorMessage`, as with useEffect
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (served !== undefined) return { state: { status: 'success', data: served as T }, retry };
  const state = result !== null && result.attempt === attempt && sameDeps(result.deps, deps) ? result.state : loadingState;
  return { state, retry };
}

function firstValue<T>(subscribe: Subscribe<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let stop: Unsubscribe | null = null;
    const finish = () => {
      done = true;
      stop?.();
    };
    Promise.resolve(
      subscribe(
        (data) => {
          if (done) return;
          finish();
          resolve(data);
        },
        (error) => {
          if (done) return;
          finish();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        { servedFresh: false },
      ),
    ).then(
      (unsubscribe) => {
        if (done) unsubscribe();
        else stop = unsubscribe;
      },
      (error: unknown) => {
        if (!done) reject(error instanceof Error ? error : new Error(String(error)));
        done = true;
      },
    );
  });
}
