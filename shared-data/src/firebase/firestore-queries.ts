/**
 * The inbox queries of the Firestore store (pages and counts of quotes and
 * applications, staff only), loaded on their first call. They use the full
 * SDK (`firestore-full.ts`), not Lite: Lite's query, cursor and count code
 * would otherwise be part of every page that reads a document (a module's
 * unused functions are left out of a build only when no chunk uses them).
 * A page's cursor holds the full SDK's own Timestamp of its last document.
 */
import {
  collection,
  documentId,
  getCountFromServer,
  getDocs,
  limit as limitTo,
  orderBy,
  query as queryOf,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import type { StoreQuery } from '../core/page-filters';
import type { StoreOperations } from './firestore-store';
import { fullFirestore } from './firestore-full';
import { isRaw, snapshotToRaw } from './snapshots';

/** Where a page ends: the last document's stored `createdAt` (the Firestore Timestamp itself, never rounded to milliseconds) and its id. */
interface FirestoreCursor {
  createdAt: unknown;
  id: string;
}

/** The earliest time Firestore stores (0001-01-01T00:00:00Z): `createdAt >=` it matches every time and no null. */
const EARLIEST_TIME = new Timestamp(-62135596800, 0);

/** The filters of a store query as Firestore constraints. */
const filtersOf = (query: StoreQuery): QueryConstraint[] => [
  ...query.equals.map(({ field, value }) => where(field, '==', value)),
  ...(query.contains ? [where(query.contains.field, 'array-contains', query.contains.value)] : []),
  ...(query.from ? [where('createdAt', '>=', Timestamp.fromDate(query.from))] : []),
  ...(query.before ? [where('createdAt', '<', Timestamp.fromDate(query.before))] : []),
];

export function createFirestoreQueries(app: FirebaseApp, emulatorHost: string | null): StoreOperations<'queries'> {
  const db = fullFirestore(app, emulatorHost);
  return {
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
      const snapshot = await getCountFromServer(queryOf(collection(db, name), ...filtersOf(query)));
      return snapshot.data().count;
    },
  };
}
