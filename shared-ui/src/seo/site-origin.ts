/**
 * The site's public origin, configured once in `config/site.json`
 * (`siteOrigin`): every canonical URL, sitemap entry, robots.txt line and
 * structured-data URL is built from it.
 */
import siteConfig from '../../../config/site.json';

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin of a `siteOrigin` setting, without a trailing slash: an https://
 * origin (http:// only for this machine), with no path, query or fragment.
 * Throws an Error naming the problem otherwise.
 */
export function parseSiteOrigin(value: unknown): string {
  const problem = `"siteOrigin" must be an https:// origin such as "https://www.example.com" (http:// only for localhost), got ${JSON.stringify(value)}`;
  if (typeof value !== 'string') throw new Error(problem);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.includes(url.hostname));
  const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
  if (!secure || !bare || value.replace(/\/$/, '') !== url.origin) throw new Error(problem);
  return url.origin;
}

/** The configured origin (config/site.json), e.g. 'https://www.seawave.example'. */
export function siteOrigin(): string {
  return parseSiteOrigin(siteConfig.siteOrigin);
}

/** The absolute URL of a path of the site, e.g. absoluteUrl('/careers', origin). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, `${origin}/`).href;
}
