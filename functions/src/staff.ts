// The allow-list is bundled into the functions, never into anything a browser downloads.
import allowList from '../../config/admin-allow-list.json';

const staffEmails: ReadonlySet<string> = new Set(allowList.adminEmails.map((email) => email.toLowerCase()));

export function isStaffAccount(user: { email?: string | null; emailVerified?: boolean }): boolean {
  return user.emailVerified === true && typeof user.email === 'string' && staffEmails.has(user.email.trim().toLowerCase());
}
