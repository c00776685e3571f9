/**
 * `useDataQuery`: one asynchronous read (normally through getDataApi()) as
 * React state. A remote's data hooks (usePost, useQuotes, useApplicant …)
 * are one-line calls of it. Light on purpose: it imports nothing but React;
 * `load` reaches the data interface, and only inside the effect, so the
 * Firebase SDK loads when data is needed.
 */
import { use, useCallback, useContext, useEffect, useState, type DependencyList } from 'react';
import { loadingState, sameDeps, toError, type DataState } from './data-state';
// Through the package (the shared singleton), not a relative path: one context per page.
import { PrerenderDataContext } from '@seawave/shared-data';

export interface DataQuery<T> {
  state: DataState<T>;
  /** Reads again (the state is 'loading' meanwhile). */
  retry: () => void;
  /** Replaces the loaded data (after a successful mutation); does nothing unless loaded. */
  update: (change: (data: T) => T) => void;
}

export interface DataOptions {
  /** Logged with console.error, followed by the cause, when the read fails. */
  errorMessage?: string;
  /**
   * Names the read (e.g. `post:<id>`), one key per distinct result: a page
   * being prerendered then waits for it and embeds the result, and the
   * browser hydrates from that result before reading again.
   */
  key?: string;
}

type Settled<T> = Exclude<DataState<T>, { status: 'loading' }>;

/**
 * Runs `load` (e.g. `async () => (await getDataApi()).posts.get(id)`) when
 * the component mounts, whenever `deps` change and on `retry()`. The state
 * is 'loading' until the read for the current deps and attempt settles; a
 * response to an older request is ignored. Like useEffect, `deps` must list
 * every value `load` (and `errorMessage`) reads.
 */
export function useDataQuery<T>(load: () => Promise<T>, deps: DependencyList, options: DataOptions = {}): DataQuery<T> {
  const { errorMessage, key } = options;
  const prerender = useContext(PrerenderDataContext);
  // Server: the prerender waits for the read (use suspends until it settles).
  const served = prerender?.kind === 'server' && key !== undefined ? use(prerender.read(key, load)) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ deps: DependencyList; attempt: number; state: Settled<T> } | null>(() => {
    const initial = key !== undefined ? prerender?.initial<T>(key) : undefined;
    return initial ? { deps, attempt: 0, state: { status: 'success', data: initial.data } } : null;
  });

  useEffect(() => {
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
    // `deps` stand for `load` and `errorMessage`, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setResult((previous) =>
      previous?.state.status === 'success' ? { ...previous, state: { status: 'success', data: change(previous.state.data) } } : previous,
    );
  }, []);

  if (served !== undefined) return { state: { status: 'success', data: served as T }, retry, update };
  // A newer read of the same deps replaces the prerendered value when it arrives, without a loading state between.
  const state = result !== null && result.attempt === attempt && sameDeps(result.deps, deps) ? result.state : loadingState;
  return { state, retry, update };
}
