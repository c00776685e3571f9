/**
 * The full Firestore SDK (about 140 KB gzip), loaded only for what Firestore
 * Lite cannot do or should not carry: a live list (`onSnapshot`) and the
 * staff's inbox queries (pages and counts, `firestore-queries.ts`), so that
 * Lite, which every page that reads downloads, holds no query, cursor or
 * count code. Loaded through import(), never with a page's first read.
 */
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, type Firestore } from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import type { RawDoc } from '../core/mapping';
import { hostAndPort } from './host-and-port';
import { isRaw, snapshotToRaw } from './snapshots';

const connected = new WeakSet<object>();

/** The full SDK's Firestore of `app`, connected to the emulator when one is configured. */
export function fullFirestore(app: FirebaseApp, emulatorHost: string | null): Firestore {
  const db = getFirestore(app);
  if (emulatorHost && !connected.has(db)) {
    const { host, port } = hostAndPort(emulatorHost);
    connectFirestoreEmulator(db, host, port);
    connected.add(db);
  }
  return db;
}

/** Listens to the collection `name`: every change calls `onChange` with all its documents. */
export function listen(db: Firestore, name: string, onChange: (docs: RawDoc[]) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(collection(db, name), (snapshot) => onChange(snapshot.docs.map(snapshotToRaw).filter(isRaw)), onError);
}
