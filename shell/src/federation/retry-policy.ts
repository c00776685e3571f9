/**
 * How often a remote's file (its route manifest or its code) that cannot be
 * fetched is tried before its routes show the error panel: a handful of
 * attempts with growing pauses, never a loop. (Tests shorten the pauses.)
 * Imports nothing, so the shell's first script can use it.
 */
export const remoteLoadPolicy = {
  attempts: 3,
  /** Pause before attempt `n` (n >= 1, the first retry). */
  pauseMs: (n: number): number => 400 * 2 ** (n - 1),
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load` up to `remoteLoadPolicy.attempts` times while it fails with an error `isFinal` does not single out. */
export async function withRetries<T>(load: () => Promise<T>, isFinal: (error: unknown) => boolean = () => false): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < remoteLoadPolicy.attempts; attempt += 1) {
    if (attempt > 0) await pause(remoteLoadPolicy.pauseMs(attempt));
    try {
      return await load();
    } catch (error) {
      if (isFinal(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
