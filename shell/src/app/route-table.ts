import { paths, serviceSlugs, type RemoteModule, type RemoteName, type ServiceSlug } from '@seawave/shared-ui';

/** One route the shell owns: which remote page renders it, its metadata and whether only admins may open it. */
export interface RouteEntry<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: RemoteModule<R>;
  title: string;
  description: string;
  /** Only signed-in, allow-listed staff; others go to /signin. */
  adminOnly?: boolean;
}

const serviceNames: Record<ServiceSlug, string> = {
  customclearance: 'Custom Clearance',
  freightforwarding: 'Freight Forwarding',
  transportation: 'Transportation',
  warehousing: 'Warehousing',
  eximconsultancy: 'Exim Consultancy',
  logisticsdesign: 'Logistics Design',
};

function page<R extends RemoteName>(
  remote: R,
  path: string,
  module: RemoteModule<R>,
  title: string,
  description: string,
  adminOnly = false,
): RouteEntry<R> {
  return { path, remote, module, title, description, adminOnly };
}

const adminDescription = 'SEAWAVE staff area.';
const admin = (path: string, module: RemoteModule<'mfeAdmin'>, title: string) =>
  page('mfeAdmin', path, module, `${title} | SEAWAVE Admin`, adminDescription, true);

/**
 * The shell's route table (spec §2). A path that matches none of these gets
 * the not-found page. Guarded beyond the spec (product decisions): every
 * admin route, /quoteDetails/:quoteId, /applicantDetail/:applicantId and
 * /adminallapplicants.
 */
export const routeTable: RouteEntry[] = [
  page(
    'mfePublic',
    paths.home,
    './HomePage',
    'SEAWAVE | Sea, Land and Air Cargo Services Since 2005',
    'SEAWAVE provides fast and affordable sea, land and air cargo services since 2005: customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design.',
  ),
  page(
    'mfePublic',
    paths.about,
    './AboutPage',
    'About SEAWAVE | Our Story, Quality and Affiliations',
    'The SEAWAVE story since 2005, our commitment to quality, special expertise, managing directors and ISO 9001:2015 and AEO affiliations.',
  ),
  page(
    'mfePublic',
    paths.heroAbout,
    './AboutPage',
    'About SEAWAVE',
    'Who we are: SEAWAVE, logistics and freight forwarding since 2005 with branches in Kolkata, Jogbani, Raxaul and Sonauli.',
  ),
  page(
    'mfePublic',
    paths.heroContact,
    './ContactPage',
    'Contact SEAWAVE | Offices, Phone, E-mail and WhatsApp',
    'Contact SEAWAVE: offices in Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli, phone, e-mail, WhatsApp and map.',
  ),
  page(
    'mfePublic',
    paths.services,
    './ServicesOverviewPage',
    'Our Services | SEAWAVE',
    'All SEAWAVE services: customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design.',
  ),
  ...serviceSlugs.map((slug) =>
    page(
      'mfePublic',
      paths.service(slug),
      './ServicePage',
      `${serviceNames[slug]} | SEAWAVE`,
      `${serviceNames[slug]} services by SEAWAVE: reliable sea, land and air logistics since 2005.`,
    ),
  ),
  page(
    'mfePublic',
    paths.csr,
    './CsrPage',
    'Corporate Social Responsibility | SEAWAVE',
    'SEAWAVE supports a cancer-support foundation: our corporate social responsibility.',
  ),
  page(
    'mfePublic',
    paths.getAFreeQuote,
    './QuotePage',
    'Get A Free Quote | SEAWAVE',
    'Request a free quote from SEAWAVE for customs clearance, freight forwarding, land freight, warehousing, exim consultancy or logistic design.',
  ),
  page('mfeCareers', paths.careers, './CareersPage', 'Careers | SEAWAVE', 'Current vacancies at SEAWAVE and how to apply.'),
  page('mfeCareers', '/jobdetails/:jobId', './JobDetailsPage', 'Job Details | SEAWAVE', 'Details of a vacancy at SEAWAVE.'),
  page(
    'mfeCareers',
    paths.careerInputField,
    './ApplicationPage',
    'Apply | SEAWAVE Careers',
    'Apply for a job at SEAWAVE with your resume.',
  ),
  page('mfeBlog', paths.allBlogs, './BlogListPage', 'Blog | SEAWAVE', 'Published SEAWAVE blog posts on logistics, shipping and trade.'),
  page('mfeBlog', '/blog/:postId', './BlogPostPage', 'Blog | SEAWAVE', 'A SEAWAVE blog post.'),
  page('mfeAdmin', paths.signIn, './SignInPage', 'Sign In | SEAWAVE Admin', adminDescription),
  admin(paths.admin, './DashboardPage', 'Dashboard'),
  admin(paths.adminViewQuoteRequests, './QuoteListPage', 'Requested Quotes'),
  admin('/quoteDetails/:quoteId', './QuoteDetailPage', 'Quote'),
  admin(paths.adminBlogPost, './BlogCreatePage', 'Create Blog'),
  admin(paths.adminEditBlogs, './BlogEditListPage', 'Edit Blogs'),
  admin('/blogedit/:postId', './BlogEditPage', 'Edit Blog'),
  admin(paths.adminCareerPost, './JobPostPage', 'Post Job'),
  admin(paths.adminCareerEdit, './JobEditListPage', 'Edit Career Posts'),
  admin(paths.adminAllApplicants, './ApplicantListPage', 'Applicants'),
  admin('/applicantDetail/:applicantId', './ApplicantDetailPage', 'Applicant'),
];

export const notFoundMeta = {
  title: 'Page not found | SEAWAVE',
  description: 'This page does not exist. Go back to the SEAWAVE home page.',
};
