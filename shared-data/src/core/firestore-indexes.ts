/**
 * The composite indexes of `firestore.indexes.json`, derived from the one
 * declaration of the inbox filters (page-filters.ts); the rules generator
 * (shared-data/scripts/generate-rules.mjs) writes them, and a test fails when
 * the file is stale.
 *
 * Every page is read with `orderBy('createdAt', dir)` and
 * `orderBy(documentId(), dir)`. Firestore serves any combination of equality
 * and array-contains filters with that order by merging (zig-zag join) one
 * index per filter: (the filter's field, createdAt, document id), so each
 * filter field gets that index in both directions, and no index per
 * combination is needed. A `createdAt` range needs none of its own, nor
 * does the dated part's `createdAt >= <earliest time>`. The undated part
 * (`createdAt == null`, ordered by document id ascending) is served by the
 * same ascending indexes (an equality on createdAt, then the id), so it
 * needs no index either.
 */
import { indexedFilterFields, pageFilters } from './page-filters';

type Order = 'ASCENDING' | 'DESCENDING';
type IndexField = { fieldPath: string; order: Order } | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface FirestoreIndexes {
  indexes: { collectionGroup: string; queryScope: 'COLLECTION'; fields: IndexField[] }[];
  fieldOverrides: never[];
}

export function firestoreIndexes(): FirestoreIndexes {
  const indexes: FirestoreIndexes['indexes'] = [];
  for (const collection of Object.keys(pageFilters) as (keyof typeof pageFilters)[]) {
    for (const { field, arrayContains } of indexedFilterFields(collection)) {
      for (const order of ['DESCENDING', 'ASCENDING'] as const) {
        indexes.push({
          collectionGroup: collection,
          queryScope: 'COLLECTION',
          fields: [
            arrayContains ? { fieldPath: field, arrayConfig: 'CONTAINS' } : { fieldPath: field, order: 'ASCENDING' },
            { fieldPath: 'createdAt', order },
            { fieldPath: '__name__', order },
          ],
        });
      }
    }
  }
  return { indexes, fieldOverrides: [] };
}

/** The text of firestore.indexes.json. */
export function firestoreIndexesText(): string {
  return `${JSON.stringify(firestoreIndexes(), null, 2)}\n`;
}
