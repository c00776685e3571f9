import { parseRouteManifest, routeMatching } from '../federation/route-catalog';
import { publishedSiteManifests } from '../testing/site-catalog';

/** The route table as the shell builds it from the manifests the remotes publish. */
const routeTable = publishedSiteManifests().flatMap((manifest) => parseRouteManifest(manifest, manifest.remote));
const find = (pathname: string) => routeMatching(routeTable, pathname);

describe('the route table from the remotes\' manifests', () => {
  it.each([
    ['/', 'mfePublic', './HomePage'],
    ['/about', 'mfePublic', './AboutPage'],
    ['/heroabout', 'mfePublic', './AboutPage'],
    ['/herocontact', 'mfePublic', './ContactPage'],
    ['/customclearance', 'mfePublic', './ServicePage'],
    ['/logisticsdesign', 'mfePublic', './ServicePage'],
    ['/csr', 'mfePublic', './CsrPage'],
    ['/getafreequote', 'mfePublic', './QuotePage'],
    ['/careers', 'mfeCareers', './CareersPage'],
    ['/jobdetails/abc123', 'mfeCareers', './JobDetailsPage'],
    ['/careerinputfield', 'mfeCareers', './ApplicationPage'],
    ['/allblogs', 'mfeBlog', './BlogListPage'],
    ['/blog/p1', 'mfeBlog', './BlogPostPage'],
    ['/signin', 'mfeAdmin', './SignInPage'],
  ])('%s is rendered by %s %s', (pathname, remote, module) => {
    expect(find(pathname)).toMatchObject({ remote, module });
  });

  it.each([
    '/admin',
    '/adminblogpostallowance',
    '/admineditblogs',
    '/blogedit/p1',
    '/admincareerpostallowance',
    '/admincareereditallowance',
    '/adminallapplicants',
    '/applicantDetail/a1',
    '/adminviewquoterequests',
    '/quoteDetails/q1',
  ])('%s is an admin-only mfe-admin screen', (pathname) => {
    expect(find(pathname)).toMatchObject({ remote: 'mfeAdmin', adminOnly: true, staff: true });
  });

  it('opens public and sign-in routes to everyone', () => {
    for (const pathname of ['/', '/careers', '/allblogs', '/getafreequote', '/signin']) {
      expect(find(pathname)?.adminOnly).toBe(false);
    }
    expect(find('/signin')?.staff).toBe(true);
    expect(find('/careers')?.staff).toBe(false);
  });

  it('has no route for unknown paths', () => {
    expect(find('/nowhere')).toBeNull();
  });

  it('gives every route its title, description, area', () => {
    for (const entry of routeTable) {
      expect(entry.title).toMatch(/SEAWAVE/);
      expect(entry.description.length).toBeGreaterThan(10);
      expect(entry.area.length).toBeGreaterThan(2);
    }
  });
});
