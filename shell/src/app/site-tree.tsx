import { type PrerenderData, PrerenderDataContext } from '@seawave/shared-data';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import type { RouteCatalog } from '../federation/route-catalog';
import { App } from './app';
import { RouteCatalogProvider } from './route-catalog-context';

export interface SiteTreeProps {
  catalog: RouteCatalog;
  /** The prerendered page's data (browser) or the prerender's store (server); null for a page that was not prerendered. */
  data: PrerenderData | null;
}

/**
 * The composed site below the router: one tree for the browser (under
 * BrowserRouter) and the server renderer (under StaticRouter), so that
 * hydration meets exactly the markup the server wrote.
 */
export function SiteTree({ catalog, data }: SiteTreeProps) {
  return (
    <SeawaveThemeProvider>
      <PrerenderDataContext.Provider value={data}>
        <RouteCatalogProvider catalog={catalog}>
          <App />
        </RouteCatalogProvider>
      </PrerenderDataContext.Provider>
    </SeawaveThemeProvider>
  );
}
