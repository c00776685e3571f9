import { render, screen } from '@testing-library/react';
import { hrefOf, routePaths, siteHref, SiteRoutesProvider, useHomeHref, useSiteHref } from './route-paths';

describe("a remote's own routes", () => {
  const paths = routePaths({ allBlogs: '/allblogs', blog: '/blog/:postId' } as const);

  it('gives each route its pattern and address', () => {
    expect(paths.allBlogs.href()).toBe('/allblogs');
    expect(paths.blog.pattern).toBe('/blog/:postId');
    expect(paths.blog.href('a/b c')).toBe('/blog/a%2Fb%20c');
  });

  it('refuses a parameter without an id', () => {
    expect(() => hrefOf('/blog/:postId')).toThrow('The route /blog/:postId needs an id');
  });
});

describe('routes of other remotes, by name', () => {
  const table = { privacy: '/privacy', jobDetails: '/jobdetails/:jobId' };

  it('resolves only names the catalog knows', () => {
    expect(siteHref(table, 'privacy')).toBe('/privacy');
    expect(siteHref(table, 'jobDetails', 'j 1')).toBe('/jobdetails/j%201');
    expect(siteHref(table, 'careers')).toBeNull();
    expect(siteHref(table, 'toString')).toBeNull();
  });

  function Links() {
    const privacy = useSiteHref('privacy');
    const home = useHomeHref();
    return (
      <>
        {privacy ? <a href={privacy}>Privacy</a> : <span>Privacy</span>}
        <a href={home}>Home</a>
      </>
    );
  }

  it('links through the routes the shell provides', () => {
    render(
      <SiteRoutesProvider routes={{ ...table, home: '/start' }}>
        <Links />
      </SiteRoutesProvider>,
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/start');
  });

  it('links no unknown route; home is the root', () => {
    render(<Links />);
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
    expect(screen.getByText('Privacy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
