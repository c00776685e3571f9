// Which remote serves a path, and which of its pages, known before the
// shell's bootstrap has loaded (so no shared modules may be imported here).
// index.ts uses it to start downloading the current page's remote in
// parallel with the shell's own code. route-owner.test.ts keeps it in step
// with the route table, which stays the authority for rendering.

/** The remote page serving `pathname`, or null (not-found page). */
export function remotePageFor(pathname: string): { remote: string; expose: string } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const [, first = '', second] = path.split('/');
  if (path === '/') return { remote: 'mfePublic', expose: './HomePage' };
  if (second === undefined) {
    const single = singleSegment[first];
    if (single) return single;
  } else if (path.split('/').length === 3) {
    const detail = detailPages[first];
    if (detail) return detail;
  }
  return null;
}

const publicPage = (expose: string) => ({ remote: 'mfePublic', expose });
const adminPage = (expose: string) => ({ remote: 'mfeAdmin', expose });

const singleSegment: Record<string, { remote: string; expose: string }> = {
  about: publicPage('./AboutPage'),
  heroabout: publicPage('./AboutPage'),
  herocontact: publicPage('./ContactPage'),
  services: publicPage('./ServicesOverviewPage'),
  customclearance: publicPage('./ServicePage'),
  freightforwarding: publicPage('./ServicePage'),
  transportation: publicPage('./ServicePage'),
  warehousing: publicPage('./ServicePage'),
  eximconsultancy: publicPage('./ServicePage'),
  logisticsdesign: publicPage('./ServicePage'),
  csr: publicPage('./CsrPage'),
  getafreequote: publicPage('./QuotePage'),
  careers: { remote: 'mfeCareers', expose: './CareersPage' },
  careerinputfield: { remote: 'mfeCareers', expose: './ApplicationPage' },
  allblogs: { remote: 'mfeBlog', expose: './BlogListPage' },
  signin: adminPage('./SignInPage'),
  admin: adminPage('./DashboardPage'),
  adminviewquoterequests: adminPage('./QuoteListPage'),
  adminblogpostallowance: adminPage('./BlogCreatePage'),
  admineditblogs: adminPage('./BlogEditListPage'),
  admincareerpostallowance: adminPage('./JobPostPage'),
  admincareereditallowance: adminPage('./JobEditListPage'),
  adminallapplicants: adminPage('./ApplicantListPage'),
};

const detailPages: Record<string, { remote: string; expose: string }> = {
  jobdetails: { remote: 'mfeCareers', expose: './JobDetailsPage' },
  blog: { remote: 'mfeBlog', expose: './BlogPostPage' },
  quoteDetails: adminPage('./QuoteDetailPage'),
  blogedit: adminPage('./BlogEditPage'),
  applicantDetail: adminPage('./ApplicantDetailPage'),
};
