import { getDataApi, type Applicant } from '@seawave/shared-data';
import { useCallback, useEffect, useState } from 'react';

/** One applicant: loading, error, not found, loaded. */
export type ApplicantState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'not-found' }
  | { status: 'loaded'; applicant: Applicant };

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** One applicant by id (its resumeURL resolved to a URL the admin can open). */
export function useApplicant(applicantId: string | undefined): { state: ApplicantState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${applicantId ?? ''}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: ApplicantState } | null>(null);

  useEffect(() => {
    let active = true;
    (async () => {
      let state: ApplicantState;
      try {
        const applicant = applicantId ? await (await getDataApi()).applicants.get(applicantId) : null;
        state = applicant ? { status: 'loaded', applicant } : { status: 'not-found' };
      } catch (error) {
        console.error('[mfe-admin] could not load the applicant', error);
        state = { status: 'error', error: toError(error) };
      }
      if (active) setResult({ key, state });
    })();
    return () => {
      active = false;
    };
  }, [applicantId, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result?.key === key ? result.state : { status: 'loading' }, reload };
}
