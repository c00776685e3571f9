import { paths, serviceSlugs, usesShortFooter } from './paths';

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
  it('has the routes of the spec', () => {
    expect(paths).toMatchObject({
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
    expect(paths.service('warehousing')).toBe('/warehousing');
  });

  it('builds detail paths and encodes ids', () => {
    expect(paths.blog('abc')).toBe('/blog/abc');
    expect(paths.jobDetails('j1')).toBe('/jobdetails/j1');
    expect(paths.quoteDetails('q 1')).toBe('/quoteDetails/q%201');
    expect(paths.blogEdit('a/b')).toBe('/blogedit/a%2Fb');
    expect(paths.applicantDetail('x')).toBe('/applicantDetail/x');
  });
});
