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

/**
 * What to do when a remote's pinned build cannot be loaded: a prerendered
 * page registers the builds it was rendered with, and one of them may have
 * been removed since. Resolves to true when the remote now points at another
 * build (its current one, from remotes.json), which is then tried once more.
 */
type PinnedBuildGone = (remote: RemoteName) => Promise<boolean>;
let pinnedBuildGone: PinnedBuildGone | null = null;

/** Installed by index.ts on a prerendered page. */
export function onPinnedBuildGone(handler: PinnedBuildGone | null): void {
  pinnedBuildGone = handler;
}

/**
 * Fetches an exposed page module. Each remote's own type-check checks every
 * module it exposes against `PageModule` (its src/exposes.generated.ts); the
 * check here still guards against a remote deployed from an older contract.
 */
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
      return await fetchPage(key).catch(async (error: unknown) => {
        // The build a prerendered page names is gone: its current build renders the page instead.
        if (error instanceof NotAPageError || !pinnedBuildGone || !(await pinnedBuildGone(remote).catch(() => false))) throw error;
        return fetchPage(key);
      });
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

/**
 * Forgets every remote's pages and failures. The page service calls it
 * before each render: a long-running server must render each request with
 * the remotes as deployed now (a redeployed remote's new build, a remote that
 * is back), where a browser tab keeps what it loaded.
 */
export function forgetRemotePages(): void {
  failedRemotes.clear();
  pages.clear();
}
