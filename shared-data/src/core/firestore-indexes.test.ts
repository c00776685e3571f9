/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firestoreIndexes, firestoreIndexesText } from './firestore-indexes';
import { applicantPageFilters, quotePageFilters, storeQueryOf } from './page-filters';

const indexes = firestoreIndexes().indexes;

/** True when a composite index serves a filter on `field` ordered by createdAt and document id in `order`. */
const served = (collection: string, field: string, order: 'ASCENDING' | 'DESCENDING') =>
  indexes.some(
    (index) =>
      index.collectionGroup === collection &&
      index.fields[0]?.fieldPath === field &&
      index.fields[1]?.fieldPath === 'createdAt' &&
      'order' in index.fields[1] &&
      index.fields[1].order === order &&
      index.fields[2]?.fieldPath === '__name__' &&
      'order' in index.fields[2] &&
      index.fields[2].order === order,
  );

describe('firestore.indexes.json (regenerate: node shared-data/scripts/generate-rules.mjs)', () => {
  it('matches what the declared inbox filters give', () => {
    expect(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')).toBe(firestoreIndexesText());
  });

  it.each(['DESCENDING', 'ASCENDING'] as const)('serves quote filters with search, paged %s', (order) => {
    const query = storeQueryOf(quotePageFilters, { status: 'accepted', service: 'landFreight', search: 'acme' });
    for (const { field } of [...query.equals, query.contains!]) expect([field, served('quotes', field, order)]).toEqual([field, true]);
  });

  it.each(['DESCENDING', 'ASCENDING'] as const)('serves applicant filters, search, dates, paged %s', (order) => {
    const query = storeQueryOf(applicantPageFilters, { status: 'hired', vacancyId: 'job-1', search: 'ravi', from: new Date(0), before: new Date() });
    for (const { field } of [...query.equals, query.contains!]) expect([field, served('applicants', field, order)]).toEqual([field, true]);
  });

  it('indexes every service flag with the search', () => {
    expect(indexes.filter((index) => index.collectionGroup === 'quotes' && index.fields[0]?.fieldPath.startsWith('serviceFlags.'))).toHaveLength(12);
    expect(indexes.find((index) => index.fields[0]?.fieldPath === 'searchTerms')?.fields[0]).toEqual({ fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' });
  });
});
