import { loadRemote } from '@module-federation/runtime';
import type { PageModule } from '@seawave/shared-ui';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetries } from './retry-policy';

export { remoteLoadPolicy } from './retry-policy';

type LazyPage = LazyExoticComponent<ComponentType>;
/** A remote's federation name, as remotes.json and its route manifest give it. */
type RemoteName = string;

/** Lazy page components, one per exposed module, kept also when they failed. */
const pages = new Map<string, LazyPage>();
/** Remotes that could not be fetched, remembered until "Try again". */
const failedRemotes = new Map<RemoteName, Error>();

const keyOf = (remote: RemoteName, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;

class NotAPageError extends Error {}

function fetchPage(key: string): Promise<PageModule> {
  return withRetries(
    async () => {
      const loaded = await loadRemote<PageModule>(key);
      if (!loaded || typeof loaded.default !== 'function') {
        throw new NotAPageError(`${key} does not default-export a page component`);
      }
      return loaded;
    },
    // A module without a page will not grow one: only fetch failures are retried.
    (error) => error instanceof NotAPageError,
  );
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
