// Needed before the bootstrap has loaded, so no runtime import of shared modules.

const segmentsOf = (value: string) => (value.replace(/\/+$/, '') || '/').split('/');

/** As React Router reads a segment: decoded, unless the path holds a malformed escape. */
function decodedSegments(segments: string[]): string[] {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return segments;
  }
}

/** As React Router matches: static segments ignore case and escapes, a trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (want.length !== have.length) return false;
  const decoded = decodedSegments(have);
  return want.every((segment, index) => {
    const actual = decoded[index] ?? '';
    return segment.startsWith(':') ? (have[index] ?? '').length > 0 : segment.toLowerCase() === actual.toLowerCase();
  });
}

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The path without its trailing slashes, or null when it is not a path of a page: an empty segment (`//host`,
 * `/about//team`), a dot segment or a backslash. Browsers never send those, URL parsers read `//x` as a host,
 * and a router given one would show a page under an address that is not its own.
 */
export function cleanPath(pathname: string): string | null {
  if (!pathname.startsWith('/') || pathname.includes('\\')) return null;
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (trimmed === '/') return trimmed;
  return trimmed
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && !DOT_SEGMENT.test(segment))
    ? trimmed
    : null;
}

/** The route's own spelling of a path it matches (`/About/` → `/about`); parameters stay as they were sent. */
export function canonicalPathOf(pattern: string, pathname: string): string {
  const have = segmentsOf(pathname);
  return segmentsOf(pattern)
    .map((segment, index) => (segment.startsWith(':') ? (have[index] ?? '') : segment))
    .join('/') || '/';
}
