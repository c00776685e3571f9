/**
 * The document half of the Firebase back end. Every read and write goes
 * through `firebase/firestore/lite` (about 33 KB gzip): public pages that only
 * read, and the forms that only create, never download the full SDK. Only a
 * live subscription needs the full SDK (about 140 KB gzip): it first delivers
 * a one-off read through Lite, so the page renders at once, and attaches the
 * live listener when the browser is idle.
 */
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit as limitTo,
  orderBy,
  query as queryOf,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import type { DocumentStore, Writer } from '../core/create-data-api';
import type { StoreQuery } from '../core/page-filters';
import type { LimitKind, LimitRecord } from '../core/write-limits';
import { WRITE_DEADLINE_MS, withDeadline } from '../core/deadline';
import type { RawDoc } from '../core/mapping';
import { hostAndPort } from './host-and-port';

/** The parts of a snapshot (Lite or full SDK) that a RawDoc needs. */
interface SnapshotLike {
  id: string;
  exists(): boolean;
  data(options?: { serverTimestamps?: 'estimate' }): DocumentData | undefined;
}

/** A Firestore snapshot to a RawDoc (timestamps stay Timestamps; mapping.toDateOrNull converts them). */
export function snapshotToRaw(snapshot: SnapshotLike): RawDoc | null {
  if (!snapshot.exists()) return null;
  // 'estimate' gives the local time for a pending serverTimestamp instead of null (full SDK; Lite has none pending).
  return { id: snapshot.id, data: snapshot.data({ serverTimestamps: 'estimate' }) ?? {} };
}

const isRaw = (d: RawDoc | null): d is RawDoc => d !== null;

/** Runs `task` when the browser is idle (soon after the page is interactive), or after a short pause elsewhere. */
function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

const connectedLite = new WeakSet<object>();
const connectedFull = new WeakSet<object>();

/** Where a page ends: the last document's stored `createdAt` (the Firestore Timestamp itself, never rounded to milliseconds) and its id. */
interface FirestoreCursor {
  createdAt: unknown;
  id: string;
}

/** The earliest time Firestore stores (0001-01-01T00:00:00Z): `createdAt >=` it matches every time and no null. */
const EARLIEST_TIME = new Timestamp(-62135596800, 0);

/** Documents a batch deletes at most together (the rules' document-access limit of a batch is 20). */
const DELETE_BATCH = 20;

/** Collection of the receipts the server writes with a reference (anyone may get one by id). */
const RECEIPTS = 'receipts';

/**
 * `writer`: who writes the public forms (firebase/anonymous-writer.ts: the
 * signed-in user, else a new anonymous identity); `staffEmail`: the signed-in
 * staff member's e-mail, or null (never signs anyone in).
 */
