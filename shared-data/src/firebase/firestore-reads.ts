import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore/lite';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import type { StoreOperations } from './firestore-store';
import { isRaw, snapshotToRaw } from './snapshots';

/** A path segment from a URL is never trusted to name a document. */
const isDocumentId = (id: unknown): id is string => typeof id === 'string' && id !== '' && !id.includes('/');

export function createFirestoreReads(db: Firestore): StoreOperations<'reads'> {
  return {
    async list(name) {
      const snapshot = await withDeadline(`Reading ${name}`, REQUEST_DEADLINE_MS, () => getDocs(collection(db, name)));
      return snapshot.docs.map(snapshotToRaw).filter(isRaw);
    },
    async listSub(name, id, sub) {
      if (!isDocumentId(id)) return [];
      const snapshot = await withDeadline(`Reading ${name}/${id}/${sub}`, REQUEST_DEADLINE_MS, () => getDocs(collection(db, name, id, sub)));
      return snapshot.docs.map(snapshotToRaw).filter(isRaw);
    },
    async get(name, id) {
      if (!isDocumentId(id)) return null;
      return snapshotToRaw(await withDeadline(`Reading ${name}/${id}`, REQUEST_DEADLINE_MS, () => getDoc(doc(db, name, id))));
    },
  };
}
