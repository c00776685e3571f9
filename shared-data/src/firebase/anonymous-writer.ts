// Public writes are made by the signed-in user, else a new visitor identity the browser keeps, so reloading does not reset the limits.
import { createUserWithEmailAndPassword, GoogleAuthProvider } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { hasAnyArea } from '../auth/staff-areas';
import { isSignUpThrottled, isVisitorIdentity, newVisitorCredentials } from '../auth/visitor-identity';
import type { AppConfig } from '../config';
import type { Writer } from '../core/create-data-api';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { SignUpLimitError } from '../core/write-limits';
import { authFor } from './auth-instance';
import { staffAreasOf } from './staff-access';

export async function currentWriter(app: FirebaseApp, config: AppConfig): Promise<Writer> {
  const auth = authFor(app, config.emulators.auth);
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
  const googleAccount = user.providerData.some((profile) => profile.providerId === GoogleAuthProvider.PROVIDER_ID);
  const areas = await staffAreasOf(app, config.emulators.firestore, { uid: user.uid, email: user.email, emailVerified: user.emailVerified, googleAccount });
  return { uid: user.uid, limited: !hasAnyArea(areas) };
}

// Whether the user is staff is the rules' decision on the write: asking first would add a request to every save.
export async function signedInStaffEmail(app: FirebaseApp, config: AppConfig): Promise<string | null> {
  const auth = authFor(app, config.emulators.auth);
  await withDeadline('Restoring the sign-in', REQUEST_DEADLINE_MS, () => auth.authStateReady());
  const user = auth.currentUser;
  return user?.email && user.emailVerified && !isVisitorIdentity(user) ? user.email : null;
}
