/**
 * Every route of the site as `{ pattern, href() }`: components link with
 * `href()` instead of writing path strings, and each `pattern` is the path
 * of one route in a remote's route manifest (`<remote>/routes.json`; a shell
 * test keeps the two in step).
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

const page = (pattern: string): PageRoute => ({ pattern, href: () => pattern });

const detail = (pattern: string): DetailRoute => ({
  pattern,
  href: (id) => pattern.replace(/:\w+$/, encodeURIComponent(id)),
});

export const paths = {
  home: page('/'),
  about: page('/about'),
  heroContact: page('/herocontact'),
  heroAbout: page('/heroabout'),
  services: page('/services'),
  /** The page of one service, e.g. `paths.service('warehousing').href()`. */
  service: (slug: ServiceSlug): PageRoute => page(`/${slug}`),
  csr: page('/csr'),
  allBlogs: page('/allblogs'),
  blog: detail('/blog/:postId'),
  careers: page('/careers'),
  jobDetails: detail('/jobdetails/:jobId'),
  careerInputField: page('/careerinputfield'),
  getAFreeQuote: page('/getafreequote'),
  quoteDetails: detail('/quoteDetails/:quoteId'),
  signIn: page('/signin'),
  admin: page('/admin'),
  adminBlogPost: page('/adminblogpostallowance'),
  adminEditBlogs: page('/admineditblogs'),
  blogEdit: detail('/blogedit/:postId'),
  adminCareerPost: page('/admincareerpostallowance'),
  adminCareerEdit: page('/admincareereditallowance'),
  adminAllApplicants: page('/adminallapplicants'),
  applicantDetail: detail('/applicantDetail/:applicantId'),
  adminViewQuoteRequests: page('/adminviewquoterequests'),
} as const;

/** Every route pattern of `paths`, the six service pages included. */
export function allPatterns(): string[] {
  return Object.values(paths).flatMap((route) =>
    typeof route === 'function' ? serviceSlugs.map((slug) => route(slug).pattern) : [route.pattern],
  );
}

/** Routes that show the short footer: /about and the six service pages. */
export function usesShortFooter(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === paths.about.pattern || serviceSlugs.some((slug) => clean === paths.service(slug).pattern);
}
