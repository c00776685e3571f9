/** Read at request time, so a remote's deploy (or a new page in it) is live without touching the shell. */
import type { KnownManifests } from '../federation/route-catalog';

export interface RouteManifest {
  remote: string;
  area: string;
  staff?: boolean;
  pages: { expose: string; routes: { name: string; path: string; title: string; description: string; adminOnly?: boolean; query?: string[]; private?: boolean; scripts?: string }[] }[];
}

export interface DeployedRemote {
  name: string;
  buildId: string;
  browser: { name: string; entry: string };
  server: { name: string; entry: string } | null;
  routes: RouteManifest;
}

/** The page cannot be rendered now (503); it is not missing. */
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

/** `base`: what relative URLs in remotes.json are relative to. */
export async function deployedRemotes(remotesFile: Record<string, string>, base: string, fetchJson: FetchJson): Promise<DeployedRemote[]> {
  return Promise.all(
    Object.entries(remotesFile).map(async ([name, manifestUrl]) => {
      const url = new URL(manifestUrl, base);
      const manifest = (await fetchJson(url.href)) as { metaData?: { buildId?: string; ssrRemoteEntry?: { path: string; name: string } } };
      const buildId = manifest.metaData?.buildId;
      if (!buildId) throw new RemoteUnavailableError(`${url.href} names no build id: rebuild ${name}`);
      // An entry pinned to one build (release or rollback) is used as it is.
      const pinned = url.pathname.endsWith(`/builds/${buildId}/mf-manifest.json`);
      const versioned = pinned ? url.href : new URL(`builds/${buildId}/mf-manifest.json`, url).href;
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

export function knownManifests(remotes: readonly DeployedRemote[]): KnownManifests {
  return { remotes: remotes.map((r) => r.browser), manifests: Object.fromEntries(remotes.map((r) => [r.name, r.routes])) };
}
