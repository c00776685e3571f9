/**
 * Every distinct URL is a distinct CDN cache entry, and an entry the CDN does not hold is a render. So a page
 * answers only at its own address: its route's spelling of the path and only the query parameters its route
 * declares (`query` in its remote's routes.json); any other form of a page's address is redirected there.
 */
import { canonicalPathOf, cleanPath } from '../federation/route-owner';

export interface RequestTarget {
  /** As sent, still percent-encoded. */
  path: string;
  /** What follows `?`; null when there is no `?` at all. */
  query: string | null;
}

/** The path and query as sent: URL parsing would read `//x` as a host and drop dot segments. */
export function requestTarget(url: string): RequestTarget {
  let rest = url;
  if (!rest.startsWith('/')) {
    try {
      const absolute = new URL(rest);
      rest = `${absolute.pathname}${absolute.search}`;
    } catch {
      rest = '/';
    }
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const at = rest.indexOf('?');
  return at < 0 ? { path: rest, query: null } : { path: rest.slice(0, at), query: rest.slice(at + 1) };
}

/** The declared parameters only, each once (its first non-empty value), in name order. */
export function canonicalQuery(query: string | null, known: readonly string[]): string {
  if (query === null || known.length === 0) return '';
  const sent = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of [...new Set(known)].sort()) {
    const value = sent.getAll(name).find((candidate) => candidate !== '');
    if (value !== undefined) kept.append(name, value);
  }
  return kept.toString();
}

export interface AddressedRoute {
  path: string;
  query?: readonly string[];
}

/**
 * Where a request for a page should be redirected, or null when it is at the page's own address. A path that
 * is not clean is never redirected (it answers 404): a `Location` built from `//x` would leave the site.
 */
export function canonicalAddress(target: RequestTarget, route: AddressedRoute | null): string | null {
  const clean = cleanPath(target.path);
  if (clean === null) return null;
  const path = new URL(route ? canonicalPathOf(route.path, clean) : clean, 'http://page.invalid').pathname;
  if (!/^\/(?![/\\])/.test(path)) return null;
  const query = canonicalQuery(target.query, route?.query ?? []);
  const address = query ? `${path}?${query}` : path;
  const sent = target.query === null ? target.path : `${target.path}?${target.query}`;
  return address === sent ? null : address;
}
