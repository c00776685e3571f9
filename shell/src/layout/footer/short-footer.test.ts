import { siteRoutes } from '../../testing/render-shell';
import { usesShortFooter } from './short-footer';

describe('usesShortFooter', () => {
  const routes = siteRoutes();

  it('is true on /about and service pages', () => {
    for (const pathname of ['/about', '/about/', '/customclearance', '/freightforwarding', '/transportation', '/warehousing', '/eximconsultancy', '/logisticsdesign']) {
      expect(usesShortFooter(pathname, routes)).toBe(true);
    }
  });

  it('is false elsewhere', () => {
    for (const pathname of ['/', '/heroabout', '/careers', '/allblogs', '/csr', '/aboutus', '/customclearance/x', '/admin']) {
      expect(usesShortFooter(pathname, routes)).toBe(false);
    }
  });

  it('follows the pages by route name', () => {
    expect(usesShortFooter('/about-us', { ...routes, about: '/about-us' })).toBe(true);
    expect(usesShortFooter('/about', { ...routes, about: '/about-us' })).toBe(false);
  });
});
