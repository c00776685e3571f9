import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit as limitTo,
  orderBy,
  query as queryOf,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { StoreQuery } from '../core/page-filters';
import type { DocumentStore, GivenHandle } from '../core/stores';
import { isRaw, snapshotToRaw } from './snapshots';

// The stored Timestamp itself, never rounded to milliseconds.
interface FirestoreCursor {
  createdAt: unknown;
  id: string;
}

const EARLIEST_TIME = new Timestamp(-62135596800, 0); // `createdAt >=` it matches every time and no null

const filtersOf = (query: StoreQuery): QueryConstraint[] => [
  ...query.equals.map(({ field, value }) => where(field, '==', value)),
  ...(query.contains ? [where(query.contains.field, 'array-contains', query.contains.value)] : []),
  ...(query.from ? [where('createdAt', '>=', Timestamp.fromDate(query.from))] : []),
  ...(query.before ? [where('createdAt', '<', Timestamp.fromDate(query.before))] : []),
];

export const firestoreQueries: GivenHandle<Firestore, Pick<DocumentStore, 'page' | 'count'>> = {
  async page(db, name, query, part, order, limit, after) {
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
  async count(db, name, query) {
    const snapshot = await getCount(queryOf(collection(db, name), ...filtersOf(query)));
    return snapshot.data().count;
  },
};
