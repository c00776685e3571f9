// The route manifests of the four remotes, the federation contract between
// them and the shell: which remotes exist, the pages each exposes and the
// routes each page serves. Plain JSON owned by each remote (see its
// routes.json); this module only gathers them. (In the shell's build the
// manifests arrive without their page files: see
// tooling/webpack/route-manifest-loader.cjs.) It is used before
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

/**
 * Every route of every manifest, with its remote and exposed module. The
 * manifests are checked by this module's test (known remotes, paths that
 * start with "/", no path served twice), not in the browser.
 */
export function siteRoutesOf(manifests: readonly RouteManifest[]): SiteRoute[] {
  return manifests.flatMap((manifest) =>
    manifest.pages.flatMap((page) =>
      page.routes.map((route) => ({ ...route, remote: manifest.remote as RemoteName, module: page.expose })),
    ),
  );
}

export const remoteManifests: readonly RouteManifest[] = [publicManifest, careersManifest, blogManifest, adminManifest];

export const siteRoutes: SiteRoute[] = siteRoutesOf(remoteManifests);
