// Used by index.ts before the async boundary, so it must not import shared modules.
import { preloadRemote, registerRemotes } from '@module-federation/runtime';
// Not a shared module: a small pure module bundled into the shell.
import { remoteRelease } from '@seawave/shared-data/releases';

export interface RemoteEntry {
  name: string;
  entry: string;
}

/**
 * The page service names the builds of the visitor's cohort in the page; remotes.json read here (a page it did not
 * answer) gives the live build of a remote in a gradual release, which everyone outside the candidate's share gets.
 */
export function parseRemotesFile(data: unknown, base: string): RemoteEntry[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  return Object.entries(data).map(([name, entry]) => ({ name, entry: new URL(remoteRelease(entry, name).live, base).href }));
}

export function registerRemotesFile(data: unknown, base: string): RemoteEntry[] {
  const remotes = parseRemotesFile(data, base);
  registerRemotes(remotes);
  return remotes;
}

/** What preloading needs of the route catalog: which remote module serves a path. */
interface RouteLookup {
  routeFor(pathname: string): Promise<{ remote: string; module: string } | null>;
}

/** Downloads (without running) only the current page's remote, in parallel with the shell's start-up. */
export async function preloadPageOf(catalog: RouteLookup, pathname: string): Promise<void> {
  const route = await catalog.routeFor(pathname);
  if (!route) return;
  // The page's own load reports a failure.
  await preloadRemote([{ nameOrAlias: route.remote, exposes: [route.module], resourceCategory: 'sync' }]).catch(() => undefined);
}
