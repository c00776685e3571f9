import { siteRoutes, type SiteRoute } from '../federation/remote-manifests';

/**
 * The shell's route table: every route of the remotes' manifests. A path
 * that matches none of these gets the not-found page. Routes marked
 * adminOnly are guarded (signed-in, allow-listed staff only).
 */
export const routeTable: readonly SiteRoute[] = siteRoutes;

export type RouteEntry = SiteRoute;

export const notFoundMeta = {
  title: 'Page not found | SEAWAVE',
  description: 'This page does not exist. Go back to the SEAWAVE home page.',
};
