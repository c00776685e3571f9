import { SiteRoutesProvider } from '@seawave/shared-ui';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { linkTable, type CatalogSnapshot, type RouteCatalog } from '../federation/route-catalog';

const RouteCatalogContext = createContext<RouteCatalog | null>(null);

/**
 * Gives the router, the layout and the not-found page the routes the remotes' manifests declare, and every link
 * (the shell's, and a remote's link to another remote's page) their addresses by route name.
 */
export function RouteCatalogProvider({ catalog, children }: { catalog: RouteCatalog; children: ReactNode }) {
  const snapshot = useSyncExternalStore(catalog.subscribe, catalog.getSnapshot, catalog.getSnapshot);
  const routes = useMemo(() => linkTable(snapshot), [snapshot]);
  return (
    <RouteCatalogContext.Provider value={catalog}>
      <SiteRoutesProvider routes={routes}>{children}</SiteRoutesProvider>
    </RouteCatalogContext.Provider>
  );
}

/** The routes known so far (re-rendering when a manifest arrives or fails) and "Try again" for the failed ones. */
export function useRouteCatalog(): { snapshot: CatalogSnapshot; retryFailed: () => void } {
  const catalog = useContext(RouteCatalogContext);
  if (!catalog) throw new Error('useRouteCatalog needs a RouteCatalogProvider');
  // The same snapshot on the server and for hydration: a prerendered page's catalog starts with its manifests.
  const snapshot = useSyncExternalStore(catalog.subscribe, catalog.getSnapshot, catalog.getSnapshot);
  return { snapshot, retryFailed: catalog.retryFailed };
}
