/**
 * A visitor's identity: the Firebase account a public form is written (and
 * limited) by, made without asking the visitor the first time a form is sent.
 *
 * It is an e-mail/password account with a generated address under the
 * reserved, undeliverable domain `visitor.invalid` and a generated password,
 * not an anonymous account: Firebase runs no blocking function for anonymous
 * sign-ups, so only an account made this way passes the Auth blocking
 * function that limits new identities per network address (functions/,
 * `throttleSignUps`); the rules refuse public writes by anonymous identities.
 * The browser keeps the signed-in account (no one needs the password again).
 * Pure: no Firebase import, so the auth store and the functions can use it.
 */

/** The domain of every visitor identity's generated address (RFC 2606: never delivered). */
export const VISITOR_EMAIL_DOMAIN = 'visitor.invalid';

/** True for the generated address of a visitor identity (any letter case). */
export function isVisitorEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${VISITOR_EMAIL_DOMAIN}`);
}

/** The parts of a signed-in Firebase user that say what kind of identity it is. */
export interface IdentityKind {
  email: string | null;
  isAnonymous: boolean;
}

/** True for a visitor's identity (a generated visitor account, or an anonymous one made before them): never staff, nobody signed in. */
export function isVisitorIdentity(user: IdentityKind): boolean {
  return user.isAnonymous || isVisitorEmail(user.email);
}

/** `bytes` random bytes as lower-case hex (Web Crypto, in browsers and Node). */
function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A new visitor identity's address and password: 128 random bits each. The
 * password also holds an upper- and a lower-case letter, a digit and a
 * symbol, so any password policy the project may set accepts it.
 */
export function newVisitorCredentials(): { email: string; password: string } {
  return { email: `v${randomHex(16)}@${VISITOR_EMAIL_DOMAIN}`, password: `Vv1_${randomHex(16)}` };
}

/**
 * The text of the Auth blocking function's refusal of a new identity when
 * the visitor's network has made too many in the last hour (its HttpsError
 * 'resource-exhausted'). The visitor is shown the write limits' own message.
 */
export const SIGN_UP_THROTTLED_TEXT = 'Too many new visitors from this network in the last hour.';

/**
 * True when a new identity was refused for the visitor's network address:
 * by that function (Firebase Authentication answers
 * BLOCKING_FUNCTION_ERROR_RESPONSE, the SDK's 'auth/internal-error', carrying
 * the function's error, whose status is RESOURCE_EXHAUSTED), or by Firebase
 * Authentication's own limit on new accounts per address ('auth/too-many-requests').
 */
export function isSignUpThrottled(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'auth/too-many-requests') return true;
  return typeof code === 'string' && code.startsWith('auth/') && typeof message === 'string' && message.includes('RESOURCE_EXHAUSTED');
}
