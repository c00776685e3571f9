/**
 * Whether a signed-in user is staff, asked of the back end: the security
 * rules let only an allow-listed, verified e-mail get its own
 * `staffAccess/{uid}` document (which need not exist), so a successful read
 * means staff and "permission denied" means not. The browser is never sent
 * the list of staff addresses. One read per user and page load (a refusal or
 * an answer is kept; a failure to reach the back end is not).
 * Heavy (Firestore Lite): imported only behind import().
 */
import { doc, getDoc } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { isVisitorIdentity, type IdentityKind } from '../auth/visitor-identity';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { isPermissionDenied } from '../core/write-limits';
import { liteFirestoreFor } from './lite-firestore';

/** The collection of the staff check (firestore.rules: each staff member may get their own document). */
export const STAFF_ACCESS_COLLECTION = 'staffAccess';

export interface SignedInUser extends IdentityKind {
  uid: string;
  emailVerified: boolean;
}

const answers = new WeakMap<FirebaseApp, Map<string, Promise<boolean>>>();

/** True when the rules grant `user` staff access in `app`'s project; a visitor or an unverified e-mail is never staff (no read). */
export function isStaffUser(app: FirebaseApp, firestoreEmulatorHost: string | null, user: SignedInUser): Promise<boolean> {
  if (isVisitorIdentity(user) || !user.email || !user.emailVerified) return Promise.resolve(false);
  const known = answers.get(app) ?? new Map<string, Promise<boolean>>();
  answers.set(app, known);
  const cached = known.get(user.uid);
  if (cached) return cached;
  const ref = doc(liteFirestoreFor(app, firestoreEmulatorHost), STAFF_ACCESS_COLLECTION, user.uid);
  const answer = withDeadline('Checking staff access', REQUEST_DEADLINE_MS, () => getDoc(ref)).then(
    () => true,
    (error: unknown) => {
      if (isPermissionDenied(error)) return false;
      known.delete(user.uid);
      throw error;
    },
  );
  known.set(user.uid, answer);
  return answer;
}
