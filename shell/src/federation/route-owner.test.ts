import { matchPath, matchRoutes } from 'react-router-dom';
import { publishedSiteManifests } from '../testing/site-catalog';
import { parseRouteManifest } from './route-catalog';
import { canonicalPathOf, cleanPath, matchesPattern } from './route-owner';

const routes = publishedSiteManifests().flatMap((manifest) => parseRouteManifest(manifest, manifest.remote));

describe('matchesPattern', () => {
  it('matches every route like React Router', () => {
    for (const { path } of routes) {
      const sample = path.replace(/:[A-Za-z]+/g, 'abc123');
      expect({ path, matches: matchesPattern(path, sample) }).toEqual({ path, matches: true });
      expect(matchPath(path, sample)).not.toBeNull();
    }
  });

  it.each(['/nowhere', '/blog', '/blog/a/b', '/careers/x', '/jobdetails'])('no route matches %s', (path) => {
    expect(routes.filter((route) => matchesPattern(route.path, path))).toEqual([]);
    expect(routes.some((route) => matchPath(route.path, path))).toBe(false);
  });

  it('ignores trailing slash and case too', () => {
    expect(matchesPattern('/about', '/about/')).toBe(true);
    expect(matchesPattern('/applicantDetail/:applicantId', '/applicantdetail/a1')).toBe(true);
  });

  it('decodes escaped letters like the router', () => {
    expect(matchesPattern('/about', '/%61bout')).toBe(true);
    expect(matchRoutes([{ path: '/about' }], '/%61bout')).not.toBeNull();
    expect(matchesPattern('/about', '/%E0bout')).toBe(false);
  });
});

describe('cleanPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['//', '/'],
    ['/blog/a%2Fb', '/blog/a%2Fb'],
    ['/blog/...', '/blog/...'],
  ])('keeps %s as %s', (path, clean) => expect(cleanPath(path)).toBe(clean));

  it.each(['//anything', '//evil.example/about', '/about//team', '/./about', '/a/../about', '/blog/..', '/blog/%2e%2E', '/blog/.%2e', '/\\evil.example', '/a\\b', 'about', ''])(
    'refuses the unclean path %p',
    (path) => expect(cleanPath(path)).toBeNull(),
  );
});

describe('canonicalPathOf', () => {
  it("spells the route's path, parameters as sent", () => {
    expect(canonicalPathOf('/about', '/About')).toBe('/about');
    expect(canonicalPathOf('/applicantDetail/:applicantId', '/APPLICANTDETAIL/Ab1')).toBe('/applicantDetail/Ab1');
    expect(canonicalPathOf('/', '/')).toBe('/');
  });
});
