// One index per filter field, (field, createdAt, id) in both orders: Firestore's zig-zag merge serves any
// combination of filters, so no index per combination is needed. The undated part uses the ascending ones.
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

export function firestoreIndexesText(): string {
  return `${JSON.stringify(firestoreIndexes(), null, 2)}\n`;
}
