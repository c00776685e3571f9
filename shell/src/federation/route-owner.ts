// How a path matches a route pattern, known before the shell's bootstrap has
// loaded (so no shared module may be imported here at runtime): index.ts
// uses it to start downloading the current page's remote in parallel with
// the shell's own code; the router matches the same routes.

/**
 * Whether `pathname` matches the pattern the way React Router matches it:
 * the same number of segments, static segments equal ignoring case,
 * `:params` matching any non-empty segment, a trailing slash ignored.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const split = (value: string) => (value.replace(/\/+$/, '') || '/').split('/');
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return false;
  return want.every((segment, index) => {
    const actual = have[index] ?? '';
    return segment.startsWith(':') ? actual.length > 0 : segment.toLowerCase() === actual.toLowerCase();
  });
}
