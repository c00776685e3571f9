/**
 * Deadlines of reads, writes and uploads: nothing a visitor or a staff member
 * waits on waits for ever, whether the back end fails or never answers. When
 * a deadline passes the operation rejects with a `DeadlineExceededError` (the
 * forms then show their failure message and keep every value, a list shows
 * its error with Try again), and an upload still running is cancelled, so it
 * stores nothing and nothing is created after it.
 *
 * A deadline is raced against the request, never awaited through it: a
 * request the back end holds open (a Firestore call whose answer never
 * comes) is left behind, and a late answer is ignored.
 */

/**
 * One request to the back end (reading a document, a page or a count,
 * writing a document or a batch, signing in) gives up after this long.
 * Each request of an operation has its own: a Send that reads the visitor's
 * limit and then writes ends at this deadline when the database hangs.
 */
export const REQUEST_DEADLINE_MS = 12_000;

/**
 * An upload gives up when no bytes have been acknowledged for this long: the
 * file store does not answer. A slow upload that keeps going is not stopped
 * by it: a file over 256 KB goes in chunks whose bytes the browser reports as
 * they are sent; a smaller one goes in one request, answered within about
 * 1.5 s on a 1.5 Mbit/s connection.
 */
export const UPLOAD_STALL_MS = 10_000;

/**
 * An upload that keeps progressing gives up after this long: the largest
 * file allowed (5 MB) on a connection of about 0.5 Mbit/s takes about 84 s.
 */
export const UPLOAD_DEADLINE_MS = 90_000;

/**
 * While Storage cannot be reached at all (connection refused), its SDK
 * retries with growing pauses; it stops after this long, so an unreachable
 * service is reported in seconds, before an upload counts as stalled.
 */
export const UNREACHABLE_RETRY_MS = 5_000;

/** An operation that did not finish before its deadline, or made no progress for too long. */
export class DeadlineExceededError extends Error {
  override readonly name = 'DeadlineExceededError';
  constructor(
    readonly operation: string,
    readonly deadlineMs: number,
    /** 'stalled': no progress for `deadlineMs`; 'total': not finished within `deadlineMs`. */
    readonly kind: 'total' | 'stalled' = 'total',
  ) {
    super(
      kind === 'stalled'
        ? `${operation} made no progress for ${deadlineMs / 1000} s.`
        : `${operation} did not finish within ${deadlineMs / 1000} s.`,
    );
  }
}

export interface DeadlineOptions {
  /**
   * Also give up when `work` reports no progress (calls `progressed`) for
   * this long, counted from the start and from each progress.
   */
  stallMs?: number;
}

/**
 * Runs `work` with a deadline: resolves or rejects as it does, unless
 * `deadlineMs` passes first (or, with `stallMs`, that long passes without
 * progress); then the signal given to `work` is aborted (so it can cancel
 * what it started) and the result rejects with a `DeadlineExceededError`.
 * A result of `work` that arrives later is ignored.
 */
export function withDeadline<T>(
  operation: string,
  deadlineMs: number,
  work: (signal: AbortSignal, progressed: () => void) => Promise<T>,
  { stallMs }: DeadlineOptions = {},
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(stall);
    };
    const giveUp = (error: DeadlineExceededError) => {
      if (controller.signal.aborted) return;
      stop();
      controller.abort(error);
      reject(error);
    };
    const timer = setTimeout(() => giveUp(new DeadlineExceededError(operation, deadlineMs)), deadlineMs);
    const progressed = () => {
      if (stallMs === undefined || controller.signal.aborted) return;
      clearTimeout(stall);
      stall = setTimeout(() => giveUp(new DeadlineExceededError(operation, stallMs, 'stalled')), stallMs);
    };
    progressed();
    let started: Promise<T>;
    try {
      started = work(controller.signal, progressed);
    } catch (error) {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    started.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
