// The page queries and firestore.indexes.json are both derived from these declarations.
import type { ApplicantFilters, QuoteFilters } from '../data-api';
import { collections } from '../entities';
import { searchKeyOf } from '../search/search-terms';
import { serviceValues } from '../services';

export interface StoreQuery {
  equals: { field: string; value: string | boolean }[];
  contains: { field: string; value: string } | null;
  from: Date | null;
  before: Date | null;
}

type FilterQuery<V> =
  | { kind: 'equals'; field: (value: V) => { field: string; value: string | boolean }; paths: readonly string[] }
  | { kind: 'contains'; field: string; term: (value: V) => string | null }
  | { kind: 'range' };

type Declaration<F> = { [K in keyof Required<F>]: FilterQuery<NonNullable<F[K]>> };

const equalsField = (field: string) => ({ kind: 'equals' as const, field: (value: string) => ({ field, value }), paths: [field] });
const search = { kind: 'contains' as const, field: 'searchTerms', term: (query: string) => searchKeyOf(query) };

export const quotePageFilters: Declaration<QuoteFilters> = {
  status: equalsField('status'),
  // Firestore allows one array-contains per query, so services are also stored as flags to combine with the search.
  service: {
    kind: 'equals',
    field: (service) => ({ field: `serviceFlags.${service}`, value: true }),
    paths: serviceValues.map((service) => `serviceFlags.${service}`),
  },
  search,
  source: equalsField('source'),
  assignedTo: equalsField('assignedTo'),
  from: { kind: 'range' },
  before: { kind: 'range' },
};

export const applicantPageFilters: Declaration<ApplicantFilters> = {
  status: equalsField('status'),
  vacancyId: equalsField('vacancyId'),
  search,
  source: equalsField('source'),
  from: { kind: 'range' },
  before: { kind: 'range' },
};

export const pageFilters = {
  [collections.quotes]: quotePageFilters,
  [collections.applicants]: applicantPageFilters,
} as const;

export function storeQueryOf<F extends object>(declaration: Declaration<F>, filters: F | undefined): StoreQuery {
  const query: StoreQuery = { equals: [], contains: null, from: null, before: null };
  for (const [key, spec] of Object.entries(declaration) as [string, FilterQuery<unknown>][]) {
    const value: unknown = (filters as Record<string, unknown> | undefined)?.[key];
    if (value === undefined || value === null || value === '') continue;
    if (spec.kind === 'equals') query.equals.push(spec.field(value));
    else if (spec.kind === 'contains') {
      const term = spec.term(value);
      if (term !== null) query.contains = { field: spec.field, value: term };
    } else {
      if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new Error(`The filter ${key} must be a valid Date.`);
      if (key === 'from') query.from = value;
      else query.before = value;
    }
  }
  return query;
}

export function indexedFilterFields(collection: keyof typeof pageFilters): { field: string; arrayContains: boolean }[] {
  const result: { field: string; arrayContains: boolean }[] = [];
  for (const spec of Object.values(pageFilters[collection]) as FilterQuery<unknown>[]) {
    if (spec.kind === 'equals') result.push(...spec.paths.map((field) => ({ field, arrayContains: false })));
    else if (spec.kind === 'contains') result.push({ field: spec.field, arrayContains: true });
  }
  return result;
}
