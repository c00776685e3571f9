// Reads use Firestore Lite, loaded on the first read; only a live subscription loads the full SDK: once the browser is
// idle after a first Lite read or, when the page shows what the server read moments ago, once the page has settled
// (its first snapshot brings whatever changed meanwhile).
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { operationsOnUse } from '../core/lazy-operations';
import type { DocumentStore } from '../core/stores';
import { whenIdle, whenSettled } from '../core/when-settled';
import type { Firebase } from './firebase-app';
import { isRaw, snapshotToRaw } from './snapshots';

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

export function createFirestoreStore(firebase: Firebase): DocumentStore {
  // Each request loads its module on first use, then runs on Firestore Lite against the deadline.
  const requests = operationsOnUse<Pick<DocumentStore, Request>>(
    {
      reads: ['list', 'get', 'listSub'],
      writes: ['add', 'update', 'remove', 'replaceFields', 'addSub', 'updateWithHistory', 'removeWithSubs'],
      queries: ['page', 'count'],
    },
    {
      reads: () => import('./firestore-reads').then(({ firestoreReads }) => firestoreReads),
      writes: () => import('./firestore-writes').then(({ firestoreWrites }) => firestoreWrites),
      queries: () => import('./firestore-queries').then(({ firestoreQueries }) => firestoreQueries),
    },
    async (name, operation, args) => {
      const db = await firebase.lite();
      return withDeadline(`${requestWords[name]} ${String(args[0])}`, REQUEST_DEADLINE_MS, () => operation(db, ...args));
    },
  );

  return {
    ...requests,
    // The e-mail notes and status changes are recorded under. Whether the user is staff is the rules' decision on the
    // write: asking first would add a request to every save.
    async staffEmail() {
      const auth = await firebase.auth();
      await withDeadline('Restoring the sign-in', REQUEST_DEADLINE_MS, () => auth.authStateReady());
      const user = auth.currentUser;
      return user?.email && user.emailVerified ? user.email : null;
    },
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
        firebase.live().then(({ sdk, db }) => {
          if (stopped || failed) return;
          unsubscribe = sdk.onSnapshot(
            sdk.collection(db, name),
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
