import { absoluteUrl } from './site-origin';

/**
 * Staff screens are kept out by their `X-Robots-Tag: noindex` header, which a crawler sees only if it may fetch
 * them; listing them here would also map them for attackers.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow:', '', `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`, ''].join('\n');
}
