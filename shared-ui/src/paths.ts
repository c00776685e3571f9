/**
 * Every route of the site as `{ pattern, href() }`, by its name in the
 * remotes' route manifests (`<remote>/routes.json`): components link with
 * `href()` instead of writing path strings. The names and patterns come from
 * the manifests through a generated module (tooling/static-config.cjs), so a
 * route is declared once, in its remote's manifest; the service pages' routes
 * come from the services table of shared-data the same way.
 */
import { serviceRoutes, siteRoutes } from './routes/site-routes.generated';

/** The route of each service's page, from the services table of shared-data (through the generated module). */
export const serviceSlugs = serviceRoutes satisfies readonly (keyof typeof siteRoutes)[];

/** A service page's route name in the manifest, which is also its slug. */
export type ServiceSlug = (typeof serviceSlugs)[number];

/** A route without parameters. */
export interface PageRoute {
  pattern: string;
  href: () => string;
}

/** A route with one `:id` parameter, encoded by `href(id)`. */
export interface DetailRoute {
  pattern: string;
  href: (id: string) => string;
}

type SiteRoutes = typeof siteRoutes;
export type RouteName = keyof SiteRoutes;
type RouteOf<Pattern extends string> = Pattern extends `${string}:${string}` ? DetailRoute : PageRoute;

const routeOf = (pattern: string): PageRoute | DetailRoute =>
  pattern.includes(':')
    ? { pattern, href: (id: string) => pattern.replace(/:\w+$/, encodeURIComponent(id)) }
    : { pattern, href: () => pattern };

const named = Object.fromEntries(Object.entries(siteRoutes).map(([name, pattern]) => [name, routeOf(pattern)])) as {
  readonly [Name in RouteName]: RouteOf<SiteRoutes[Name]>;
};

export const paths = {
  ...named,
  /** The page of one service, e.g. `paths.service('warehousing').href()`. */
  service: (slug: ServiceSlug): PageRoute => named[slug],
};

/** Every route pattern of the manifests, the six service pages included. */
export function allPatterns(): string[] {
  return Object.values(siteRoutes);
}

/** Routes that show the short footer: /about and the six service pages. */
export function usesShortFooter(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === paths.about.pattern || serviceSlugs.some((slug) => clean === paths.service(slug).pattern);
}
