import { absoluteUrl } from './site-origin';

/**
 * robots.txt: every crawler may read the site except the `disallow` path
 * prefixes (the staff screens), and the sitemap is at `<origin>/sitemap.xml`.
 */
export function robotsTxt(origin: string, disallow: readonly string[] = []): string {
  const prefixes = [...new Set(disallow)].sort();
  return [
    'User-agent: *',
    ...(prefixes.length ? prefixes.map((prefix) => `Disallow: ${prefix}`) : ['Disallow:']),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
