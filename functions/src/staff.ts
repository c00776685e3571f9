// The allow-list is bundled into the functions, never into anything a browser downloads. Its roles and their areas are
// the rules' business; here every role counts as staff (exempt from the public limits).
import allowList from '../../config/admin-allow-list.json';

/** The provider of a staff sign-in: Google alone can vouch for an address its owner signed in with. */
export const STAFF_SIGN_IN_PROVIDER = 'google.com';

const staffEmails: ReadonlySet<string> = new Set(allowList.staff.map((account) => account.email.toLowerCase()));

export interface SignedInAccount {
  email?: string | null;
  emailVerified?: boolean;
  /** The token's `firebase.sign_in_provider` (a callable's `request.auth.token.firebase.sign_in_provider`). */
  signInProvider?: string | null;
}

/**
 * Staff, as the rules have it: signed in with Google, the e-mail verified and on the allow-list (any letter case). An
 * anonymous, password or e-mail-link account may carry a staff address before its owner ever signed in.
 */
export function isStaffAccount(user: SignedInAccount): boolean {
  return (
    user.signInProvider === STAFF_SIGN_IN_PROVIDER &&
    user.emailVerified === true &&
    typeof user.email === 'string' &&
    staffEmails.has(user.email.trim().toLowerCase())
  );
}
