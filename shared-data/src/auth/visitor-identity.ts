// A visitor identity is an e-mail/password account under the undeliverable domain below, not an anonymous account:
// Firebase runs no blocking function for anonymous sign-ups, so only this kind passes the limit on new identities per
// network address, and the rules refuse public writes by anonymous identities. Pure, so the functions can use it.
export const VISITOR_EMAIL_DOMAIN = 'visitor.invalid';

export function isVisitorEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${VISITOR_EMAIL_DOMAIN}`);
}

export interface IdentityKind {
  email: string | null;
  isAnonymous: boolean;
}

export function isVisitorIdentity(user: IdentityKind): boolean {
  return user.isAnonymous || isVisitorEmail(user.email);
}

function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 128 random bits each; the password holds every character class, so any password policy accepts it. */
export function newVisitorCredentials(): { email: string; password: string } {
  return { email: `v${randomHex(16)}@${VISITOR_EMAIL_DOMAIN}`, password: `Vv1_${randomHex(16)}` };
}

export const SIGN_UP_THROTTLED_TEXT = 'Too many new visitors from this network in the last hour.';

// Refused by the blocking function (the SDK's 'auth/internal-error' carrying RESOURCE_EXHAUSTED) or by Firebase
// Authentication's own limit on new accounts per address ('auth/too-many-requests').
export function isSignUpThrottled(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'auth/too-many-requests') return true;
  return typeof code === 'string' && code.startsWith('auth/') && typeof message === 'string' && message.includes('RESOURCE_EXHAUSTED');
}
