/** Routes are declared once, in their remote's routes.json; components link with `href()`, never a path string. */
import { serviceRoutes, siteRoutes } from './routes/site-routes.generated';

export const serviceSlugs = serviceRoutes satisfies readonly (keyof typeof siteRoutes)[];

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface PageRoute {
  pattern: string;
  href: () => string;
}

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
  service: (slug: ServiceSlug): PageRoute => named[slug],
};

export function allPatterns(): string[] {
  return Object.values(siteRoutes);
}

export function usesShortFooter(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === paths.about.pattern || serviceSlugs.some((slug) => clean === paths.service(slug).pattern);
}
