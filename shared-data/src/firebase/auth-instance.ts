import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { onEmulator } from './firebase-app';

export function authFor(app: FirebaseApp, emulatorUrl: string | null): Auth {
  return onEmulator(getAuth(app), emulatorUrl, (auth, url) => connectAuthEmulator(auth, url, { disableWarnings: true }));
}
