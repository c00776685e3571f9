import { paths } from '@seawave/shared-ui';

/**
 * Where to go after a successful sign-in: the page the shell's admin guard
 * remembered in `location.state.from`, when it is a path of this site (and
 * not the sign-in page itself); otherwise the dashboard.
 */
export function signInTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.admin.href();
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (pathname === paths.signIn.href()) return paths.admin.href();
  return from;
}
