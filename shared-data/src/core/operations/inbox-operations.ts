import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type PageRequest,
  type PageResult,
  type PipelineApi,
  type StaffNote,
  type StatusChange,
} from '../../data-api';
import { collections, type CollectionName } from '../../entities';
import { PACKAGES_SUBCOLLECTION } from '../../freight/terms';
import { applicantStatuses, ItemGoneError, quoteStatuses, StatusConflictError, type ItemNoun } from '../../pipeline';
import { parseEntity } from '../../schemas/check';
import { businessDayKey } from '../../business-day';
import { checkStaffPrice, shipperMessageKinds, StaffPriceError, type ShipperMessageKind } from '../../quote-status';
import { quoteAssignmentSchema, staffNoteSchema } from '../../schemas/input-schemas';
import type { CoreContext, DocFields, OperationsLoadedOnUse, PagePart, Subcollection } from '../stores';
import { toApplicant, toDateOrNull, toQuote, type RawDoc } from '../mapping';
import { applicantPageFilters, quotePageFilters, storeQueryOf } from '../page-filters';
import { isPermissionDenied } from '../../submission-errors';

interface PagePosition {
  part: PagePart;
  last: unknown;
}

export type InboxOperations = OperationsLoadedOnUse<'inbox'>;

const withoutChange = <T extends { change: unknown }>({ change: _change, ...rest }: T): Omit<T, 'change'> => rest;

