import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { hostAndPort } from './host-and-port';

const connected = new WeakSet<Firestore>();

export function liteFirestoreFor(app: FirebaseApp, emulatorHost: string | null): Firestore {
  const db = getFirestore(app);
  if (emulatorHost && !connected.has(db)) {
    const { host, port } = hostAndPort(emulatorHost);
    connectFirestoreEmulator(db, host, port);
    connected.add(db);
  }
  return db;
}
