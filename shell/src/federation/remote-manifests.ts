// The route manifests of the four remotes, the federation contract between
// them and the shell: which remotes exist, the pages each exposes and the
// routes each page serves. Plain JSON owned by each remote (see its
// routes.json); this module only gathers and checks them. It is used before
// the async boundary (route-owner), so it imports no shared module at runtime.
import type { ManifestRoute, RouteManifest } from '@seawave/shared-ui';
import adminManifest from '@seawave/mfe-admin/routes.json';
import blogManifest from '@seawave/mfe-blog/routes.json';
import careersManifest from '@seawave/mfe-careers/routes.json';
import publicManifest from '@seawave/mfe-public/routes.json';

export const remoteNames = ['mfePublic', 'mfeCareers', 'mfeBlog', 'mfeAdmin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** One route of the site: its remote, the exposed page that renders it, and its metadata. */
export interface SiteRoute extends ManifestRoute {
  remote: RemoteName;
  /** The exposed module, e.g. "./JobDetailsPage". */
  module: string;
}

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/** Every route of every manifest, checked: a known remote, a path starting with "/", no path served twice. */
export function siteRoutesOf(manifests: readonly RouteManifest[]): SiteRoute[] {
  const routes: SiteRoute[] = [];
  const seen = new Set<string>();
  for (const manifest of manifests) {
    const remote = manifest.remote;
    if (!isRemoteName(remote)) throw new Error(`A route manifest names an unknown remote "${remote}"`);
    for (const page of manifest.pages) {
      for (const route of page.routes) {
        if (!route.path.startsWith('/')) throw new Error(`${remote} ${page.expose}: the path "${route.path}" must start with "/"`);
        const key = route.path.toLowerCase();
        if (seen.has(key)) throw new Error(`${remote} ${page.expose}: the path "${route.path}" is served twice`);
        seen.add(key);
        routes.push({ ...route, remote, module: page.expose });
      }
    }
  }
  return routes;
}

export const remoteManifests: readonly RouteManifest[] = [publicManifest, careersManifest, blogManifest, adminManifest];

export const siteRoutes: SiteRoute[] = siteRoutesOf(remoteManifests);
