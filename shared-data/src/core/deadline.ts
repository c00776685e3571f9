// A deadline is raced against the request, never awaited through it: a Firestore call the back end
// holds open is left behind and its late answer ignored.

/** Per request, not per operation. */
export const REQUEST_DEADLINE_MS = 12_000;

/** Does not stop a slow upload: files over 256 KB report progress per chunk, and a smaller one needs about 1.5 s at 1.5 Mbit/s. */
export const UPLOAD_STALL_MS = 10_000;

/** The largest file allowed (5 MB) takes about 84 s at 0.5 Mbit/s. */
export const UPLOAD_DEADLINE_MS = 90_000;

/** Storage's SDK retries a refused connection with growing pauses; stopping after this long reports it before an upload counts as stalled. */
export const UNREACHABLE_RETRY_MS = 5_000;

export class DeadlineExceededError extends Error {
  override readonly name = 'DeadlineExceededError';
  constructor(
    readonly operation: string,
    readonly deadlineMs: number,
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
  stallMs?: number;
}

/** At the deadline the signal given to `work` is aborted, so it can cancel what it started. */
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
