// remotes.json: federation name of each remote -> URL of its mf-manifest.json
// (absolute, or relative to the shell's page). This module is used by
// index.ts before the async boundary, so it must not import shared modules.
import { preloadRemote, registerRemotes } from '@module-federation/runtime';
import type { RouteCatalog } from './route-catalog';

export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Checks and normalises the contents of remotes.json. */
export function parseRemotesFile(data: unknown, base: string): RemoteEntry[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  return Object.entries(data).map(([name, entry]) => {
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new Error(`remotes.json: the entry of "${name}" must be a URL string`);
    }
    return { name, entry: new URL(entry, base).href };
  });
}

/** Registers the remotes of remotes.json with the federation runtime (none is fetched yet). */
export function registerRemotesFile(data: unknown, base: string): RemoteEntry[] {
  const remotes = parseRemotesFile(data, base);
  registerRemotes(remotes);
  return remotes;
}

/**
 * Starts downloading (not running) the remote page of `pathname` as soon as
 * a route manifest claims it, in parallel with the shell's own start-up. No
 * other remote's code is fetched until one of its routes is visited.
 */
export async function preloadPageOf(catalog: RouteCatalog, pathname: string): Promise<void> {
  const route = await catalog.routeFor(pathname);
  if (!route) return;
  // A failure here is not an error: the page's own load reports it.
  await preloadRemote([{ nameOrAlias: route.remote, exposes: [route.module], resourceCategory: 'sync' }]).catch(() => undefined);
}
