import { matchPath } from 'react-router-dom';
import { routeTable } from '../app/route-table';
import { remotePageFor } from './route-owner';

describe('remotePageFor', () => {
  it('agrees with the route table for every route', () => {
    for (const entry of routeTable) {
      const sample = entry.path.replace(/:[A-Za-z]+/g, 'abc123');
      expect({ path: sample, owner: remotePageFor(sample) }).toEqual({
        path: sample,
        owner: { remote: entry.remote, expose: entry.module },
      });
      expect(matchPath(entry.path, sample)).not.toBeNull();
    }
  });

  it.each(['/nowhere', '/blog', '/blog/a/b', '/careers/x', '/jobdetails'])('has no remote for %s', (path) => {
    expect(remotePageFor(path)).toBeNull();
    expect(routeTable.some((entry) => matchPath(entry.path, path))).toBe(false);
  });

  it('ignores a trailing slash like the router does', () => {
    expect(remotePageFor('/about/')).toEqual({ remote: 'mfePublic', expose: './AboutPage' });
  });
});
