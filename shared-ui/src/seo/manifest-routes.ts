import type { ManifestRoute } from '../routes/route-manifest';

export interface ManifestRoutes {
  staff?: boolean;
  pages: readonly { routes: readonly Pick<ManifestRoute, 'name' | 'path' | 'title' | 'description' | 'adminOnly' | 'private'>[] }[];
}

type Route = ManifestRoutes['pages'][number]['routes'][number];

const hasParameter = (route: Route) => route.path.includes(':') || route.path.includes('*');

export function indexableRoutes(manifests: readonly ManifestRoutes[]): Route[] {
  return manifests.filter((m) => !m.staff).flatMap((m) => m.pages.flatMap((page) => page.routes.filter((route) => !route.adminOnly && !route.private && !hasParameter(route))));
}

