// remotes.json: federation name of each remote -> URL of its mf-manifest.json
// (absolute, or relative to the shell's page). This module is used by
// index.ts before the async boundary, so it must not import shared modules.
import { preloadRemote, registerRemotes } from '@module-federation/runtime';
import { remotePageFor } from './route-owner';

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

/**
 * Registers the remotes with the federation runtime and starts downloading
 * (not running) the current page's remote, in parallel with the shell's own
 * start-up. No other remote is fetched until one of its routes is visited.
 */
export function registerRemotesAndPreload(data: unknown, location: Location): RemoteEntry[] {
  const remotes = parseRemotesFile(data, location.href);
  registerRemotes(remotes);
  const page = remotePageFor(location.pathname);
  if (page && remotes.some((remote) => remote.name === page.remote)) {
    // A failure here is not an error: the page's own load reports it.
    void preloadRemote([{ nameOrAlias: page.remote, exposes: [page.expose], resourceCategory: 'sync' }]).catch(
      () => undefined,
    );
  }
  return remotes;
}
