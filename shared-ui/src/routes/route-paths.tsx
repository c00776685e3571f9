import { createContext, useContext, type ReactNode } from 'react';

/**
 * Routes are declared once, in their remote's routes.json. A remote links to its own pages through the module
 * generated from that file inside the remote (`paths`); a link to another remote's page names the route and is
 * resolved at run time from the route catalog the shell read, so no shared package lists another remote's routes.
 */
export interface PageRoute {
  pattern: string;
  href: () => string;
}

export interface DetailRoute {
  pattern: string;
  href: (id: string) => string;
}

type RouteOf<Pattern extends string> = Pattern extends `${string}:${string}` ? DetailRoute : PageRoute;

export type RoutePaths<Routes extends Readonly<Record<string, string>>> = { readonly [Name in keyof Routes]: RouteOf<Routes[Name]> };

/** A pattern's address: its one parameter (`/blog/:postId`) filled with `id`, encoded. */
export function hrefOf(pattern: string, id?: string): string {
  if (!pattern.includes(':')) return pattern;
  if (id === undefined) throw new Error(`The route ${pattern} needs an id`);
  return pattern.replace(/:\w+$/, encodeURIComponent(id));
}

/** Typed routes (name → pattern) of one remote: `paths.jobDetails.href(id)`. */
export function routePaths<const Routes extends Readonly<Record<string, string>>>(routes: Routes): RoutePaths<Routes> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, pattern]) => [
      name,
      pattern.includes(':') ? { pattern, href: (id: string) => hrefOf(pattern, id) } : { pattern, href: () => pattern },
    ]),
  ) as RoutePaths<Routes>;
}

/** Every route the site knows at run time: its name in its manifest → its path pattern. */
export type SiteRouteTable = Readonly<Record<string, string>>;

/** A route of another remote by its name, or null while its manifest is not known (loading, unreachable, renamed). */
export function siteHref(table: SiteRouteTable, name: string, id?: string): string | null {
  const pattern = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
  return pattern === undefined ? null : hrefOf(pattern, id);
}

const SiteRoutesContext = createContext<SiteRouteTable>({});

/** The shell gives it the routes of its catalog; a remote on its own, its own routes. */
export function SiteRoutesProvider({ routes, children }: { routes: SiteRouteTable; children: ReactNode }) {
  return <SiteRoutesContext.Provider value={routes}>{children}</SiteRoutesContext.Provider>;
}

export function useSiteRoutes(): SiteRouteTable {
  return useContext(SiteRoutesContext);
}

/** The address of another remote's route, by name; null until the catalog knows it (show no link then). */
export function useSiteHref(name: string, id?: string): string | null {
  return siteHref(useSiteRoutes(), name, id);
}

/** The site's root address, which the shell serves whatever the remotes declare. */
export const SITE_ROOT = '/';

/** Where "home" leads: the route named `home`, or the site's root while the catalog does not know it. */
export function useHomeHref(): string {
  return useSiteHref('home') ?? SITE_ROOT;
}
