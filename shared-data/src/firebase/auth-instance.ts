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
