// Needed before the bootstrap has loaded, so no runtime import of shared modules.

/** As React Router matches: static segments ignore case, a trailing slash is ignored. */
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
