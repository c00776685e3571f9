// The staff inbox reads a page at a time: dated documents first, then the undated ones, in one cursor.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageRequest, type PageResult } from '../../data-api';
import type { CollectionName } from '../../entities';
import type { RawDoc } from '../mapping';
import { storeQueryOf } from '../page-filters';
import type { DocumentStore, PagePart } from '../stores';

interface PagePosition {
  part: PagePart;
  last: unknown;
}

export async function readPage<F extends object, T>(
  docs: DocumentStore,
  collection: CollectionName,
  declaration: Parameters<typeof storeQueryOf<F>>[0],
  map: (doc: RawDoc) => T,
  request: PageRequest<F> = {},
): Promise<PageResult<T>> {
  const size = request.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new Error(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  const query = storeQueryOf(declaration, request.filters);
  const order = request.order === 'oldest' ? 'asc' : 'desc';
  // A time range matches no undated document.
  const parts: PagePart[] = query.from || query.before ? ['dated'] : ['dated', 'undated'];
  const position = request.after ? (request.after.__cursor as PagePosition) : null;
  const found: RawDoc[] = [];
  let after: unknown = position?.last ?? null;
  for (const part of parts.slice(Math.max(0, parts.indexOf(position?.part ?? 'dated')))) {
    const wanted = size - found.length;
    const page = await docs.page(collection, query, part, order, wanted, after);
    found.push(...page.docs);
    if (page.docs.length >= wanted && page.last !== null) {
      const next: PagePosition = { part, last: page.last };
      return { items: found.map(map), next: { __cursor: next } };
    }
    after = null;
  }
  return { items: found.map(map), next: null };
}
