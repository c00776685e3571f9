import { paths } from '../../routes.generated';

/** Only a path of this site other than the sign-in page itself is followed; otherwise the dashboard. */
export function signInTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.admin.href();
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (pathname === paths.signIn.href()) return paths.admin.href();
  return from;
}
