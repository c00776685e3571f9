import { QueryClient, useQuery } from '@tanstack/react-query';
import { use, useContext, useState } from 'react';
// Through the package (the shared singleton), not a relative path: one context per page.
import { PAGE_FRESH_SECONDS, PrerenderDataContext } from '@seawave/shared-data';
import { toError, type DataState } from './data-state';
import { fetchPageData } from './page-address';

const FRESH_MS = PAGE_FRESH_SECONDS * 1000;

/**
 * One cache for the public pages of this remote. A read is not retried: a failure shows at once with 'Try again'.
 * A value is kept as long as the CDN may keep the page, then read again (on a visit, a focus or every minute).
 */
export const pageQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_MS, refetchInterval: FRESH_MS } } });

let browserRead: (key: string) => Promise<unknown> = fetchPageData;

/** Component tests read through the data interface they installed (`readPageData`), each test from an empty cache. */
export function readPagesInProcess(read: (key: string) => Promise<unknown>): void {
  browserRead = read;
  pageQueryClient.clear();
}

export interface PageQuery<T> {
  state: DataState<T>;
  retry: () => void;
}

/**
 * A public page's read by its prerender key. On the server: read once for the page and embedded in it. In the
 * browser: the embedded value first (no loading state, no mismatch), then the page service's data address.
 */
export function usePageQuery<T>(key: string, errorMessage: string): PageQuery<T> {
  const prerender = useContext(PrerenderDataContext);
  if (prerender?.kind === 'server') {
    const data = use(prerender.readPage<T>(key));
    return { state: { status: 'success', data }, retry: () => undefined };
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a page renders either on the server or in the browser, never both
  return useBrowserPageQuery<T>(key, errorMessage);
}

function useBrowserPageQuery<T>(key: string, errorMessage: string): PageQuery<T> {
  const prerender = useContext(PrerenderDataContext);
  // Read at mount: once the visitor has left the served page its values only seed the first render.
  const [initial] = useState(() => {
    const served = prerender?.initial<T>(key);
    // A fresh value counts as read when the server read it (a server clock ahead counts as now).
    return served && { data: served.data, fresh: served.fresh, readAt: served.fresh ? Math.min(Date.now(), served.readAt ?? 0) : 0 };
  });
  const query = useQuery<T>(
    {
      queryKey: ['page', key],
      queryFn: async () => {
        try {
          return (await browserRead(key)) as T;
        } catch (error) {
          console.error(errorMessage, error);
          throw toError(error);
        }
      },
      ...(initial ? { initialData: initial.data, initialDataUpdatedAt: initial.readAt } : {}),
      // A value served for an earlier page is read again, as a new page load would.
      refetchOnMount: initial && !initial.fresh ? 'always' : true,
    },
    pageQueryClient,
  );
  const retry = () => void query.refetch();
  // A failed refresh keeps what is on screen.
  if (query.data !== undefined) return { state: { status: 'success', data: query.data }, retry };
  // A refetch after an error shows the loading state, as the first read did.
  if (query.status === 'error' && !query.isFetching) return { state: { status: 'error', error: query.error }, retry };
  return { state: { status: 'loading' }, retry };
}
