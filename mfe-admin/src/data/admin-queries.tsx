import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * The admin remote's one query cache. Every admin page of this remote runs in
 * the same module instance, so a list read on one screen is reused (and kept
 * fresh by the mutations' invalidations) on the next. Nothing of it is loaded
 * by the shell or a public page: only the admin pages import this module.
 *
 * Reads are not retried by themselves: a failure shows at once with
 * 'Try again', as every list and detail of the site does, and is logged.
 */
export const adminQueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => console.error(`[mfe-admin] could not read ${JSON.stringify(query.queryKey)}`, error),
  }),
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * While a write of `client` runs (a status change, a note, a delete, ...),
 * leaving the document (closing the tab, reloading, going back or on to
 * another site) asks first: the browser would cancel the write. Leaving an
 * admin page for another page of the site does not: the write belongs to the
 * cache, not to the page, and goes on. Returns the removal.
 */
export function guardUnloadWhileSaving(client: QueryClient, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const listener = (event: BeforeUnloadEvent) => {
    if (client.isMutating() === 0) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = true;
  };
  target.addEventListener('beforeunload', listener);
  return () => target.removeEventListener('beforeunload', listener);
}

if (typeof window !== 'undefined') guardUnloadWhileSaving(adminQueryClient);

/** An admin page inside the remote's query cache (each exposed page is mounted by the shell on its own). */
export function withAdminQueries(Page: ComponentType): ComponentType {
  function AdminQueriesPage() {
    return (
      <QueryClientProvider client={adminQueryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  AdminQueriesPage.displayName = `withAdminQueries(${Page.displayName ?? Page.name})`;
  return AdminQueriesPage;
}
