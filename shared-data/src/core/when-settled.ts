/** Work that can wait leaves the first seconds after load to the visitor's first taps. */
export const SETTLE_AFTER_LOAD_MS = 5_000;

export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}

/** Runs `task` when the browser is idle, `delayMs` after the page's load event (or after now, once loaded). */
export function whenSettled(task: () => void, delayMs = SETTLE_AFTER_LOAD_MS): void {
  const later = () => setTimeout(() => whenIdle(task), delayMs);
  const document = (globalThis as { document?: Document }).document;
  if (!document || document.readyState === 'complete') later();
  else globalThis.addEventListener('load', later, { once: true });
}
