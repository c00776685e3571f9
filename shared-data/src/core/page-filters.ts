/**
 * The one declaration of how each inbox's filters are queried. The data
 * interface builds its page and count queries from it (`storeQueryOf`), and
 * the index generator derives `firestore.indexes.json` from it
 * (`indexedFilterFields`): every equality or array-contains filter below
 * gets a composite index (field, createdAt, document id) in both orders, so
 * that Firestore's zig-zag merge serves any combination of them with the
 * order by `createdAt`.
 */
import type { ApplicantFilters, QuoteFilters } from '../data-api';
import { collections } from '../entities';
import { searchKeyOf } from '../search/search-terms';
import { serviceValues } from '../services';

/** A query of a collection as the stores run it (besides the order by createdAt and the document id). */
export interface StoreQuery {
  /** Equality filters, on a field path (`status`, `serviceFlags.warehousing`). */
  equals: { field: string; value: string | boolean }[];
  /** An array-contains filter, or null. */
  contains: { field: string; value: string } | null;
  /** `createdAt` in [from, before); null for no bound. */
  from: Date | null;
  before: Date | null;
}

/** How one filter is queried: an equality on a field (whose path may depend on the value), or array-contains. */
type FilterQuery<V> =
  | { kind: 'equals'; field: (value: V) => { field: string; value: string | boolean }; paths: readonly string[] }
  | { kind: 'contains'; field: string; term: (value: V) => string | null }
  | { kind: 'range' };

type Declaration<F> = { [K in keyof Required<F>]: FilterQuery<NonNullable<F[K]>> };

const equalsField = (field: string) => ({ kind: 'equals' as const, field: (value: string) => ({ field, value }), paths: [field] });
const search = { kind: 'contains' as const, field: 'searchTerms', term: (query: string) => searchKeyOf(query) };

export const quotePageFilters: Declaration<QuoteFilters> = {
  status: equalsField('status'),
  // A quote's services are also stored as flags (serviceFlags.<value> == true), so a service combines with the search's array-contains.
  service: {
    kind: 'equals',
    field: (service) => ({ field: `serviceFlags.${service}`, value: true }),
    paths: serviceValues.map((service) => `serviceFlags.${service}`),
  },
  search,
};

export const applicantPageFilters: Declaration<ApplicantFilters> = {
  status: equalsField('status'),
  vacancyId: equalsField('vacancyId'),
  search,
  from: { kind: 'range' },
  before: { kind: 'range' },
};

/** The page filters of each paged collection. */
export const pageFilters = {
  [collections.quotes]: quotePageFilters,
  [collections.applicants]: applicantPageFilters,
} as const;

/** The store query of a set of filters (unset filters and an empty search are left out). */
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

/** Every field path an equality or array-contains page filter of `collection` queries, with its kind. */
export function indexedFilterFields(collection: keyof typeof pageFilters): { field: string; arrayContains: boolean }[] {
  const result: { field: string; arrayContains: boolean }[] = [];
  for (const spec of Object.values(pageFilters[collection]) as FilterQuery<unknown>[]) {
    if (spec.kind === 'equals') result.push(...spec.paths.map((field) => ({ field, arrayContains: false })));
    else if (spec.kind === 'contains') result.push({ field: spec.field, arrayContains: true });
  }
  return result;
}
