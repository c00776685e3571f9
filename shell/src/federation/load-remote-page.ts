import { loadRemote } from '@module-federation/runtime';
import type { PageModule } from '@seawave/shared-ui';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetries } from './retry-policy';

export { remoteLoadPolicy } from './retry-policy';

type LazyPage = LazyExoticComponent<ComponentType>;
type RemoteName = string;

/** Kept also after a failure, so React.lazy rethrows it instead of fetching again. */
const pages = new Map<string, LazyPage>();
const failedRemotes = new Map<RemoteName, Error>();

const keyOf = (remote: RemoteName, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;

class NotAPageError extends Error {}

/** A prerendered page pins the builds it was rendered with; true when the remote now points at its current build. */
type PinnedBuildGone = (remote: RemoteName) => Promise<boolean>;
let pinnedBuildGone: PinnedBuildGone | null = null;

export function onPinnedBuildGone(handler: PinnedBuildGone | null): void {
  pinnedBuildGone = handler;
}

/** Each remote's type-check already checks its exposes; this guards against a remote deployed from an older contract. */
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

/** A failure is remembered for the whole remote until `retryRemote`, so a down remote costs a bounded number of requests. */
export function lazyRemotePage(remote: RemoteName, module: string): LazyPage {
  const key = keyOf(remote, module);
  const cached = pages.get(key);
  if (cached) return cached;
  const page = lazy(async () => {
    const remembered = failedRemotes.get(remote);
    if (remembered) throw remembered;
    try {
      return await fetchPage(key).catch(async (error: unknown) => {
        // The pinned build is gone: the current build renders the page instead.
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

export function retryRemote(remote: RemoteName): void {
  failedRemotes.delete(remote);
  for (const key of pages.keys()) {
    if (key.startsWith(`${remote}/`)) pages.delete(key);
  }
}

/** A long-running server must render with the remotes as deployed now; a browser tab keeps what it loaded. */
export function forgetRemotePages(): void {
  failedRemotes.clear();
  pages.clear();
}
