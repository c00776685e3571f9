// The rules let only an allow-listed, verified e-mail get its own staffAccess/{uid} document, so a read answers
// "is staff" without the browser ever being sent the staff list. A failure to reach the back end is not cached.
import { doc, getDoc } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { isPermissionDenied } from '../core/submission-errors';
import { liteFirestoreFor } from './lite-firestore';

export const STAFF_ACCESS_COLLECTION = 'staffAccess';

export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

const answers = new WeakMap<FirebaseApp, Map<string, Promise<boolean>>>();

export function isStaffUser(app: FirebaseApp, firestoreEmulatorHost: string | null, user: SignedInUser): Promise<boolean> {
  if (!user.email || !user.emailVerified) return Promise.resolve(false);
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
