import { absoluteUrl } from './site-origin';

/**
 * robots.txt: every crawler may read every page, and the sitemap is at
 * `<origin>/sitemap.xml`. Staff screens are kept out of search engines by
 * their `X-Robots-Tag: noindex` header, which a crawler can only see if it may
 * fetch them; a list here would also be a map of them for attackers.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow:', '', `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`, ''].join('\n');
}
