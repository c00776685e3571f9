import { allPatterns, paths, serviceSlugs, usesShortFooter, type RouteName } from './paths';

import type { RouteManifest } from './routes/route-manifest';
import { services } from '@seawave/shared-data';

/** The route manifests of the remotes of tooling/containers.cjs, read from disk. */
const { siteManifests } = jest.requireActual<{ siteManifests: () => { manifest: RouteManifest }[] }>(
  '../../tooling/federation/route-manifest.cjs',
);

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
    expect(serviceSlugs).toEqual(services.map((service) => service.page));
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
    expect(patterns).toEqual(expect.arrayContaining(['/', '/warehousing', '/privacy', '/jobdetails/:jobId', '/quoteDetails/:quoteId']));
    expect(patterns).toHaveLength(siteManifests().flatMap(({ manifest }) => manifest.pages.flatMap((page) => page.routes)).length);
  });
});

describe('paths and the route manifests', () => {
  const manifestRoutes = siteManifests().flatMap(({ manifest }) => manifest.pages.flatMap((page) => page.routes));

  it('has one route per manifest route, under its name and with its pattern', () => {
    const fromPaths = Object.entries(paths).flatMap(([name, route]) => (typeof route === 'function' ? [] : [[name, route.pattern]]));
    expect(Object.fromEntries(fromPaths)).toEqual(Object.fromEntries(manifestRoutes.map((route) => [route.name, route.path])));
  });

  it('links every service page to the manifest route named by its slug', () => {
    for (const slug of serviceSlugs) {
      expect(manifestRoutes.find((route) => route.name === (slug satisfies RouteName))?.path).toBe(paths.service(slug).pattern);
    }
  });
});
