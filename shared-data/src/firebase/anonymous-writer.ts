/**
 * The identity a public write is made and limited by: the signed-in user, or
 * else a new anonymous Firebase identity, created without asking the visitor
 * the first time a form is sent (and kept by the browser, so reloading the page
 * does not start the limits again). Staff (an allow-listed, verified e-mail)
 * are not limited. Loaded with import() only when a form is sent: no page
 * downloads Firebase Auth to show itself.
 */
import { signInAnonymously } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { isAllowListed } from '../auth/auth-store';
import type { AppConfig } from '../config';
import type { Writer } from '../core/create-data-api';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { authFor } from './auth-instance';

export async function currentWriter(app: FirebaseApp, config: AppConfig): Promise<Writer> {
  const auth = authFor(app, config.emulators.auth);
  // Restoring the stored identity and signing in have one deadline.
  const user = await withDeadline('Signing in', REQUEST_DEADLINE_MS, async () => {
    await auth.authStateReady();
    return auth.currentUser ?? (await signInAnonymously(auth)).user;
  });
  const staff = !user.isAnonymous && user.emailVerified && isAllowListed(user.email, config);
  return { uid: user.uid, limited: !staff };
}

/** The signed-in staff member's e-mail (an allow-listed, verified address), or null; signs nobody in. */
export async function signedInStaffEmail(app: FirebaseApp, config: AppConfig): Promise<string | null> {
  const auth = authFor(app, config.emulators.auth);
  await withDeadline('Restoring the sign-in', REQUEST_DEADLINE_MS, () => auth.authStateReady());
  const user = auth.currentUser;
  return user && !user.isAnonymous && user.emailVerified && user.email && isAllowListed(user.email, config) ? user.email : null;
}
