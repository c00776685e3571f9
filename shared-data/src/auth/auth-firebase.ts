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
import { isStaffUser } from '../firebase/staff-access';

export interface AuthBackendUser {
  email: string | null;
  uid: string;
  emailVerified: boolean;
  isAnonymous: boolean;
}

export interface AuthBackend {
  onChange(next: (user: AuthBackendUser | null) => void, onError: (error: Error) => void): () => void;
  signInWithEmail(email: string): Promise<AuthBackendUser>;
  signInWithPopup(): Promise<AuthBackendUser>;
  signOut(): Promise<void>;
  isStaff(user: AuthBackendUser): Promise<boolean>;
}

function toUser(user: User): AuthBackendUser {
  return { email: user.email, uid: user.uid, emailVerified: user.emailVerified, isAnonymous: user.isAnonymous };
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
    isStaff(user) {
      return isStaffUser(app, config.emulators.firestore, user);
    },
  };
}
