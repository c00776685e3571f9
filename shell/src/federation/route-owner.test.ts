import { matchPath } from 'react-router-dom';
import { publishedSiteManifests } from '../testing/site-catalog';
import { parseRouteManifest } from './route-catalog';
import { matchesPattern } from './route-owner';

const routes = publishedSiteManifests().flatMap((manifest) => parseRouteManifest(manifest, manifest.remote));

describe('matchesPattern', () => {
  it('matches every route of the manifests as React Router does', () => {
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

  it('ignores a trailing slash and letter case like the router does', () => {
    expect(matchesPattern('/about', '/about/')).toBe(true);
    expect(matchesPattern('/applicantDetail/:applicantId', '/applicantdetail/a1')).toBe(true);
  });
});
