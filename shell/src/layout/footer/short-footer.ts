import { servicePages } from '@seawave/shared-data';
import { siteHref, type SiteRouteTable } from '@seawave/shared-ui';

/** The pages with the short footer, by route name: the about page and the six service pages. */
const shortFooterPages: readonly string[] = ['about', ...servicePages];

export function usesShortFooter(pathname: string, routes: SiteRouteTable): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return shortFooterPages.some((name) => siteHref(routes, name) === clean);
}
