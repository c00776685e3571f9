import { getDataApi, type PageCursor, type SortOrder } from '@seawave/shared-data';
import { isItemGone } from '@seawave/shared-data/pipeline';
import type { DataState } from '@seawave/shared-data/react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { quoteInbox, readAll, readPage, type Inbox } from './inbox';

export function viewState<T>(query: { status: 'pending' | 'error' | 'success'; data: T | undefined; error: Error | null }): DataState<T> {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return { status: 'error', error: query.error ?? new Error('The read failed.') };
  return { status: 'success', data: query.data as T };
}

/** Reads one page at a time from the previous page's cursor, never the whole collection; pages read are kept. */
export function useInboxPages<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, filters: Filters, order: SortOrder) {
  const queryKey = inbox.keys.page(filters, order);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => readPage(inbox, filters, order, pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (last) => last.next,
  });
  const listKey = JSON.stringify(queryKey);
  const [position, setPosition] = useState({ listKey, index: 0 });
  const read = query.data?.pages ?? [];
  // A full last page is followed by an empty one: that one is never shown.
  const pages = read.length > 1 && read[read.length - 1]?.items.length === 0 ? read.slice(0, -1) : read;
  const index = position.listKey === listKey ? Math.min(position.index, Math.max(pages.length - 1, 0)) : 0;
  const hasNext = index + 1 < pages.length || (index === read.length - 1 && query.hasNextPage);

  async function next() {
    if (query.isFetchingNextPage || !hasNext) return;
    if (index + 1 >= pages.length) {
      const result = await query.fetchNextPage();
      const nextPage = result.data?.pages[index + 1];
      if (!nextPage || nextPage.items.length === 0) return;
    }
    setPosition({ listKey, index: index + 1 });
  }

  function previous() {
    if (index > 0) setPosition({ listKey, index: index - 1 });
  }

  // A failed next page leaves the pages already read on screen (the pager says it failed).
  const state = viewState({ status: query.data ? 'success' : query.status, error: query.error, data: pages[index]?.items ?? [] });

  return {
    state,
    pageNumber: index + 1,
    hasNext,
    hasPrevious: index > 0,
    loadingNext: query.isFetchingNextPage,
    nextFailed: query.isFetchNextPageError,
    next,
    previous,
    retry: () => void query.refetch(),
  };
}

/** A count query: no documents read. */
/** `enabled: false` asks nothing (a staff member whose role does not reach the inbox). */
export function useInboxCount<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, filters: Filters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: inbox.keys.count(filters),
    queryFn: async () => inbox.api(await getDataApi()).count(filters),
    enabled,
  });
}

export function useInboxExport<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>) {
  const client = useQueryClient();
  return (filters: Filters, order: SortOrder) =>
    client.fetchQuery({ queryKey: inbox.keys.export(filters, order), queryFn: () => readAll(inbox, filters, order), staleTime: 0 });
}

export function useInboxItem<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, id: string | undefined) {
  return useQuery({
    queryKey: inbox.keys.detail(id ?? ''),
    queryFn: async () => (id ? inbox.api(await getDataApi()).get(id) : null),
  });
}

export function useStatusHistory<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, id: string) {
  return useQuery({ queryKey: inbox.keys.history(id), queryFn: async () => inbox.api(await getDataApi()).history(id) });
}

/** How often an open item's notes are read again, so a note added by other staff shows without a reload. */
export const NOTES_REFRESH_MS = 5_000;

export function useStaffNotes<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, id: string) {
  return useQuery({ queryKey: inbox.keys.notes(id), queryFn: async () => inbox.api(await getDataApi()).notes(id), refetchInterval: NOTES_REFRESH_MS });
}

/**
 * `seen` is the item's `historyId` as read: a change made since is refused with a `StatusConflictError`.
 * The mutation belongs to the remote's query cache, so the write goes on when the page is left.
 */
export function useSetStatus<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, seen }: { status: Status; seen: string | null }) => inbox.api(await getDataApi()).setStatus(id, status, seen),
    // Not awaited: the outcome shows at once (a back end that hangs would hold it until the reads' deadlines).
    onSettled: (_done, error) => {
      // A deleted item keeps its page (with the notice saying so) until the staff member leaves it.
      if (!isItemGone(error)) void client.invalidateQueries({ queryKey: inbox.keys.detail(id) });
      void client.invalidateQueries({ queryKey: inbox.keys.pages });
      void client.invalidateQueries({ queryKey: inbox.keys.counts });
    },
  });
}

/** The write goes on when the page is left. */
export function useAddNote<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => inbox.api(await getDataApi()).addNote(id, text),
    onSuccess: () => client.invalidateQueries({ queryKey: inbox.keys.notes(id) }),
  });
}

export function useRemoveItem<Item, Filters, Status>(inbox: Inbox<Item, Filters, Status>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => inbox.api(await getDataApi()).remove(id),
    onSuccess: (_done, id) => {
      client.removeQueries({ queryKey: inbox.keys.detail(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: inbox.keys.pages }),
        client.invalidateQueries({ queryKey: inbox.keys.counts }),
      ]);
    },
  });
}

/** Who works a quote ('' for nobody); the lists and counts are read again. */
export function useAssignQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (assignedTo: string) => (await getDataApi()).quotes.assign(id, assignedTo),
    onSettled: (_done, error) => {
      if (!isItemGone(error)) void client.invalidateQueries({ queryKey: quoteInbox.keys.detail(id) });
      void client.invalidateQueries({ queryKey: quoteInbox.keys.pages });
      void client.invalidateQueries({ queryKey: quoteInbox.keys.counts });
    },
  });
}
