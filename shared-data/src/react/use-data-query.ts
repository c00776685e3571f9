import { use, useCallback, useContext, useEffect, useRef, useState, type DependencyList } from 'react';
import { loadingState, sameDeps, toError, type DataState } from './data-state';
// Through the package (the shared singleton), not a relative path: one context per page.
import { PrerenderDataContext } from '@seawave/shared-data';

export interface DataQuery<T> {
  state: DataState<T>;
  retry: () => void;
  update: (change: (data: T) => T) => void;
}

export interface DataOptions {
  errorMessage?: string;
  key?: string;
}

type Settled<T> = Exclude<DataState<T>, { status: 'loading' }>;

/** Like useEffect, `deps` must list every value `load` and `errorMessage` read; answers to older reads are ignored. */
export function useDataQuery<T>(load: () => Promise<T>, deps: DependencyList, options: DataOptions = {}): DataQuery<T> {
  const { errorMessage, key } = options;
  const prerender = useContext(PrerenderDataContext);
  const served = prerender?.kind === 'server' && key !== undefined ? use(prerender.read(key, load)) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [initial] = useState(() => (key !== undefined ? prerender?.initial<T>(key) : undefined));
  const [result, setResult] = useState<{ deps: DependencyList; attempt: number; state: Settled<T> } | null>(() =>
    initial ? { deps, attempt: 0, state: { status: 'success', data: initial.data } } : null,
  );
  const servedFresh = useRef(initial?.fresh === true);

  useEffect(() => {
    // The server read it for this page moments ago: reading again would cost a read and the Firestore code for nothing.
    if (servedFresh.current) {
      servedFresh.current = false;
      return;
    }
    let active = true;
    (async () => {
      let state: Settled<T>;
      try {
        state = { status: 'success', data: await load() };
      } catch (error) {
        if (errorMessage !== undefined) console.error(errorMessage, error);
        state = { status: 'error', error: toError(error) };
      }
      if (active) setResult({ deps, attempt, state });
    })();
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` stand for `load` and `errorMessage`, as with useEffect
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setResult((previous) =>
      previous?.state.status === 'success' ? { ...previous, state: { status: 'success', data: change(previous.state.data) } } : previous,
    );
  }, []);

  if (served !== undefined) return { state: { status: 'success', data: served as T }, retry, update };
  // A newer read replaces a served value that was not fresh when it arrives, with no loading state between.
  const state = result !== null && result.attempt === attempt && sameDeps(result.deps, deps) ? result.state : loadingState;
  return { state, retry, update };
}