export function createFirestoreStore(
  app: FirebaseApp,
  emulatorHost: string | null,
  writer: () => Promise<Writer>,
  staffEmail: () => Promise<string | null>,
): DocumentStore {
  const db = getFirestore(app);
  if (emulatorHost && !connectedLite.has(db)) {
    const { host, port } = hostAndPort(emulatorHost);
    connectFirestoreEmulator(db, host, port);
    connectedLite.add(db);
  }

  const withTimestamps = (fields: DocumentData, timestamps: string[]): DocumentData => {
    const data: DocumentData = { ...fields };
    for (const field of timestamps) data[field] = serverTimestamp();
    return data;
  };

  async function list(name: string): Promise<RawDoc[]> {
    const snapshot = await getDocs(collection(db, name));
    return snapshot.docs.map(snapshotToRaw).filter(isRaw);
  }

  const limitRef = (uid: string, kind: LimitKind) => doc(db, 'limits', uid, 'writes', kind);

  /** The filters of a store query as Firestore constraints. */
  const filtersOf = (query: StoreQuery): QueryConstraint[] => [
    ...query.equals.map(({ field, value }) => where(field, '==', value)),
    ...(query.contains ? [where(query.contains.field, 'array-contains', query.contains.value)] : []),
    ...(query.from ? [where('createdAt', '>=', Timestamp.fromDate(query.from))] : []),
    ...(query.before ? [where('createdAt', '<', Timestamp.fromDate(query.before))] : []),
  ];

  return {
    list,
    writer,
    staffEmail,
    async page(name, query, part, order, limit, after) {
      const cursor = after as FirestoreCursor | null;
      const ordered: QueryConstraint[] =
        part === 'dated'
          ? [
              // Only times: an order by createdAt alone would also list the nulls (first).
              ...(query.from ? [] : [where('createdAt', '>=', EARLIEST_TIME)]),
              orderBy('createdAt', order),
              orderBy(documentId(), order),
              ...(cursor ? [startAfter(cursor.createdAt, cursor.id)] : []),
            ]
          : [where('createdAt', '==', null), orderBy(documentId()), ...(cursor ? [startAfter(cursor.id)] : [])];
      const snapshot = await getDocs(queryOf(collection(db, name), ...filtersOf(query), ...ordered, limitTo(limit)));
      const last = snapshot.docs.at(-1);
      const next: FirestoreCursor | null = last ? { createdAt: last.get('createdAt') as unknown, id: last.id } : null;
      return { docs: snapshot.docs.map(snapshotToRaw).filter(isRaw), last: next };
    },
    async count(name, query) {
      const snapshot = await getCount(queryOf(collection(db, name), ...filtersOf(query)));
      return snapshot.data().count;
    },
    async replaceFields(name, id, fields, remove) {
      const data: DocumentData = { ...fields };
      for (const key of remove) data[key] = deleteField();
      await withDeadline(`Saving to ${name}`, WRITE_DEADLINE_MS, () => updateDoc(doc(db, name, id), data));
    },
    async listSub(name, id, sub) {
      if (typeof id !== 'string' || id === '' || id.includes('/')) return [];
      const snapshot = await getDocs(collection(db, name, id, sub));
      return snapshot.docs.map(snapshotToRaw).filter(isRaw);
    },
    async addSub(name, id, sub, fields, timestamps) {
      const created = await withDeadline(`Saving to ${name}`, WRITE_DEADLINE_MS, () => addDoc(collection(db, name, id, sub), withTimestamps(fields, timestamps)));
      return created.id;
    },
    // One batch: the rules accept a status change only with its history entry, each naming the other.
    async updateWithHistory(name, id, fields, entry) {
      const parent = doc(db, name, id);
      const created = doc(collection(parent, 'history'));
      const batch = writeBatch(db);
      batch.update(parent, { ...fields, historyId: created.id });
      batch.set(created, { ...entry, at: serverTimestamp() });
      await withDeadline(`Saving to ${name}`, WRITE_DEADLINE_MS, () => batch.commit());
    },
    // The rules let staff delete notes and history only once their item is gone (or with it, in the same batch).
    async removeWithSubs(name, id, subs) {
      const refs = subs.map(({ sub, id: entryId }) => doc(db, name, id, sub, entryId));
      for (let start = 0, first = true; first || start < refs.length; first = false) {
        const batch = writeBatch(db);
        const size = first ? DELETE_BATCH - 1 : DELETE_BATCH;
        if (first) batch.delete(doc(db, name, id));
        for (const ref of refs.slice(start, start + size)) batch.delete(ref);
        start += size;
        await withDeadline(`Deleting from ${name}`, WRITE_DEADLINE_MS, () => batch.commit());
      }
    },
    async readReceipt(id) {
      const data = (await getDoc(doc(db, RECEIPTS, id))).data();
      return data && typeof data.reference === 'string' ? { reference: data.reference } : null;
    },
    async readLimit(uid, kind) {
      const data = (await getDoc(limitRef(uid, kind))).data();
      if (!data) return null;
      const last = data.last instanceof Timestamp ? data.last.toMillis() : 0;
      const record: LimitRecord = { lastMillis: last, day: Number(data.day), count: Number(data.count), ref: String(data.ref) };
      return record;
    },
    // One batch: the new document, its children and, for the public, the writer's limit document naming it (the rules require them together).
    async addLimited(name, fields, timestamps, limit, children = []) {
      const created = doc(collection(db, name));
      const batch = writeBatch(db);
      batch.set(created, withTimestamps(fields, timestamps));
      for (const child of children) batch.set(doc(created, child.sub, child.id), child.fields);
      if (limit) batch.set(limitRef(limit.uid, limit.kind), { last: serverTimestamp(), day: limit.next.day, count: limit.next.count, ref: created.id });
      await withDeadline(`Saving to ${name}`, WRITE_DEADLINE_MS, () => batch.commit());
      return created.id;
    },
    async takeTicket(uid, path, next) {
      await withDeadline('Preparing the upload', WRITE_DEADLINE_MS, () =>
        setDoc(limitRef(uid, 'resumes'), { last: serverTimestamp(), day: next.day, count: next.count, ref: path }),
      );
    },
    async get(name, id) {
      if (typeof id !== 'string' || id === '' || id.includes('/')) return null;
      return snapshotToRaw(await getDoc(doc(db, name, id)));
    },
    // Writes have a deadline (WRITE_DEADLINE_MS): a write that has not been answered by then rejects.
    async add(name, fields, timestamps) {
      const created = await withDeadline(`Saving to ${name}`, WRITE_DEADLINE_MS, () => addDoc(collection(db, name), withTimestamps(fields, timestamps)));
      return created.id;
    },
    async update(name, id, fields, timestamps) {
      // updateDoc rejects with 'not-found' when the document does not exist.
      await withDeadline(`Saving to ${name}`, WRITE_DEADLINE_MS, () => updateDoc(doc(db, name, id), withTimestamps(fields, timestamps)));
    },
    async remove(name, id) {
      await withDeadline(`Deleting from ${name}`, WRITE_DEADLINE_MS, () => deleteDoc(doc(db, name, id)));
    },
    subscribe(name, onChange, onError) {
      let stopped = false;
      let unsubscribe: (() => void) | null = null;
      let failed = false;
      const fail = (error: unknown) => {
        if (stopped || failed) return;
        failed = true;
        onError(error instanceof Error ? error : new Error(String(error)));
      };
      const attachLiveListener = () => {
        if (stopped || failed) return;
        import('firebase/firestore').then((full) => {
          if (stopped || failed) return;
          const liveDb = full.getFirestore(app);
          if (emulatorHost && !connectedFull.has(liveDb)) {
            const { host, port } = hostAndPort(emulatorHost);
            full.connectFirestoreEmulator(liveDb, host, port);
            connectedFull.add(liveDb);
          }
          unsubscribe = full.onSnapshot(
            full.collection(liveDb, name),
            (snapshot) => onChange(snapshot.docs.map(snapshotToRaw).filter(isRaw)),
            fail,
          );
        }, fail);
      };
      // The first read (Lite) renders the list; only then, when the browser is idle, the full SDK comes for live updates.
      list(name).then((docs) => {
        if (stopped) return;
        onChange(docs);
        whenIdle(attachLiveListener);
      }, fail);
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
  };
}
