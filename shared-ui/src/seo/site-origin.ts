import siteConfig from '../../../config/site.json';

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/** https only (http for this machine), with no path, query or fragment; throws naming the problem otherwise. */
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

export function siteOrigin(): string {
  return parseSiteOrigin(siteConfig.siteOrigin);
}

export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, `${origin}/`).href;
}
