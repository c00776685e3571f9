// Reads use Firestore Lite, loaded on the first read; only a live subscription loads the full SDK: once the browser is
// idle after a first Lite read or, when the page shows what the server read moments ago, once the page has settled
// (its first snapshot brings whatever changed meanwhile).
import type { FirebaseApp } from 'firebase/app';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { loadOnce, operationsOnUse } from '../core/lazy-operations';
import type { DocumentStore } from '../core/stores';
import { whenIdle, whenSettled } from '../core/when-settled';
import { isRaw, snapshotToRaw } from './snapshots';
import { hostAndPort } from './host-and-port';

type Request = Exclude<keyof DocumentStore, 'subscribe' | 'staffEmail'>;

/** What each request does, for the message when it passes its deadline (`Reading posts`). */
const requestWords: Record<Request, string> = {
  list: 'Reading',
  get: 'Reading',
  listSub: 'Reading',
  page: 'Reading a page of',
  count: 'Counting',
  add: 'Saving to',
  update: 'Saving to',
  replaceFields: 'Saving to',
  addSub: 'Saving to',
  updateWithHistory: 'Saving to',
  remove: 'Deleting from',
  removeWithSubs: 'Deleting from',
};

const connectedFull = new WeakSet<object>();

export function createFirestoreStore(
  app: FirebaseApp,
  emulatorHost: string | null,
  staffEmail: () => Promise<string | null>,
): DocumentStore {
  const lite = loadOnce(() => import('./lite-firestore').then(({ liteFirestoreFor }) => liteFirestoreFor(app, emulatorHost)));
  // Each request, once its module has loaded, races the deadline.
  const requests: Pick<DocumentStore, Request> = operationsOnUse(
    {
      reads: ['list', 'get', 'listSub'],
      writes: ['add', 'update', 'remove', 'replaceFields', 'addSub', 'updateWithHistory', 'removeWithSubs'],
      queries: ['page', 'count'],
    },
    {
      reads: async () => (await import('./firestore-reads')).createFirestoreReads(await lite()),
      writes: async () => (await import('./firestore-writes')).createFirestoreWrites(await lite()),
      queries: async () => (await import('./firestore-queries')).createFirestoreQueries(await lite()),
    },
    (name, [collection], call) => withDeadline(`${requestWords[name as Request]} ${String(collection)}`, REQUEST_DEADLINE_MS, call),
  );

  return {
    staffEmail,
    ...requests,
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
        requests.list(name).then((docs) => {
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
