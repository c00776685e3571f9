import { type PrerenderData, PrerenderDataContext } from '@seawave/shared-data';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import type { RouteCatalog } from '../federation/route-catalog';
import { App } from './app';
import { RouteCatalogProvider } from './route-catalog-context';

export interface SiteTreeProps {
  catalog: RouteCatalog;
  data: PrerenderData | null;
}

/** One tree for browser and server, so hydration meets exactly the markup the server wrote. */
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
