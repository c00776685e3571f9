import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import type { DocumentStore, GivenHandle } from '../core/stores';

const DELETE_BATCH = 20; // the rules' document-access limit of a batch

type Writes = Pick<DocumentStore, 'add' | 'update' | 'remove' | 'replaceFields' | 'addSub' | 'updateWithHistory' | 'removeWithSubs'>;

function withTimestamps(fields: DocumentData, timestamps: string[]): DocumentData {
  const data: DocumentData = { ...fields };
  for (const field of timestamps) data[field] = serverTimestamp();
  return data;
}

export const firestoreWrites: GivenHandle<Firestore, Writes> = {
  async replaceFields(db, name, id, fields, remove, timestamps = []) {
    const data: DocumentData = withTimestamps(fields, timestamps);
    for (const key of remove) data[key] = deleteField();
    await updateDoc(doc(db, name, id), data);
  },
  async addSub(db, name, id, sub, fields, timestamps) {
    const created = await addDoc(collection(db, name, id, sub), withTimestamps(fields, timestamps));
    return created.id;
  },
  // One batch: the rules accept a status change only with its history entry, each naming the other.
  async updateWithHistory(db, name, id, fields, entry) {
    const parent = doc(db, name, id);
    const created = doc(collection(parent, 'history'));
    const batch = writeBatch(db);
    batch.update(parent, { ...fields, historyId: created.id });
    batch.set(created, { ...entry, at: serverTimestamp() });
    await batch.commit();
  },
  // The rules let staff delete notes and history only once their item is gone, or in the same batch: the item goes
  // in the first batch, the rest together after it (two round trips within one request deadline).
  async removeWithSubs(db, name, id, subs) {
    const refs = subs.map(({ sub, id: entryId }) => doc(db, name, id, sub, entryId));
    const batchOf = (entries: typeof refs) => {
      const batch = writeBatch(db);
      for (const ref of entries) batch.delete(ref);
      return batch;
    };
    await batchOf([doc(db, name, id), ...refs.slice(0, DELETE_BATCH - 1)]).commit();
    const rest: (typeof refs)[] = [];
    for (let start = DELETE_BATCH - 1; start < refs.length; start += DELETE_BATCH) rest.push(refs.slice(start, start + DELETE_BATCH));
    await Promise.all(rest.map((entries) => batchOf(entries).commit()));
  },
  async add(db, name, fields, timestamps) {
    const created = await addDoc(collection(db, name), withTimestamps(fields, timestamps));
    return created.id;
  },
  async update(db, name, id, fields, timestamps) {
    await updateDoc(doc(db, name, id), withTimestamps(fields, timestamps));
  },
  async remove(db, name, id) {
    await deleteDoc(doc(db, name, id));
  },
};
