import { services } from '@seawave/shared-data';
import { paths } from '@seawave/shared-ui';

/** The entries of the Services menu: the six service pages (from the services table), then the overview. */
export const serviceMenu: { to: string; label: string }[] = services.map((service) => ({
  to: paths.service(service.page).href(),
  label: service.label,
}));

export const servicesOverviewLink = { to: paths.services.href(), label: 'All Services' };
