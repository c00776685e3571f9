// A form's send outlives its page: a visitor who presses Back while it is on its way finds its outcome when they
// come back, and the browser asks before the page is left. What the visitor sent is kept in the session (when it
// holds no file), so a send cut off by leaving the site is sent again, with the same id, when they return.

export type OutboxState = 'sending' | 'sent' | 'failed';

export interface OutboxEntry {
  /** The submission's id: the same id sent again is stored once. */
  id: string;
  /** What was sent, to tell a retry of the same answers from new ones. */
  fingerprint: string;
  values: unknown;
  state: OutboxState;
  /** In this page only: the send still on its way. */
  promise?: Promise<unknown>;
  result?: unknown;
  error?: unknown;
}

const entries = new Map<string, OutboxEntry>();
const storageKey = (key: string) => `seawave.outbox.${key}`;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Failures after which the send is known not to have been stored: the server refused it, or the browser was
 * offline. Any other (no answer, a connection cut by leaving the page) may have been stored, so the session keeps
 * the send to send again, under the same id, when the form is next shown. By name: the errors come from another
 * package, possibly another copy of it.
 */
const definiteFailures = new Set(['SubmissionRefusedError', 'OfflineError', 'FileValidationError', 'EntityValidationError']);
const isDefinite = (error: unknown) => error instanceof Error && definiteFailures.has(error.name);

function keep(key: string, entry: OutboxEntry | null, keepValues: boolean): void {
  const storage = session();
  if (!storage) return;
  try {
    if (!entry || !keepValues || (entry.state === 'failed' && isDefinite(entry.error))) storage.removeItem(storageKey(key));
    else if (entry.state === 'failed') return;
    else storage.setItem(storageKey(key), JSON.stringify({ id: entry.id, fingerprint: entry.fingerprint, values: entry.values, state: entry.state, result: entry.result }));
  } catch {
    // Storage full or refused: the page's own memory still holds the entry.
  }
}

/** The entry of this page, else the one a reload or a return to the site left in the session. */
export function outboxEntry(key: string): OutboxEntry | null {
  const held = entries.get(key);
  if (held) return held;
  try {
    const kept = session()?.getItem(storageKey(key));
    if (!kept) return null;
    const parsed = JSON.parse(kept) as OutboxEntry;
    return typeof parsed?.id === 'string' && typeof parsed.fingerprint === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

let sending = 0;
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** Tracks a send: its outcome is kept after the form that started it has gone. */
export function trackSend<Result>(key: string, entry: Omit<OutboxEntry, 'state' | 'promise' | 'result' | 'error'>, promise: Promise<Result>, keepValues: boolean): void {
  const tracked: OutboxEntry = { ...entry, state: 'sending', promise };
  entries.set(key, tracked);
  keep(key, tracked, keepValues);
  if (typeof window !== 'undefined' && sending++ === 0) window.addEventListener('beforeunload', askBeforeLeaving);
  const settle = (update: Partial<OutboxEntry>) => {
    if (typeof window !== 'undefined' && --sending === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
    if (entries.get(key) !== tracked) return;
    Object.assign(tracked, update, { promise: undefined });
    keep(key, tracked, keepValues);
  };
  promise.then(
    (result) => settle({ state: 'sent', result }),
    (error: unknown) => settle({ state: 'failed', error }),
  );
}

/** The outcome has been shown (or the form starts afresh): nothing is kept. */
export function clearOutbox(key: string): void {
  entries.delete(key);
  keep(key, null, false);
}

/** A failure this page has shown: forgotten here; the session keeps a send that may have been stored (see above). */
export function forgetShownFailure(key: string): void {
  entries.delete(key);
}
