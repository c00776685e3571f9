/**
 * The staff allow-list on the server side (config/admin-allow-list.json, the
 * one list the rules are generated from too): it is bundled into the
 * functions, never into anything a browser downloads.
 */
import allowList from '../../config/admin-allow-list.json';

const staffEmails: ReadonlySet<string> = new Set(allowList.adminEmails.map((email) => email.toLowerCase()));

/** True for an account of staff: a verified e-mail on the allow-list (any letter case). */
export function isStaffAccount(user: { email?: string | null; emailVerified?: boolean }): boolean {
  return user.emailVerified === true && typeof user.email === 'string' && staffEmails.has(user.email.trim().toLowerCase());
}
