/**
 * Every route of the site, in one place. Components link with these instead
 * of writing path strings, and the shell's route table is keyed by them.
 */
export const serviceSlugs = [
  'customclearance',
  'freightforwarding',
  'transportation',
  'warehousing',
  'eximconsultancy',
  'logisticsdesign',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export const paths = {
  home: '/',
  about: '/about',
  heroContact: '/herocontact',
  heroAbout: '/heroabout',
  services: '/services',
  service: (slug: ServiceSlug) => `/${slug}`,
  csr: '/csr',
  allBlogs: '/allblogs',
  blog: (postId: string) => `/blog/${encodeURIComponent(postId)}`,
  careers: '/careers',
  jobDetails: (jobId: string) => `/jobdetails/${encodeURIComponent(jobId)}`,
  careerInputField: '/careerinputfield',
  getAFreeQuote: '/getafreequote',
  quoteDetails: (quoteId: string) => `/quoteDetails/${encodeURIComponent(quoteId)}`,
  signIn: '/signin',
  admin: '/admin',
  adminBlogPost: '/adminblogpostallowance',
  adminEditBlogs: '/admineditblogs',
  blogEdit: (postId: string) => `/blogedit/${encodeURIComponent(postId)}`,
  adminCareerPost: '/admincareerpostallowance',
  adminCareerEdit: '/admincareereditallowance',
  adminAllApplicants: '/adminallapplicants',
  applicantDetail: (applicantId: string) => `/applicantDetail/${encodeURIComponent(applicantId)}`,
  adminViewQuoteRequests: '/adminviewquoterequests',
} as const;

/** Routes that show the short footer (spec §2: /about and the six service pages). */
export function usesShortFooter(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === paths.about || serviceSlugs.some((slug) => clean === paths.service(slug));
}
