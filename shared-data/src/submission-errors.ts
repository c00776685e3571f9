// How a public form's send can fail, in words the visitor can act on. Recognised by name, not instanceof:
// federated containers may hold separate copies of this module.
import type { RefusalDetails } from './public-forms';

export const OFFLINE_TEXT = 'You seem to be offline. Nothing was sent; your answers are kept.';
export const UNCONFIRMED_TEXT =
  'We could not confirm that your form arrived: the connection is slow or the server did not answer. Your answers are kept; sending again will not send it twice.';

/** The functions refused the submission: over a limit, a closed vacancy, a missing resume. Their message says why. */
export class SubmissionRefusedError extends Error {
  override readonly name = 'SubmissionRefusedError';
  constructor(
    message: string,
    readonly details: RefusalDetails | null,
  ) {
    super(message);
  }
}

/** The browser is offline: the request never left it. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super(OFFLINE_TEXT);
  }
}

/** No answer came: the submission may or may not have arrived; sending it again is safe. */
export class UnconfirmedSubmissionError extends Error {
  override readonly name = 'UnconfirmedSubmissionError';
  constructor(override readonly cause?: unknown) {
    super(UNCONFIRMED_TEXT);
  }
}

const submissionErrors = new Set(['SubmissionRefusedError', 'OfflineError', 'UnconfirmedSubmissionError']);

/**
 * The message a form shows for a failed send it can explain, else null (the form's own failure text). Offline, the
 * send may have failed before reaching the data interface (its code not yet loaded): it is still offline.
 */
export function submissionFailureMessage(error: unknown): string | null {
  if (error instanceof Error && submissionErrors.has(error.name)) return error.message;
  return typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_TEXT : null;
}

export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'storage/unauthorized';
}
