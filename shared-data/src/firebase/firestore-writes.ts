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
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import type { StoreOperations } from './firestore-store';

const DELETE_BATCH = 20; // the rules' document-access limit of a batch

export function createFirestoreWrites(db: Firestore): StoreOperations<'writes'> {
  const withTimestamps = (fields: DocumentData, timestamps: string[]): DocumentData => {
    const data: DocumentData = { ...fields };
    for (const field of timestamps) data[field] = serverTimestamp();
    return data;
  };

  return {
    async replaceFields(name, id, fields, remove, timestamps = []) {
      const data: DocumentData = withTimestamps(fields, timestamps);
      for (const key of remove) data[key] = deleteField();
      await withDeadline(`Saving to ${name}`, REQUEST_DEADLINE_MS, () => updateDoc(doc(db, name, id), data));
    },
    async addSub(name, id, sub, fields, timestamps) {
      const created = await withDeadline(`Saving to ${name}`, REQUEST_DEADLINE_MS, () => addDoc(collection(db, name, id, sub), withTimestamps(fields, timestamps)));
      return created.id;
    },
    // One batch: the rules accept a status change only with its history entry, each naming the other.
    async updateWithHistory(name, id, fields, entry) {
      const parent = doc(db, name, id);
      const created = doc(collection(parent, 'history'));
      const batch = writeBatch(db);
      batch.update(parent, { ...fields, historyId: created.id });
      batch.set(created, { ...entry, at: serverTimestamp() });
      await withDeadline(`Saving to ${name}`, REQUEST_DEADLINE_MS, () => batch.commit());
    },
    // The rules let staff delete notes and history only once their item is gone, or in the same batch.
    async removeWithSubs(name, id, subs) {
      const refs = subs.map(({ sub, id: entryId }) => doc(db, name, id, sub, entryId));
      for (let start = 0, first = true; first || start < refs.length; first = false) {
        const batch = writeBatch(db);
        const size = first ? DELETE_BATCH - 1 : DELETE_BATCH;
        if (first) batch.delete(doc(db, name, id));
        for (const ref of refs.slice(start, start + size)) batch.delete(ref);
        start += size;
        await withDeadline(`Deleting from ${name}`, REQUEST_DEADLINE_MS, () => batch.commit());
      }
    },
    async add(name, fields, timestamps) {
      const created = await withDeadline(`Saving to ${name}`, REQUEST_DEADLINE_MS, () => addDoc(collection(db, name), withTimestamps(fields, timestamps)));
      return created.id;
    },
    async update(name, id, fields, timestamps) {
      await withDeadline(`Saving to ${name}`, REQUEST_DEADLINE_MS, () => updateDoc(doc(db, name, id), withTimestamps(fields, timestamps)));
    },
    async remove(name, id) {
      await withDeadline(`Deleting from ${name}`, REQUEST_DEADLINE_MS, () => deleteDoc(doc(db, name, id)));
    },
  };
}
