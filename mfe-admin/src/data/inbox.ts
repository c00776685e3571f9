import {
  getDataApi,
  type Applicant,
  type ApplicantFilters,
  type ApplicantStatus,
  type PageCursor,
  type PageRequest,
  type PageResult,
  type PipelineApi,
  type Quote,
  type QuoteFilters,
  type QuoteStatus,
  type SortOrder,
} from '@seawave/shared-data';
import { queryKeys, type FamilyKeys } from './query-keys';

type DataApi = Awaited<ReturnType<typeof getDataApi>>;

export interface InboxApi<Item, Filters, Status> extends PipelineApi<Status> {
  get(id: string): Promise<Item | null>;
  page(request: PageRequest<Filters>): Promise<PageResult<Item>>;
  count(filters?: Filters): Promise<number>;
  remove(id: string): Promise<void>;
}

export interface Inbox<Item, Filters, Status> {
  api(data: DataApi): InboxApi<Item, Filters, Status>;
  keys: FamilyKeys<Filters>;
}

export const quoteInbox: Inbox<Quote, QuoteFilters, QuoteStatus> = { api: (data) => data.quotes, keys: queryKeys.quotes };
export const applicantInbox: Inbox<Applicant, ApplicantFilters, ApplicantStatus> = {
  api: (data) => data.applicants,
  keys: queryKeys.applicants,
};

/** `after` null: the first page. */
export async function readPage<Item, Filters>(
  inbox: Inbox<Item, Filters, unknown>,
  filters: Filters,
  order: SortOrder,
  after: PageCursor | null,
): Promise<PageResult<Item>> {
  return inbox.api(await getDataApi()).page({ filters, order, after });
}

export async function readAll<Item, Filters>(inbox: Inbox<Item, Filters, unknown>, filters: Filters, order: SortOrder): Promise<Item[]> {
  const items: Item[] = [];
  let after: PageCursor | null = null;
  do {
    const page: PageResult<Item> = await readPage(inbox, filters, order, after);
    items.push(...page.items);
    after = page.next;
  } while (after !== null);
  return items;
}
