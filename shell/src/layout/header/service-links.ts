import { services } from '@seawave/shared-data';
import { siteHref, useSiteRoutes } from '@seawave/shared-ui';
import { headerText } from '../content/header';

export interface MenuLink {
  to: string;
  label: string;
}

/**
 * The entries of the Services menu: the six service pages (from the services table, by route name), then the
 * overview. A page the route catalog does not know yet is left out.
 */
export function useServiceMenu(): { services: MenuLink[]; overview: MenuLink | null } {
  const routes = useSiteRoutes();
  const overview = siteHref(routes, 'services');
  return {
    services: services.flatMap((service) => {
      const to = siteHref(routes, service.page);
      return to === null ? [] : [{ to, label: service.label }];
    }),
    overview: overview === null ? null : { to: overview, label: headerText.allServices },
  };
}
