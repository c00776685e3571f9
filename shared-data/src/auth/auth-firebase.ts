import {
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '../config';
import { authFor } from '../firebase/auth-instance';
import { firebaseAppFor } from '../firebase/firebase-app';
import { staffAreasOf, type SignedInUser } from './staff-access';
import type { StaffAreas } from './staff-areas';

export type AuthBackendUser = SignedInUser;

export interface AuthBackend {
  onChange(next: (user: AuthBackendUser | null) => void, onError: (error: Error) => void): () => void;
  signInWithEmail(email: string): Promise<AuthBackendUser>;
  signInWithPopup(): Promise<AuthBackendUser>;
  signOut(): Promise<void>;
  /** The areas the rules grant the user (none: not staff); rejects when the back end does not answer. */
  staffAreas(user: AuthBackendUser): Promise<StaffAreas>;
}

function toUser(user: User): AuthBackendUser {
  const googleAccount = user.providerData.some((profile) => profile.providerId === GoogleAuthProvider.PROVIDER_ID);
  return { email: user.email, uid: user.uid, emailVerified: user.emailVerified, googleAccount };
}

/** Stable per e-mail, so the emulator keeps one user per address. */
export function emulatorSubject(email: string): string {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `local-${hash.toString(16)}-${email.toLowerCase().replace(/[^a-z0-9]/g, '')}`.slice(0, 120);
}

export function createAuthBackend(config: AppConfig): AuthBackend {
  const emulator = config.emulators.auth;
  const app = firebaseAppFor(config);
  const auth = authFor(app, emulator);

  return {
    onChange(next, onError) {
      return onAuthStateChanged(auth, (user) => next(user ? toUser(user) : null), (error) => onError(error));
    },
    async signInWithEmail(email) {
      if (!emulator) {
        throw new Error('E-mail sign-in works only with the Firebase Auth emulator (emulators.auth in app-config.json).');
      }
      const credential = GoogleAuthProvider.credential(
        JSON.stringify({ sub: emulatorSubject(email), email, email_verified: true }),
      );
      const result = await signInWithCredential(auth, credential);
      return toUser(result.user);
    },
    async signInWithPopup() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      const result = await signInWithPopup(auth, provider);
      return toUser(result.user);
    },
    async signOut() {
      await signOut(auth);
    },
    staffAreas(user) {
      return staffAreasOf(app, config.emulators.firestore, user);
    },
  };
}
