/**
 * The identity a public write is made and limited by: the signed-in user, or
 * else a new visitor identity (auth/visitor-identity.ts), created without
 * asking the visitor the first time a form is sent (and kept by the browser,
 * so reloading the page does not start the limits again). Making one passes
 * the Cloud Functions' limit on new identities per network address: when the
 * visitor's network is at that limit, the write fails with a SignUpLimitError
 * (the form says to try again later and keeps every value). Staff (the rules
 * grant them staff access, firebase/staff-access.ts) are not limited. Loaded
 * with import() only when a form is sent: no page downloads Firebase Auth to
 * show itself.
 */
import { createUserWithEmailAndPassword } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { isSignUpThrottled, isVisitorIdentity, newVisitorCredentials } from '../auth/visitor-identity';
import type { AppConfig } from '../config';
import type { Writer } from '../core/create-data-api';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { SignUpLimitError } from '../core/write-limits';
import { authFor } from './auth-instance';
import { isStaffUser } from './staff-access';

export async function currentWriter(app: FirebaseApp, config: AppConfig): Promise<Writer> {
  const auth = authFor(app, config.emulators.auth);
  // Restoring the stored identity and making a new one have one deadline.
  const user = await withDeadline('Signing in', REQUEST_DEADLINE_MS, async () => {
    await auth.authStateReady();
    // An anonymous identity (made before visitor identities) may no longer write: it is replaced.
    const signedIn = auth.currentUser?.isAnonymous ? null : auth.currentUser;
    if (signedIn) return signedIn;
    const { email, password } = newVisitorCredentials();
    try {
      return (await createUserWithEmailAndPassword(auth, email, password)).user;
    } catch (error) {
      throw isSignUpThrottled(error) ? new SignUpLimitError() : error;
    }
  });
  const staff = await isStaffUser(app, config.emulators.firestore, user);
  return { uid: user.uid, limited: !staff };
}

/**
 * The e-mail staff writes are signed with: the signed-in user's verified
 * address (never a visitor identity's); signs nobody in. Whether that user
 * is staff is the rules' decision on the write itself: asking the back end
 * first would only add a request (and its deadline) to every staff save.
 */
export async function signedInStaffEmail(app: FirebaseApp, config: AppConfig): Promise<string | null> {
  const auth = authFor(app, config.emulators.auth);
  await withDeadline('Restoring the sign-in', REQUEST_DEADLINE_MS, () => auth.authStateReady());
  const user = auth.currentUser;
  return user?.email && user.emailVerified && !isVisitorIdentity(user) ? user.email : null;
}
