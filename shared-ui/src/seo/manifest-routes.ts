/** Which routes of the manifests search engines may see, and which they are kept out of. */
import type { ManifestRoute } from '../routes/route-manifest';

/** The part of a route manifest (the source or its published copy) this needs. */
export interface ManifestRoutes {
  staff?: boolean;
  pages: readonly { routes: readonly Pick<ManifestRoute, 'name' | 'path' | 'title' | 'description' | 'adminOnly'>[] }[];
}

type Route = ManifestRoutes['pages'][number]['routes'][number];

const hasParameter = (route: Route) => route.path.includes(':') || route.path.includes('*');

/** The public routes without parameters (no staff remote, no staff-only route), in the manifests' order. */
export function indexableRoutes(manifests: readonly ManifestRoutes[]): Route[] {
  return manifests.filter((m) => !m.staff).flatMap((m) => m.pages.flatMap((page) => page.routes.filter((route) => !route.adminOnly && !hasParameter(route))));
}

