/** A few attempts with growing pauses, never a loop. Imports nothing, so the shell's first script can use it. */
export const remoteLoadPolicy = {
  attempts: 3,
  pauseMs: (n: number): number => 400 * 2 ** (n - 1),
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
