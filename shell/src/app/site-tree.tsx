import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
      <ServedData data={data}>
        <RouteCatalogProvider catalog={catalog}>
          <App />
        </RouteCatalogProvider>
      </ServedData>
    </SeawaveThemeProvider>
  );
}

export function ServedData({ data, children }: { data: PrerenderData | null; children: ReactNode }) {
  const { key } = useLocation();
  const [servedKey] = useState(key);
  // During the render of the next page, before its data hooks start: they must not take the old page's reads as fresh.
  if (key !== servedKey) data?.expire();
  return <PrerenderDataContext.Provider value={data}>{children}</PrerenderDataContext.Provider>;
}
