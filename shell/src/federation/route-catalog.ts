// Routes are learnt at run time from each remote's routes.json, so a remote that adds a page deploys alone.
// Imported before the async boundary: type-only imports from shared modules.
import type { ManifestRoute, PublishedRouteManifest, SiteRouteTable } from '@seawave/shared-ui';
import type { RemoteEntry } from './remote-registry';
import { withRetries } from './retry-policy';
import { cleanPath, matchesPattern } from './route-owner';

export interface SiteRoute extends ManifestRoute {
  remote: string;
  module: string;
  area: string;
  /** A staff screen: no chat link there. */
  staff: boolean;
}

export type RemoteRoutes =
  | { remote: string; status: 'loading' }
  | { remote: string; status: 'loaded'; routes: SiteRoute[] }
  | { remote: string; status: 'failed'; error: Error };

export interface CatalogSnapshot {
  remotesFile: 'loading' | 'loaded' | 'failed';
  remotes: readonly RemoteRoutes[];
  routes: readonly SiteRoute[];
}

export type Unclaimed = 'loading' | 'unavailable' | 'not-found';

export interface RouteCatalog {
  getSnapshot(): CatalogSnapshot;
  subscribe(listener: () => void): () => void;
  /** Refetches only what failed. */
  retryFailed(): void;
  /** Null once every manifest has settled without claiming `pathname`. */
  routeFor(pathname: string): Promise<SiteRoute | null>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function parseRouteManifest(data: unknown, remote: string): SiteRoute[] {
  const fail = (problem: string): never => {
    throw new Error(`The route manifest of ${remote} ${problem}`);
  };
  if (!isObject(data)) return fail('is not a JSON object');
  if (data.remote !== remote) return fail(`names the remote "${String(data.remote)}"`);
  if (!isText(data.area)) return fail('has no "area"');
  if (!Array.isArray(data.pages)) return fail('has no "pages"');
  const manifest = data as unknown as PublishedRouteManifest & { staff?: unknown };
  return manifest.pages.flatMap((page: unknown, index) => {
    if (!isObject(page) || !isText(page.expose) || !Array.isArray(page.routes)) return fail(`has an invalid page (#${index + 1})`);
    return page.routes.map((route: unknown) => {
      if (!isObject(route) || !isText(route.name) || !isText(route.path) || !route.path.startsWith('/') || !isText(route.title) || typeof route.description !== 'string') {
        return fail(`has an invalid route in ${String(page.expose)}`);
      }
      if (route.query !== undefined && !(Array.isArray(route.query) && route.query.every(isText))) return fail(`has an invalid "query" in ${String(page.expose)}`);
      return {
        name: route.name,
        path: route.path,
        title: route.title,
        description: route.description,
        adminOnly: route.adminOnly === true,
        ...(route.query ? { query: route.query as string[] } : {}),
        remote,
        module: page.expose as string,
        area: manifest.area,
        staff: manifest.staff === true,
      };
    });
  });
}

/** Route name → path pattern of every route known, for links by name (names are unique across the site). */
export function siteRouteTable(routes: readonly SiteRoute[]): SiteRouteTable {
  return Object.fromEntries(routes.map((route) => [route.name, route.path]));
}

declare const __ROUTES_AT_BUILD__: Readonly<Record<string, SiteRouteTable>> | undefined;

/** Each remote's routes as of the shell's build (empty in tests and in the page service). */
export const ROUTES_AT_BUILD: Readonly<Record<string, SiteRouteTable>> = typeof __ROUTES_AT_BUILD__ === 'undefined' ? {} : __ROUTES_AT_BUILD__;

/**
 * The table links use: the routes read from the manifests, and, for a remote whose manifest is not read (still
 * loading, or its remote is down), its routes as of the shell's build, so its links stay and lead to its error
 * panel with Try again instead of vanishing. A remote read from its manifest never gets a stale address.
 */
export function linkTable(snapshot: CatalogSnapshot, atBuild: Readonly<Record<string, SiteRouteTable>> = ROUTES_AT_BUILD): SiteRouteTable {
  const read = new Set(snapshot.remotes.filter((remote) => remote.status === 'loaded').map((remote) => remote.remote));
  const unread = Object.entries(atBuild).filter(([remote]) => !read.has(remote));
  return Object.assign({}, ...unread.map(([, routes]) => routes), siteRouteTable(snapshot.routes)) as SiteRouteTable;
}

/** The same table from manifests as published (the page service's). */
export function manifestRouteTable(manifests: readonly PublishedRouteManifest[]): SiteRouteTable {
  return Object.fromEntries(manifests.flatMap((manifest) => manifest.pages.flatMap((page) => page.routes.map((route) => [route.name, route.path]))));
}

export const routeManifestUrl = (entry: string): string => new URL('routes.json', entry).href;

export type FetchJson = (url: string) => Promise<unknown>;

export interface KnownManifests {
  remotes: RemoteEntry[];
  manifests: Record<string, unknown>;
}

/** A manifest that is not valid counts as failed. */
export function knownSnapshot({ remotes, manifests }: KnownManifests): CatalogSnapshot {
  const states = remotes.map((entry): RemoteRoutes => {
    try {
      return { remote: entry.name, status: 'loaded', routes: parseRouteManifest(manifests[entry.name], entry.name) };
    } catch (error) {
      return { remote: entry.name, status: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
    }
  });
  return { remotesFile: 'loaded', remotes: states, routes: states.flatMap((r) => (r.status === 'loaded' ? r.routes : [])) };
}

/** With `known` (prerendered or server-side manifests) the catalog starts complete and fetches nothing. */
export function createRouteCatalog(loadRemotes: () => Promise<RemoteEntry[]>, fetchJson: FetchJson, known?: KnownManifests): RouteCatalog {
  const listeners = new Set<() => void>();
  let snapshot: CatalogSnapshot = known ? knownSnapshot(known) : { remotesFile: 'loading', remotes: [], routes: [] };
  let entries: RemoteEntry[] = known?.remotes ?? [];

  const publish = (remotesFile: CatalogSnapshot['remotesFile'], remotes: readonly RemoteRoutes[]) => {
    snapshot = { remotesFile, remotes, routes: remotes.flatMap((r) => (r.status === 'loaded' ? r.routes : [])) };
    for (const listener of [...listeners]) listener();
  };
  const setRemote = (state: RemoteRoutes) =>
    publish(
      snapshot.remotesFile,
      snapshot.remotes.map((r) => (r.remote === state.remote ? state : r)),
    );

  const loadManifest = (entry: RemoteEntry) => {
    setRemote({ remote: entry.name, status: 'loading' });
    withRetries(async () => parseRouteManifest(await fetchJson(routeManifestUrl(entry.entry)), entry.name)).then(
      (routes) => setRemote({ remote: entry.name, status: 'loaded', routes }),
      (error: unknown) => {
        console.error(`The routes of ${entry.name} could not be loaded`, error);
        setRemote({ remote: entry.name, status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  };

  const start = (load: () => Promise<RemoteEntry[]>) => {
    publish('loading', []);
    load().then(
      (loaded) => {
        entries = loaded;
        publish(
          'loaded',
          loaded.map((entry) => ({ remote: entry.name, status: 'loading' })),
        );
        for (const entry of loaded) loadManifest(entry);
      },
      (error: unknown) => {
        console.error('remotes.json could not be loaded', error);
        publish('failed', []);
      },
    );
  };

  const catalog: RouteCatalog = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryFailed() {
      if (snapshot.remotesFile === 'failed') {
        start(loadRemotes);
        return;
      }
      for (const state of snapshot.remotes) {
        const entry = entries.find((e) => e.name === state.remote);
        if (state.status === 'failed' && entry) loadManifest(entry);
      }
    },
    routeFor(pathname) {
      return new Promise((resolve) => {
        const check = (): boolean => {
          const route = routeMatching(snapshot.routes, pathname);
          if (route) resolve(route);
          else if (unclaimed(snapshot) === 'loading') return false;
          else resolve(null);
          return true;
        };
        if (check()) return;
        const stop = catalog.subscribe(() => {
          if (check()) stop();
        });
      });
    },
  };
  if (!known) start(loadRemotes);
  return catalog;
}

/** Matched the way React Router matches. */
/** A path that is not clean (`//x`, `/blog/..`) is no route's, though the router might match it. */
export function routeMatching(routes: readonly SiteRoute[], pathname: string): SiteRoute | null {
  if (cleanPath(pathname) === null) return null;
  return routes.find((route) => matchesPattern(route.path, pathname)) ?? null;
}

/** A failed manifest may own the path, so it is "unavailable" (with Try again), never a false "not found". */
export function unclaimed(snapshot: CatalogSnapshot): Unclaimed {
  if (snapshot.remotesFile === 'loading' || snapshot.remotes.some((r) => r.status === 'loading')) return 'loading';
  if (snapshot.remotesFile === 'failed' || snapshot.remotes.some((r) => r.status === 'failed')) return 'unavailable';
  return 'not-found';
}
