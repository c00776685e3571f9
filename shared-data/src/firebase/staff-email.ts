// The e-mail staff notes and status changes are recorded under. Whether the user is staff is the rules' decision on
// the write: asking first would add a request to every save.
import type { FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../config';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { authFor } from './auth-instance';

export async function signedInStaffEmail(app: FirebaseApp, config: AppConfig): Promise<string | null> {
  const auth = authFor(app, config.emulators.auth);
  await withDeadline('Restoring the sign-in', REQUEST_DEADLINE_MS, () => auth.authStateReady());
  const user = auth.currentUser;
  return user?.email && user.emailVerified ? user.email : null;
}
