import { paths, serviceSlugs, type RemoteModule, type RemoteName, type ServiceSlug } from '@seawave/shared-ui';

/** One route the shell owns: which remote page renders it and its document metadata. */
export interface RouteEntry<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: RemoteModule<R>;
  title: string;
  description: string;
}

const serviceNames: Record<ServiceSlug, string> = {
  customclearance: 'Custom Clearance',
  freightforwarding: 'Freight Forwarding',
  transportation: 'Transportation',
  warehousing: 'Warehousing',
  eximconsultancy: 'Exim Consultancy',
  logisticsdesign: 'Logistics Design',
};

const publicPage = (
  path: string,
  module: RemoteModule<'mfePublic'>,
  title: string,
  description: string,
): RouteEntry<'mfePublic'> => ({ path, remote: 'mfePublic', module, title, description });

/** The shell's route table. A path that matches none of these gets the not-found page. */
export const routeTable: RouteEntry[] = [
  publicPage(
    paths.home,
    './HomePage',
    'SEAWAVE | Sea, Land and Air Cargo Services Since 2005',
    'SEAWAVE provides fast and affordable sea, land and air cargo services since 2005: customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design.',
  ),
  publicPage(
    paths.about,
    './AboutPage',
    'About SEAWAVE | Our Story, Quality and Affiliations',
    'The SEAWAVE story since 2005, our commitment to quality, special expertise, managing directors and ISO 9001:2015 and AEO affiliations.',
  ),
  publicPage(
    paths.heroAbout,
    './AboutPage',
    'About SEAWAVE',
    'Who we are: SEAWAVE, logistics and freight forwarding since 2005 with branches in Kolkata, Jogbani, Raxaul and Sonauli.',
  ),
  publicPage(
    paths.heroContact,
    './ContactPage',
    'Contact SEAWAVE | Offices, Phone, E-mail and WhatsApp',
    'Contact SEAWAVE: offices in Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli, phone, e-mail, WhatsApp and map.',
  ),
  publicPage(
    paths.services,
    './ServicesOverviewPage',
    'Our Services | SEAWAVE',
    'All SEAWAVE services: customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design.',
  ),
  ...serviceSlugs.map((slug) =>
    publicPage(
      paths.service(slug),
      './ServicePage',
      `${serviceNames[slug]} | SEAWAVE`,
      `${serviceNames[slug]} services by SEAWAVE: reliable sea, land and air logistics since 2005.`,
    ),
  ),
  publicPage(
    paths.csr,
    './CsrPage',
    'Corporate Social Responsibility | SEAWAVE',
    'SEAWAVE supports a cancer-support foundation: our corporate social responsibility.',
  ),
];

export const notFoundMeta = {
  title: 'Page not found | SEAWAVE',
  description: 'This page does not exist. Go back to the SEAWAVE home page.',
};
