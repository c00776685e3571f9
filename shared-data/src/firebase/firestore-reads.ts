import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore/lite';
import type { DocumentStore, GivenHandle } from '../core/stores';
import { isRaw, snapshotToRaw } from './snapshots';

/** A path segment from a URL is never trusted to name a document. */
const isDocumentId = (id: unknown): id is string => typeof id === 'string' && id !== '' && !id.includes('/');

export const firestoreReads: GivenHandle<Firestore, Pick<DocumentStore, 'list' | 'get' | 'listSub'>> = {
  async list(db, name) {
    const snapshot = await getDocs(collection(db, name));
    return snapshot.docs.map(snapshotToRaw).filter(isRaw);
  },
  async listSub(db, name, id, sub) {
    if (!isDocumentId(id)) return [];
    const snapshot = await getDocs(collection(db, name, id, sub));
    return snapshot.docs.map(snapshotToRaw).filter(isRaw);
  },
  async get(db, name, id) {
    if (!isDocumentId(id)) return null;
    return snapshotToRaw(await getDoc(doc(db, name, id)));
  },
};
