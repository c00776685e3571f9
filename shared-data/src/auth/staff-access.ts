// The rules let a staff member get staffAccess/{uid}/areas/{area} only for the areas their role reaches, so two reads
// answer "is staff, and of what" without the browser ever being sent the staff list. A failure to reach the back end
// is neither a yes nor a no: it is not cached, and the caller may ask again.
import { doc, getDoc } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { noStaffAreas, staffAreaNames, type StaffAreas } from './staff-areas';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { isPermissionDenied } from '../submission-errors';
import { liteFirestoreFor } from '../firebase/lite-firestore';

export const STAFF_ACCESS_COLLECTION = 'staffAccess';
export const STAFF_AREAS_SUBCOLLECTION = 'areas';

export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** A Google sign-in is linked to the account; the rules check that the session itself came through Google. */
  googleAccount: boolean;
}

const answers = new WeakMap<FirebaseApp, Map<string, Promise<StaffAreas>>>();

/**
 * The areas the rules grant `user` (none: not staff), asked once per user and page load, both areas at once. Nothing
 * is asked for an account without Google or a verified e-mail: it cannot be staff. Rejects when the back end did not
 * answer (the deadline, the network).
 */
export function staffAreasOf(app: FirebaseApp, firestoreEmulatorHost: string | null, user: SignedInUser): Promise<StaffAreas> {
  if (!user.googleAccount || !user.email || !user.emailVerified) return Promise.resolve(noStaffAreas);
  const known = answers.get(app) ?? new Map<string, Promise<StaffAreas>>();
  answers.set(app, known);
  const cached = known.get(user.uid);
  if (cached) return cached;
  const firestore = liteFirestoreFor(app, firestoreEmulatorHost);
  const granted = (area: string) =>
    getDoc(doc(firestore, STAFF_ACCESS_COLLECTION, user.uid, STAFF_AREAS_SUBCOLLECTION, area)).then(
      () => true,
      (error: unknown) => {
        if (isPermissionDenied(error)) return false;
        throw error;
      },
    );
  const answer = withDeadline('Checking staff access', REQUEST_DEADLINE_MS, () => Promise.all(staffAreaNames.map(granted))).then(
    (grants) => Object.freeze(Object.fromEntries(staffAreaNames.map((area, index) => [area, grants[index] === true]))) as StaffAreas,
    (error: unknown) => {
      known.delete(user.uid);
      throw error;
    },
  );
  known.set(user.uid, answer);
  return answer;
}
