import { SeawaveThemeProvider, SiteRoutesProvider, type SiteRouteTable } from '@seawave/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { manifestRouteTable } from '../federation/route-catalog';
import { publishedSiteManifests } from './site-catalog';

/** Every route of the remotes' manifests by name, as the shell's catalog gives them once loaded. */
export const siteRoutes = (): SiteRouteTable => manifestRouteTable(publishedSiteManifests());

/** The theme and the site's routes by name, as the shell's site tree gives them. */
export function ShellProviders({ routes = siteRoutes(), children }: { routes?: SiteRouteTable; children: ReactNode }) {
  return (
    <SeawaveThemeProvider>
      <SiteRoutesProvider routes={routes}>{children}</SiteRoutesProvider>
    </SeawaveThemeProvider>
  );
}

/** Shows the current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/** Renders shell UI inside the theme, the site's routes (`routes`, by default all of them) and a router at `url`. */
export function renderShell(ui: ReactElement, url = '/', routes?: SiteRouteTable) {
  return render(
    <ShellProviders routes={routes}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
}
