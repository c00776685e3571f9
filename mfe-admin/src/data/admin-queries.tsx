import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * One cache for every admin page of this remote, so a list read on one screen is reused on the next.
 * Reads are not retried: a failure shows at once with 'Try again'.
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
 * Leaving the document while a write runs asks first, as the browser would cancel the write.
 * Moving to another page of the site does not ask: the write belongs to the cache and goes on.
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

/** Each exposed page is mounted by the shell on its own. */
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
