/**
 * The document half of the Firebase back end. Every read and write goes
 * through `firebase/firestore/lite` (about 33 KB gzip): public pages that only
 * read, and the forms that only create, never download the full SDK. Only a
 * live subscription needs the full SDK (about 140 KB gzip): it first delivers
 * a one-off read through Lite, so the page renders at once, and attaches the
 * live listener when the browser is idle. This module reads; the writes
 * (`firestore-writes.ts`) and the inbox queries (`firestore-queries.ts`) load
 * on their first call. Every request has a deadline (REQUEST_DEADLINE_MS).
 */
import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import type { DocumentStore, Writer } from '../core/create-data-api';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { lazyOperations, loadOnce } from '../core/lazy-operations';
import type { RawDoc } from '../core/mapping';
import { isRaw, snapshotToRaw } from './snapshots';
import { hostAndPort } from './host-and-port';
import { liteFirestoreFor } from './lite-firestore';

/** Runs `task` when the browser is idle (soon after the page is interactive), or after a short pause elsewhere. */
function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

/**
 * The store's operations that load on their first call: the writes (and the
 * reads only writes need: limit documents, receipts), `firestore-writes.ts`;
 * the inbox queries, `firestore-queries.ts`.
 */
export const storeLoadedOnUse = {
  writes: ['readLimit', 'addLimited', 'takeTicket', 'readReceipt', 'add', 'update', 'remove', 'replaceFields', 'addSub', 'updateWithHistory', 'removeWithSubs'],
  queries: ['page', 'count'],
} as const satisfies Record<string, readonly (keyof DocumentStore)[]>;

/** The store's operations of `storeLoadedOnUse[M]`. */
export type StoreOperations<M extends keyof typeof storeLoadedOnUse> = Pick<DocumentStore, (typeof storeLoadedOnUse)[M][number]>;

const connectedFull = new WeakSet<object>();

/**
 * `writer`: who writes the public forms (firebase/anonymous-writer.ts: the
 * signed-in user, else a new visitor identity); `staffEmail`: the signed-in
 * staff member's e-mail, or null (never signs anyone in).
 */
export function createFirestoreStore(
  app: FirebaseApp,
  emulatorHost: string | null,
  writer: () => Promise<Writer>,
  staffEmail: () => Promise<string | null>,
): DocumentStore {
  const db = liteFirestoreFor(app, emulatorHost);
  const writes = loadOnce(() => import('./firestore-writes').then(({ createFirestoreWrites }) => createFirestoreWrites(db)));
  const queries = loadOnce(() => import('./firestore-queries').then(({ createFirestoreQueries }) => createFirestoreQueries(db)));

  async function list(name: string): Promise<RawDoc[]> {
    const snapshot = await withDeadline(`Reading ${name}`, REQUEST_DEADLINE_MS, () => getDocs(collection(db, name)));
    return snapshot.docs.map(snapshotToRaw).filter(isRaw);
  }

  return {
    list,
    writer,
    staffEmail,
    async listSub(name, id, sub) {
      if (typeof id !== 'string' || id === '' || id.includes('/')) return [];
      const snapshot = await withDeadline(`Reading ${name}/${id}/${sub}`, REQUEST_DEADLINE_MS, () => getDocs(collection(db, name, id, sub)));
      return snapshot.docs.map(snapshotToRaw).filter(isRaw);
    },
    async get(name, id) {
      if (typeof id !== 'string' || id === '' || id.includes('/')) return null;
      return snapshotToRaw(await withDeadline(`Reading ${name}/${id}`, REQUEST_DEADLINE_MS, () => getDoc(doc(db, name, id))));
    },
    ...lazyOperations(writes, storeLoadedOnUse.writes),
    ...lazyOperations(queries, storeLoadedOnUse.queries),
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
