import { matchPath } from 'react-router-dom';
import { routeTable } from './route-table';

const find = (pathname: string) => routeTable.find((entry) => matchPath(entry.path, pathname));

describe('routeTable', () => {
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
  ])('%s is admin-only and served by mfe-admin', (pathname) => {
    expect(find(pathname)).toMatchObject({ remote: 'mfeAdmin', adminOnly: true });
  });

  it('leaves public and sign-in routes open', () => {
    for (const pathname of ['/', '/careers', '/allblogs', '/getafreequote', '/signin']) {
      expect(find(pathname)?.adminOnly ?? false).toBe(false);
    }
  });

  it('has no route for unknown paths', () => {
    expect(find('/nowhere')).toBeUndefined();
  });

  it('gives every route a title and description', () => {
    for (const entry of routeTable) {
      expect(entry.title).toMatch(/SEAWAVE/);
      expect(entry.description.length).toBeGreaterThan(10);
    }
  });
});
