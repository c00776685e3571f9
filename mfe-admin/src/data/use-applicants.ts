import { getDataApi, sortByCreatedAt, type Applicant } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';

/** The applicant list: loading, error, loaded (an empty list is the empty state). */
export type ApplicantsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; applicants: Applicant[] };

type Settled = Exclude<ApplicantsState, { status: 'loading' }>;

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export interface UseApplicantsResult {
  state: ApplicantsState;
  /** Fetches the list again. */
  reload: () => void;
  /** Deletes an applicant (and its resume), then drops it from the list. Rejects on failure (the list is unchanged). */
  remove: (id: string) => Promise<void>;
}

/** All applicants, newest first. */
export function useApplicants(): UseApplicantsResult {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: Settled } | null>(null);

  useEffect(() => {
    let active = true;
    (async () => {
      try {
        const applicants = await (await getDataApi()).applicants.list();
        if (active) setResult({ attempt, state: { status: 'loaded', applicants: sortByCreatedAt(applicants, 'latest') } });
      } catch (error) {
        console.error('[mfe-admin] could not load the applicants', error);
        if (active) setResult({ attempt, state: { status: 'error', error: toError(error) } });
      }
    })();
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const remove = useCallback(async (id: string) => {
    await (await getDataApi()).applicants.remove(id);
    setResult((current) =>
      current && current.state.status === 'loaded'
        ? { ...current, state: { status: 'loaded', applicants: current.state.applicants.filter((a) => a.id !== id) } }
        : current,
    );
  }, []);

  const state: ApplicantsState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { state, reload, remove };
}