export function createInboxOperations({ docs, removeFileQuietly, now }: CoreContext): InboxOperations {
  async function readPage<F extends object, T>(
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

  async function removeWithSubs(collection: CollectionName, id: string): Promise<void> {
    const subs: Subcollection[] = collection === collections.quotes ? ['notes', 'history', PACKAGES_SUBCOLLECTION] : ['notes', 'history'];
    const found = await Promise.all(subs.map(async (sub) => (await docs.listSub(collection, id, sub)).map((doc) => ({ sub, id: doc.id }))));
    await docs.removeWithSubs(collection, id, found.flat());
  }

  async function removeApplicant(id: string, known?: RawDoc): Promise<void> {
    const existing = known ?? (await docs.get(collections.applicants, id));
    await removeWithSubs(collections.applicants, id);
    if (existing) await removeFileQuietly(existing.data.resumeURL);
  }

  async function staff(): Promise<string> {
    const email = await docs.staffEmail();
    if (!email) throw Object.assign(new Error('Only signed-in staff may do this.'), { code: 'permission-denied' });
    return email;
  }

  function pipeline<S extends string>(collection: CollectionName, noun: ItemNoun, statuses: readonly S[]): PipelineApi<S> & { change: (id: string, status: S, seen: string | null, fields?: DocFields) => Promise<void> } {
    const newestFirst = <T extends { id: string }>(items: T[], time: (item: T) => Date | null) =>
      items.sort((a, b) => (time(b)?.getTime() ?? Infinity) - (time(a)?.getTime() ?? Infinity) || b.id.localeCompare(a.id));
    const historyIdOf = (doc: RawDoc) => (typeof doc.data.historyId === 'string' ? doc.data.historyId : null);

    /** The item tells why the rules refused: deleted meanwhile, or its status changed since `seen`. */
    async function refusal(id: string, error: unknown, seen?: string | null): Promise<unknown> {
      const code = (error as { code?: unknown } | null)?.code;
      if (!isPermissionDenied(error) && code !== 'not-found') return error;
      const now = await docs.get(collection, id);
      if (!now) return new ItemGoneError(noun);
      const current = historyIdOf(now);
      if (seen === undefined || current === seen) return error;
      const entry = current ? (await docs.listSub(collection, id, 'history')).find((doc) => doc.id === current) : undefined;
      const status = statuses.includes(now.data.status as S) ? (now.data.status as S) : statuses[0]!;
      return new StatusConflictError(noun, status, typeof entry?.data.by === 'string' ? entry.data.by : '');
    }

    /** `fields`: what changes with the status (a quote's price). */
    async function change(id: string, status: S, seen: string | null, fields: DocFields = {}) {
      if (!statuses.includes(status)) throw new Error(`The status must be one of ${statuses.join(', ')}.`);
      const by = await staff();
      try {
        // The rules refuse the entry unless the change it follows is still the item's latest.
        await docs.updateWithHistory(collection, id, { ...fields, status }, { status, by, follows: seen });
      } catch (error) {
        throw await refusal(id, error, seen);
      }
    }

    return {
      change,
      setStatus: (id, status, seen) => change(id, status, seen),
      async history(id) {
        const raw = await docs.listSub(collection, id, 'history');
        const entries = raw.map((doc): StatusChange<S> => {
          const { kind, message } = doc.data;
          return {
            id: doc.id,
            status: statuses.includes(doc.data.status as S) ? (doc.data.status as S) : statuses[0]!,
            by: typeof doc.data.by === 'string' ? doc.data.by : '',
            at: toDateOrNull(doc.data.at),
            ...((shipperMessageKinds as readonly unknown[]).includes(kind) ? { shipper: { kind: kind as ShipperMessageKind, message: typeof message === 'string' ? message : '' } } : {}),
          };
        });
        return newestFirst(entries, (entry) => entry.at);
      },
      async notes(id) {
        const raw = await docs.listSub(collection, id, 'notes');
        const notes = raw.map(
          (doc): StaffNote => ({
            id: doc.id,
            text: typeof doc.data.text === 'string' ? doc.data.text : '',
            author: typeof doc.data.author === 'string' ? doc.data.author : '',
            createdAt: toDateOrNull(doc.data.createdAt),
          }),
        );
        return newestFirst(notes, (note) => note.createdAt);
      },
      async addNote(id, text) {
        const { text: clean } = parseEntity(staffNoteSchema, { text });
        const author = await staff();
        try {
          await docs.addSub(collection, id, 'notes', { text: clean, author }, ['createdAt']);
        } catch (error) {
          throw await refusal(id, error);
        }
      },
    };
  }

  return {
    applicants: {
      page: (request) => readPage(collections.applicants, applicantPageFilters, toApplicant, request),
      count: (filters) => docs.count(collections.applicants, storeQueryOf(applicantPageFilters, filters)),
      async remove(id) {
        await removeApplicant(id);
      },
      async removeOlderThan(date) {
        if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new Error('removeOlderThan needs a valid Date.');
        const query = storeQueryOf(applicantPageFilters, { before: date });
        let removed = 0;
        // Always the first page again: what was deleted no longer matches.
        for (;;) {
          const { docs: found } = await docs.page(collections.applicants, query, 'dated', 'asc', DEFAULT_PAGE_SIZE, null);
          if (found.length === 0) return removed;
          for (const doc of found) {
            await removeApplicant(doc.id, doc);
            removed += 1;
          }
        }
      },
      ...withoutChange(pipeline(collections.applicants, 'applicant', applicantStatuses)),
    },
    quotes: (() => {
      const { change, ...quotePipeline } = pipeline(collections.quotes, 'quote', quoteStatuses);
      return {
        page: (request) => readPage(collections.quotes, quotePageFilters, toQuote, request),
        count: (filters) => docs.count(collections.quotes, storeQueryOf(quotePageFilters, filters)),
        async remove(id) {
          await removeWithSubs(collections.quotes, id);
        },
        async assign(id, assignedTo) {
          const { assignedTo: clean } = parseEntity(quoteAssignmentSchema, { assignedTo });
          await staff();
          await docs.update(collections.quotes, id, { assignedTo: clean ?? '' }, []);
        },
        ...quotePipeline,
        async sendPrice(id, input, seen) {
          const checked = checkStaffPrice(input, businessDayKey(new Date(now())));
          if (!checked.ok) throw new StaffPriceError(checked.field, checked.message);
          await change(id, 'quoted', seen, { price: { ...checked.price } });
        },
      };
    })(),
  };
}
