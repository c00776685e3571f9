import { absoluteUrl } from './site-origin';

/**
 * robots.txt: every crawler may read the site except the `disallow` path
 * prefixes (the staff screens; a prefix another one covers is left out), and
 * the sitemap is at `<origin>/sitemap.xml`.
 */
export function robotsTxt(origin: string, disallow: readonly string[] = []): string {
  const unique = [...new Set(disallow)];
  const prefixes = unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other))).sort();
  return [
    'User-agent: *',
    ...(prefixes.length ? prefixes.map((prefix) => `Disallow: ${prefix}`) : ['Disallow:']),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
