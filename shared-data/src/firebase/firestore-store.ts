// Reads use Firestore Lite, loaded on the first read; only a live subscription loads the full SDK: once the browser is
// idle after a first Lite read or, when the page shows what the server read moments ago, once the page has settled
// (its first snapshot brings whatever changed meanwhile).
import type { FirebaseApp } from 'firebase/app';
import type { DocumentStore } from '../core/create-data-api';
import { lazyOperations, loadOnce } from '../core/lazy-operations';
import { whenIdle, whenSettled } from '../core/when-settled';
import { isRaw, snapshotToRaw } from './snapshots';
import { hostAndPort } from './host-and-port';

export const storeLoadedOnUse = {
  reads: ['list', 'get', 'listSub'],
  writes: ['add', 'update', 'remove', 'replaceFields', 'addSub', 'updateWithHistory', 'removeWithSubs'],
  queries: ['page', 'count'],
} as const satisfies Record<string, readonly (keyof DocumentStore)[]>;

export type StoreOperations<M extends keyof typeof storeLoadedOnUse> = Pick<DocumentStore, (typeof storeLoadedOnUse)[M][number]>;

const connectedFull = new WeakSet<object>();

export function createFirestoreStore(
  app: FirebaseApp,
  emulatorHost: string | null,
  staffEmail: () => Promise<string | null>,
): DocumentStore {
  const lite = loadOnce(() => import('./lite-firestore').then(({ liteFirestoreFor }) => liteFirestoreFor(app, emulatorHost)));
  const reads = loadOnce(async () => (await import('./firestore-reads')).createFirestoreReads(await lite()));
  const writes = loadOnce(async () => (await import('./firestore-writes')).createFirestoreWrites(await lite()));
  const queries = loadOnce(async () => (await import('./firestore-queries')).createFirestoreQueries(await lite()));
  const readOperations = lazyOperations(reads, storeLoadedOnUse.reads);

  return {
    staffEmail,
    ...readOperations,
    ...lazyOperations(writes, storeLoadedOnUse.writes),
    ...lazyOperations(queries, storeLoadedOnUse.queries),
    subscribe(name, onChange, onError, options = {}) {
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
      if (options.servedFresh) {
        whenSettled(attachLiveListener);
      } else {
        readOperations.list(name).then((docs) => {
          if (stopped) return;
          onChange(docs);
          whenIdle(attachLiveListener);
        }, fail);
      }
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
  };
}
