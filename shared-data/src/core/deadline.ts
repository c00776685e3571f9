/**
 * Deadlines of writes and uploads: nothing a visitor or an admin sends waits
 * for ever. When a deadline passes the operation rejects with a
 * `DeadlineExceededError` (the forms then show their failure message and keep
 * every value), and an upload still running is cancelled, so it stores
 * nothing and nothing is created after it.
 */

/** A document write (a quote, an application, a post, a vacancy) gives up after this long. */
export const WRITE_DEADLINE_MS = 15_000;

/**
 * An upload gives up after this long: the largest file allowed (5 MB) on a
 * slow connection of about 1.5 Mbit/s takes about 28 s.
 */
export const UPLOAD_DEADLINE_MS = 30_000;

/**
 * While Storage cannot be reached at all (no answer, connection refused),
 * its SDK retries with growing pauses; it stops after this long, so an
 * unreachable service is reported in seconds, well before the upload deadline.
 */
export const UNREACHABLE_RETRY_MS = 5_000;

/** An operation that did not finish before its deadline. */
export class DeadlineExceededError extends Error {
  override readonly name = 'DeadlineExceededError';
  constructor(
    readonly operation: string,
    readonly deadlineMs: number,
  ) {
    super(`${operation} did not finish within ${deadlineMs / 1000} s.`);
  }
}

/**
 * Runs `work` with a deadline: resolves or rejects as it does, unless
 * `deadlineMs` passes first; then the signal given to `work` is aborted (so it
 * can cancel what it started) and the result rejects with a
 * `DeadlineExceededError`. A result of `work` that arrives later is ignored.
 */
export function withDeadline<T>(operation: string, deadlineMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new DeadlineExceededError(operation, deadlineMs);
      controller.abort(error);
      reject(error);
    }, deadlineMs);
    let started: Promise<T>;
    try {
      started = work(controller.signal);
    } catch (error) {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
