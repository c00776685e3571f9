/**
 * The remotes as deployed now: for each entry of remotes.json (a remote's
 * current manifest, or one build's, builds/<id>/mf-manifest.json, as a
 * release writes it), the versioned
 * manifest the browser hydrates with (builds/<id>/mf-manifest.json), its
 * Node build and its route manifest. Read at request time, so a remote's
 * deploy (or a new page in it) is live without touching the shell.
 */
import type { KnownManifests } from '../federation/route-catalog';

export interface RouteManifest {
  remote: string;
  area: string;
  staff?: boolean;
  pages: { expose: string; routes: { name: string; path: string; title: string; description: string; adminOnly?: boolean }[] }[];
}

export interface DeployedRemote {
  name: string;
  buildId: string;
  browser: { name: string; entry: string };
  server: { name: string; entry: string } | null;
  routes: RouteManifest;
}

/** A remote's manifest or route manifest that cannot be read: the page cannot be rendered now (503), it is not missing. */
export class RemoteUnavailableError extends Error {}

export type FetchJson = (url: string) => Promise<unknown>;

export function httpJson(timeoutMs: number): FetchJson {
  return async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => {
      throw new RemoteUnavailableError(`Cannot fetch ${url} (${error instanceof Error ? error.message : String(error)})`);
    });
    if (!response.ok) throw new RemoteUnavailableError(`${url} answered HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
}

/**
 * @param remotesFile remotes.json (federation name -> manifest URL)
 * @param base what relative URLs in remotes.json are relative to (the shell's page)
 */
export async function deployedRemotes(remotesFile: Record<string, string>, base: string, fetchJson: FetchJson): Promise<DeployedRemote[]> {
  return Promise.all(
    Object.entries(remotesFile).map(async ([name, manifestUrl]) => {
      const url = new URL(manifestUrl, base);
      const manifest = (await fetchJson(url.href)) as { metaData?: { buildId?: string; ssrRemoteEntry?: { path: string; name: string } } };
      const buildId = manifest.metaData?.buildId;
      if (!buildId) throw new RemoteUnavailableError(`${url.href} names no build id: rebuild ${name}`);
      // An entry pinned to one build (a release or rollback writes builds/<id>/mf-manifest.json) is used as it is.
      const pinned = url.pathname.endsWith(`/builds/${buildId}/mf-manifest.json`);
      const versioned = pinned ? url.href : new URL(`builds/${buildId}/mf-manifest.json`, url).href;
      // The manifest's paths are relative to the remote's hosting root.
      const remoteRoot = pinned ? new URL('../../', url) : url;
      const ssr = manifest.metaData?.ssrRemoteEntry;
      return {
        name,
        buildId,
        browser: { name, entry: versioned },
        server: ssr ? { name, entry: new URL(`${ssr.path}/${ssr.name}`, remoteRoot).href } : null,
        routes: (await fetchJson(new URL('routes.json', versioned).href)) as RouteManifest,
      };
    }),
  );
}

/** What renderPage and the browser's hydration need from the deployed remotes. */
export function knownManifests(remotes: readonly DeployedRemote[]): KnownManifests {
  return { remotes: remotes.map((r) => r.browser), manifests: Object.fromEntries(remotes.map((r) => [r.name, r.routes])) };
}
