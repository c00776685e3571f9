// Reads use Firestore Lite; only a live subscription loads the full SDK, after a first Lite read, once the browser is idle.
import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import type { DocumentStore, Writer } from '../core/create-data-api';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { lazyOperations, loadOnce } from '../core/lazy-operations';
import type { RawDoc } from '../core/mapping';
import { isRaw, snapshotToRaw } from './snapshots';
import { hostAndPort } from './host-and-port';
import { liteFirestoreFor } from './lite-firestore';

function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

export const storeLoadedOnUse = {
  writes: ['readLimit', 'addLimited', 'takeTicket', 'readReceipt', 'add', 'update', 'remove', 'replaceFields', 'addSub', 'updateWithHistory', 'removeWithSubs'],
  queries: ['page', 'count'],
} as const satisfies Record<string, readonly (keyof DocumentStore)[]>;

export type StoreOperations<M extends keyof typeof storeLoadedOnUse> = Pick<DocumentStore, (typeof storeLoadedOnUse)[M][number]>;

const connectedFull = new WeakSet<object>();

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
