import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '../components/spinner/spinner';
import { SeawaveThemeProvider } from '../theme/theme-provider';
import type { PageModule, RouteManifest } from './route-manifest';
import { SiteRoutesProvider } from './route-paths';

/** Each remote passes an import() it owns. */
export type PageLoader = (file: string) => Promise<PageModule>;

interface StandaloneRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

export function standaloneRoutes(manifest: RouteManifest, load: PageLoader): StandaloneRoute[] {
  const routes: StandaloneRoute[] = [];
  for (const page of manifest.pages) {
    const Page = lazy(() => load(page.file));
    for (const route of page.routes) routes.push({ path: route.path, Page });
  }
  const first = routes[0];
  if (first && !routes.some((route) => route.path === '/')) routes.push({ path: '/', Page: first.Page });
  return routes;
}

/** The remote on its own, for its team's development, without the shell's layout or guard. */
export function StandaloneApp({ manifest, load }: { manifest: RouteManifest; load: PageLoader }) {
  const routes = standaloneRoutes(manifest, load);
  // On its own a remote knows only its own routes: links to other remotes' pages show as text.
  const byName = Object.fromEntries(manifest.pages.flatMap((page) => page.routes.map((route) => [route.name, route.path])));
  return (
    <SiteRoutesProvider routes={byName}>
      <main id="main">
        <Suspense fallback={<FullScreenSpinner />}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </main>
    </SiteRoutesProvider>
  );
}

export function mountStandalone(manifest: RouteManifest, load: PageLoader): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <SeawaveThemeProvider>
      <BrowserRouter>
        <StandaloneApp manifest={manifest} load={load} />
      </BrowserRouter>
    </SeawaveThemeProvider>,
  );
}
