/**
 * The Firebase back end (production): Firestore + Cloud Storage, performing
 * the operations of spec §7. Documents keep storage paths; reads resolve them
 * to download URLs (cached per path). createdAt/updatedAt are
 * serverTimestamp() (the rules require createdAt == request.time).
 */
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import type { AppConfig } from '../config';
import type { DataApi, DataOperation } from '../data-api';
import { createDataApiFromStores, type DocumentStore, type FileStore } from '../core/create-data-api';
import type { RawDoc } from '../core/mapping';
import { firebaseAppFor } from './firebase-app';

const connectedDb = new WeakSet<Firestore>();
const connectedStorage = new WeakSet<FirebaseStorage>();

/** Splits 'host:port' (validated by the config) into its parts. */
export function hostAndPort(value: string): { host: string; port: number } {
  const index = value.lastIndexOf(':');
  return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
}

/** A Firestore snapshot to a RawDoc (timestamps stay Timestamps; mapping.toDateOrNull converts them). */
export function snapshotToRaw(snapshot: DocumentSnapshot<DocumentData> | QueryDocumentSnapshot<DocumentData>): RawDoc | null {
  if (!snapshot.exists()) return null;
  // 'estimate' gives the local time for a pending serverTimestamp instead of null.
  return { id: snapshot.id, data: snapshot.data({ serverTimestamps: 'estimate' }) };
}

/** True for storage errors that mean "there is no such file". */
export function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'storage/object-not-found';
}

export interface FirebaseOptions {
  shouldFail?: (operation: DataOperation) => boolean;
}

export function createFirebaseDataApi(config: AppConfig, options: FirebaseOptions = {}): DataApi {
  const app = firebaseAppFor(config);
  const db = getFirestore(app);
  const storage = getStorage(app);
  if (config.emulators.firestore && !connectedDb.has(db)) {
    const { host, port } = hostAndPort(config.emulators.firestore);
    connectFirestoreEmulator(db, host, port);
    connectedDb.add(db);
  }
  if (config.emulators.storage && !connectedStorage.has(storage)) {
    const { host, port } = hostAndPort(config.emulators.storage);
    connectStorageEmulator(storage, host, port);
    connectedStorage.add(storage);
  }

  const urlCache = new Map<string, Promise<string | null>>();

  const docs: DocumentStore = {
    async list(name) {
      const snapshot = await getDocs(collection(db, name));
      return snapshot.docs.map((d) => snapshotToRaw(d)).filter((d): d is RawDoc => d !== null);
    },
    async get(name, id) {
      if (typeof id !== 'string' || id === '' || id.includes('/')) return null;
      return snapshotToRaw(await getDoc(doc(db, name, id)));
    },
    async add(name, fields, timestamps) {
      const data: DocumentData = { ...fields };
      for (const field of timestamps) data[field] = serverTimestamp();
      const created = await addDoc(collection(db, name), data);
      return created.id;
    },
    async update(name, id, fields, timestamps) {
      const data: DocumentData = { ...fields };
      for (const field of timestamps) data[field] = serverTimestamp();
      // updateDoc rejects with 'not-found' when the document does not exist.
      await updateDoc(doc(db, name, id), data);
    },
    async remove(name, id) {
      await deleteDoc(doc(db, name, id));
    },
    subscribe(name, onChange, onError) {
      return onSnapshot(
        collection(db, name),
        (snapshot) => onChange(snapshot.docs.map((d) => snapshotToRaw(d)).filter((d): d is RawDoc => d !== null)),
        (error) => onError(error),
      );
    },
  };

  const files: FileStore = {
    async put(path, file, contentType) {
      await uploadBytes(ref(storage, path), file, { contentType });
      urlCache.delete(path);
    },
    url(path) {
      let url = urlCache.get(path);
      if (!url) {
        url = getDownloadURL(ref(storage, path)).catch((error: unknown) => {
          urlCache.delete(path);
          if (isNotFound(error)) return null;
          throw error;
        });
        urlCache.set(path, url);
      }
      return url;
    },
    async remove(path) {
      urlCache.delete(path);
      try {
        await deleteObject(ref(storage, path));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };

  return createDataApiFromStores('firebase', docs, files, {
    shouldFail: options.shouldFail,
    // Resumes are readable by admins only: the public gets no URL back.
    returnsUrlFor: (folder) => folder === 'images',
  });
}
