/**
 * Who the rules suites act as: every kind of caller the Firestore and Storage
 * rules must tell apart, and the token claims each one carries. Staff sign in
 * with Google; the same allow-listed e-mail through any other provider is
 * nobody's staff account ('custom' is what a token made without a provider says).
 */
import { staffAccounts } from '../staff-list.cjs';

export const otherProviders = ['password', 'anonymous', 'custom', 'emailLink'] as const;
export type OtherProvider = (typeof otherProviders)[number];

// 'a visitor' has no identity at all, as every visitor of the site; 'a password identity' and 'an anonymous
// identity' are what a script can make for nothing.
export type Who =
  | 'a visitor'
  | 'a password identity'
  | 'an anonymous identity'
  | 'a signed-in stranger'
  | 'an unverified admin e-mail'
  | `an admin e-mail signed in with ${OtherProvider}`
  | 'sales staff'
  | 'hiring staff'
  | `admin ${string}`;

const staff = staffAccounts();
const emailOfRole = (role: string) => staff.find((account) => account.role === role)!.email;
export const firstAdminEmail = emailOfRole('all');

/** Staff of role 'all': both mailboxes. */
export const admins = staff.filter((account) => account.role === 'all').map((account) => `admin ${account.email}` as Who);
const notGoogle = otherProviders.map((provider) => `an admin e-mail signed in with ${provider}` as Who);
export const everyone: Who[] = ['a visitor', 'a password identity', 'an anonymous identity', 'a signed-in stranger', 'an unverified admin e-mail', ...notGoogle, 'sales staff', 'hiring staff', ...admins];
/** Staff whose role reaches quotes (and rates). */
export const salesStaff: Who[] = ['sales staff', ...admins];
/** Staff whose role reaches applicants, vacancies, posts, resumes and blog photos. */
export const hiringStaff: Who[] = ['hiring staff', ...admins];
/** Whoever is not staff of `area`. */
export const notStaffOf = (area: Who[]) => everyone.filter((who) => !area.includes(who));

/** The e-mail a staff identity signs its notes and status changes with. */
export function emailOf(who: Who): string {
  if (who === 'sales staff') return emailOfRole('sales');
  if (who === 'hiring staff') return emailOfRole('hiring');
  return who.startsWith('admin ') ? who.slice('admin '.length) : firstAdminEmail;
}

export type Claims = { sub: string; email?: string; email_verified?: boolean; firebase: { sign_in_provider: string } };

/** The token claims of `who`; null for a visitor, who has no token. */
export function claimsOf(who: Who): Claims | null {
  const google = { firebase: { sign_in_provider: 'google.com' } };
  if (who === 'a visitor') return null;
  if (who === 'a password identity') return { sub: 'password', email: 'vpassword@example.com', email_verified: false, firebase: { sign_in_provider: 'password' } };
  if (who === 'an anonymous identity') return { sub: 'anonymous', firebase: { sign_in_provider: 'anonymous' } };
  if (who === 'a signed-in stranger') return { sub: 'stranger', email: 'someone@example.com', email_verified: true, ...google };
  if (who === 'an unverified admin e-mail') return { sub: 'unverified', email: firstAdminEmail, email_verified: false, ...google };
  if (who === 'sales staff') return { sub: 'sales-staff', email: emailOf(who), email_verified: true, ...google };
  if (who === 'hiring staff') return { sub: 'hiring-staff', email: emailOf(who), email_verified: true, ...google };
  const provider = otherProviders.find((p) => who === `an admin e-mail signed in with ${p}`);
  if (provider) return { sub: `by-${provider}`, email: firstAdminEmail, email_verified: true, firebase: { sign_in_provider: provider } };
  const email = who.slice('admin '.length);
  return { sub: `admin-${email}`, email, email_verified: true, ...google };
}

/** The uid of `who` ('nobody' for a visitor). */
export const uidOf = (who: Who): string => claimsOf(who)?.sub ?? 'nobody';
