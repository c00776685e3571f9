import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SubmitOnce<A extends unknown[], R> {
  /**
   * Runs the wrapped function unless a run is already in flight; an ignored
   * call resolves to undefined at once. Errors of the run are rethrown.
   */
  submit: (...args: A) => Promise<R | undefined>;
  /** True while a run is in flight (disable inputs, show a spinner). */
  submitting: boolean;
}

/**
 * Wraps an async submit so a double click (or a second Enter) never submits
 * twice: calls made while one is in flight are ignored, even in the same tick
 * (before React re-renders the disabled button).
 *
 *   const { submit, submitting } = useSubmitOnce(async (values: Quote) => api.addQuote(values));
 *   <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(values).catch(showError); }}>
 */
export function useSubmitOnce<A extends unknown[], R>(fn: (...args: A) => Promise<R>): SubmitOnce<A, R> {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const latestFn = useRef(fn);

  useLayoutEffect(() => {
    latestFn.current = fn;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(async (...args: A): Promise<R | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    try {
      return await latestFn.current(...args);
    } finally {
      inFlight.current = false;
      if (mounted.current) setSubmitting(false);
    }
  }, []);

  return { submit, submitting };
}
