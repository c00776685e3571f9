import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName, RemotePageModule } from '@seawave/shared-ui';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

const cache = new Map<string, LazyPage>();

/**
 * A lazy page component for one exposed module of a remote. It is cached so
 * that revisiting a route renders at once; a failed load is dropped from the
 * cache (React.lazy would otherwise keep the rejection forever), so the next
 * attempt fetches the remote again.
 */
export function lazyRemotePage<R extends RemoteName>(remote: R, module: RemoteModule<R>): LazyPage {
  const key = `${remote}/${module.replace(/^\.\//, '')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const page = lazy(async () => {
    try {
      const loaded = await loadRemote<RemotePageModule>(key);
      if (!loaded || typeof loaded.default !== 'function') {
        throw new Error(`${key} does not default-export a page component`);
      }
      return loaded;
    } catch (error) {
      cache.delete(key);
      throw error;
    }
  });
  cache.set(key, page);
  return page;
}

/** Forgets a page so that the next render loads it again (used by "Try again"). */
export function forgetRemotePage(remote: RemoteName, module: string): void {
  cache.delete(`${remote}/${module.replace(/^\.\//, '')}`);
}
