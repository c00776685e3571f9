import { allPatterns, paths, serviceSlugs, usesShortFooter } from './paths';

describe('usesShortFooter', () => {
  it('is true on /about and the six service pages', () => {
    expect(usesShortFooter('/about')).toBe(true);
    expect(usesShortFooter('/about/')).toBe(true);
    for (const slug of serviceSlugs) expect(usesShortFooter(`/${slug}`)).toBe(true);
  });

  it('is false elsewhere', () => {
    for (const pathname of ['/', '/heroabout', '/careers', '/allblogs', '/csr', '/aboutus', '/customclearance/x', '/admin']) {
      expect(usesShortFooter(pathname)).toBe(false);
    }
  });
});

describe('paths', () => {
  it("has the site's routes", () => {
    const patterns = Object.fromEntries(
      Object.entries(paths).flatMap(([name, route]) => (typeof route === 'function' ? [] : [[name, route.pattern]])),
    );
    expect(patterns).toMatchObject({
      home: '/',
      about: '/about',
      heroContact: '/herocontact',
      heroAbout: '/heroabout',
      csr: '/csr',
      allBlogs: '/allblogs',
      careers: '/careers',
      careerInputField: '/careerinputfield',
      getAFreeQuote: '/getafreequote',
      signIn: '/signin',
      admin: '/admin',
      adminBlogPost: '/adminblogpostallowance',
      adminEditBlogs: '/admineditblogs',
      adminCareerPost: '/admincareerpostallowance',
      adminCareerEdit: '/admincareereditallowance',
      adminAllApplicants: '/adminallapplicants',
      adminViewQuoteRequests: '/adminviewquoterequests',
    });
    expect(serviceSlugs).toEqual([
      'customclearance',
      'freightforwarding',
      'transportation',
      'warehousing',
      'eximconsultancy',
      'logisticsdesign',
    ]);
    expect(paths.service('warehousing').href()).toBe('/warehousing');
  });

  it('builds detail paths and encodes ids', () => {
    expect(paths.blog.href('abc')).toBe('/blog/abc');
    expect(paths.jobDetails.href('j1')).toBe('/jobdetails/j1');
    expect(paths.quoteDetails.href('q 1')).toBe('/quoteDetails/q%201');
    expect(paths.blogEdit.href('a/b')).toBe('/blogedit/a%2Fb');
    expect(paths.applicantDetail.href('x')).toBe('/applicantDetail/x');
    expect(paths.blog.pattern).toBe('/blog/:postId');
  });

  it('lists every pattern once, the six service pages included', () => {
    const patterns = allPatterns();
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toEqual(expect.arrayContaining(['/', '/warehousing', '/jobdetails/:jobId', '/quoteDetails/:quoteId']));
    expect(patterns).toHaveLength(29);
  });
});
