/**
 * The Firebase Auth instance of an app, connected to the Auth emulator when
 * the configuration names one (once per instance). Shared by staff sign-in
 * (auth/auth-firebase.ts) and the visitors' identities
 * (anonymous-writer.ts). Heavy (firebase/auth): imported only behind import().
 */
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';

const connected = new WeakSet<Auth>();

export function authFor(app: FirebaseApp, emulatorUrl: string | null): Auth {
  const auth = getAuth(app);
  if (emulatorUrl && !connected.has(auth)) {
    connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    connected.add(auth);
  }
  return auth;
}
