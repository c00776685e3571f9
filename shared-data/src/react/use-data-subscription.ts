/**
 * `useDataSubscription`: a live source (e.g. `vacancies.subscribe`) as React
 * state, with the same state names and `retry` as useDataQuery. Imports
 * nothing but React; `subscribe` reaches the data interface inside the effect.
 */
import { use, useCallback, useContext, useEffect, useState, type DependencyList } from 'react';
import { loadingState, sameDeps, toError, type DataState } from './data-state';
// Through the package (the shared singleton), not a relative path: one context per page.
import { PrerenderDataContext } from '@seawave/shared-data';
import type { DataOptions } from './use-data-query';

export type Unsubscribe = () => void;

export interface DataSubscription<T> {
  /** 'loading' until the first value; 'success' with the latest value; 'error' once the source fails (it has then stopped). */
  state: DataState<T>;
  /** Subscribes again (the state is 'loading' meanwhile). */
  retry: () => void;
}

type Settled<T> = Exclude<DataState<T>, { status: 'loading' }>;

/**
 * Calls `subscribe(onData, onError)` when the component mounts, whenever
 * `deps` change and on `retry()`; it returns (or resolves to) the function
 * that stops the source, which runs when the component unmounts or
 * subscribes again. Values and errors of an older subscription are ignored.
 * Like useEffect, `deps` must list every value `subscribe` reads.
 */
export function useDataSubscription<T>(
  subscribe: (onData: (data: T) => void, onError: (error: unknown) => void) => Unsubscribe | Promise<Unsubscribe>,
  deps: DependencyList,
  options: DataOptions = {},
): DataSubscription<T> {
  const { errorMessage, key } = options;
  const prerender = useContext(PrerenderDataContext);
  // Server: the prerender waits for the source's first value.
  const served = prerender?.kind === 'server' && key !== undefined ? use(prerender.read(key, () => firstValue(subscribe))) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ deps: DependencyList; attempt: number; state: Settled<T> } | null>(() => {
    const initial = key !== undefined ? prerender?.initial<T>(key) : undefined;
    return initial ? { deps, attempt: 0, state: { status: 'success', data: initial.data } } : null;
  });

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
    (async () => {
      try {
        const unsubscribe = await subscribe((data) => settle({ status: 'success', data }), fail);
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
    // `deps` stand for `subscribe` and `errorMessage`, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (served !== undefined) return { state: { status: 'success', data: served as T }, retry };
  const state = result !== null && result.attempt === attempt && sameDeps(result.deps, deps) ? result.state : loadingState;
  return { state, retry };
}

/** The first value of a source, which is then stopped (a prerender takes one snapshot). */
function firstValue<T>(subscribe: (onData: (data: T) => void, onError: (error: unknown) => void) => Unsubscribe | Promise<Unsubscribe>): Promise<T> {
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
