import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { hostAndPort, onEmulator } from './firebase-app';

export function liteFirestoreFor(app: FirebaseApp, emulatorHost: string | null): Firestore {
  return onEmulator(getFirestore(app), emulatorHost, (db, at) => connectFirestoreEmulator(db, hostAndPort(at).host, hostAndPort(at).port));
}
