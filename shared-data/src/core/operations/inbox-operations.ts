// The staff inbox: applicants and quotes, read a page at a time, moved along their pipeline and removed with their
// notes, history and files.
import { DEFAULT_PAGE_SIZE } from '../../data-api';
import { collections, type CollectionName } from '../../entities';
import { PACKAGES_SUBCOLLECTION } from '../../freight/terms';
import { applicantStatuses, quoteStatuses } from '../../pipeline';
import { checkStaffPrice, StaffPriceError } from '../../quote-status';
import { parseEntity } from '../../schemas/check';
import { businessDayKey } from '../../business-day';
import { quoteAssignmentSchema } from '../../schemas/input-schemas';
import type { CoreContext, OperationsLoadedOnUse, Subcollection } from '../stores';
import { toApplicant, toQuote, type RawDoc } from '../mapping';
import { applicantPageFilters, quotePageFilters, storeQueryOf } from '../page-filters';
import { readPage } from './inbox-pages';
import { pipeline, staffEmailOf } from './inbox-pipeline';

export type InboxOperations = OperationsLoadedOnUse<'inbox'>;

const withoutChange = <T extends { change: unknown }>({ change: _change, ...rest }: T): Omit<T, 'change'> => rest;

export function createInboxOperations({ docs, removeFileQuietly, now }: CoreContext): InboxOperations {
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

  return {
    applicants: {
      page: (request) => readPage(docs, collections.applicants, applicantPageFilters, toApplicant, request),
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
      ...withoutChange(pipeline(docs, collections.applicants, 'applicant', applicantStatuses)),
    },
    quotes: (() => {
      const { change, ...quotePipeline } = pipeline(docs, collections.quotes, 'quote', quoteStatuses);
      return {
        page: (request) => readPage(docs, collections.quotes, quotePageFilters, toQuote, request),
        count: (filters) => docs.count(collections.quotes, storeQueryOf(quotePageFilters, filters)),
        async remove(id) {
          await removeWithSubs(collections.quotes, id);
        },
        async assign(id, assignedTo) {
          const { assignedTo: clean } = parseEntity(quoteAssignmentSchema, { assignedTo });
          await staffEmailOf(docs);
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
