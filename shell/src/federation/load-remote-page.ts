import { loadRemote } from '@module-federation/runtime';
import type { PageModule } from '@seawave/shared-ui';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from './remote-manifests';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * How often a remote that cannot be fetched is tried before its routes show
 * the error panel: a handful of attempts with growing pauses, never a loop.
 * (Tests shorten the pauses.)
 */
export const remoteLoadPolicy = {
  attempts: 3,
  /** Pause before attempt `n` (n >= 1, the first retry). */
  pauseMs: (n: number): number => 400 * 2 ** (n - 1),
};

/** Lazy page components, one per exposed module, kept also when they failed. */
const pages = new Map<string, LazyPage>();
/** Remotes that could not be fetched, remembered until "Try again". */
const failedRemotes = new Map<RemoteName, Error>();

const keyOf = (remote: RemoteName, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class NotAPageError extends Error {}

async function fetchPage(key: string): Promise<PageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < remoteLoadPolicy.attempts; attempt += 1) {
    if (attempt > 0) await pause(remoteLoadPolicy.pauseMs(attempt));
    try {
      const loaded = await loadRemote<PageModule>(key);
      if (!loaded || typeof loaded.default !== 'function') {
        throw new NotAPageError(`${key} does not default-export a page component`);
      }
      return loaded;
    } catch (error) {
      // A module without a page will not grow one: only fetch failures are retried.
      if (error instanceof NotAPageError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The lazy page component of one exposed module of a remote.
 *
 * The component is created once and kept, also after a failure: React.lazy
 * then rethrows the same error on every render instead of fetching again, so
 * a down remote costs a bounded number of requests however often its routes
 * render. A failure is remembered for the whole remote: its other pages fail
 * at once, without the network, until `retryRemote` is called. Other remotes
 * are not affected.
 */
export function lazyRemotePage(remote: RemoteName, module: string): LazyPage {
  const key = keyOf(remote, module);
  const cached = pages.get(key);
  if (cached) return cached;
  const page = lazy(async () => {
    const remembered = failedRemotes.get(remote);
    if (remembered) throw remembered;
    try {
      return await fetchPage(key);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!(failure instanceof NotAPageError)) failedRemotes.set(remote, failure);
      throw failure;
    }
  });
  pages.set(key, page);
  return page;
}

/** Forgets a remote's failure and its pages, so that the next render fetches that remote again ("Try again"). */
export function retryRemote(remote: RemoteName): void {
  failedRemotes.delete(remote);
  for (const key of pages.keys()) {
    if (key.startsWith(`${remote}/`)) pages.delete(key);
  }
}
