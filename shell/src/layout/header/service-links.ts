import { paths, type ServiceSlug } from '@seawave/shared-ui';

/** The entries of the Services menu: the six service pages, then the overview. */
export const serviceMenu: { slug: ServiceSlug; label: string }[] = [
  { slug: 'customclearance', label: 'Custom Clearance' },
  { slug: 'freightforwarding', label: 'Freight Forwarding' },
  { slug: 'transportation', label: 'Transportation' },
  { slug: 'warehousing', label: 'Warehousing' },
  { slug: 'eximconsultancy', label: 'Exim Consultancy' },
  { slug: 'logisticsdesign', label: 'Logistics Design' },
];

export const servicesOverviewLink = { to: paths.services.href(), label: 'All Services' };
