import { DocumentMeta, FullScreenSpinner } from '@seawave/shared-ui';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { unclaimed } from '../federation/route-catalog';
import { cleanPath } from '../federation/route-owner';
import { RemoteErrorMessage } from '../federation/remote-error-boundary';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { AppErrorBoundary } from './app-error-boundary';
import { useRouteCatalog } from './route-catalog-context';
import { notFoundMeta, unavailableMeta } from './route-table';

// Own chunks, so a visitor's page downloads neither the staff guard nor the not-found page.
const AdminGuard = lazy(() => import('./admin-guard').then((module) => ({ default: module.AdminGuard })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** A failed manifest may own the path, so it shows Try again rather than a wrong "not found". */
function UnclaimedPath() {
  const { snapshot, retryFailed } = useRouteCatalog();
  switch (unclaimed(snapshot)) {
    case 'loading':
      return <FullScreenSpinner />;
    case 'unavailable':
      return (
        <>
          <DocumentMeta title={unavailableMeta.title} description={unavailableMeta.description} />
          <RemoteErrorMessage area="page you asked for" onRetry={retryFailed} />
        </>
      );
    case 'not-found':
      return (
        <>
          <DocumentMeta title={notFoundMeta.title} description={notFoundMeta.description} />
          <Suspense fallback={<FullScreenSpinner />}>
            <NotFoundPage />
          </Suspense>
        </>
      );
  }
}

export function App() {
  const { snapshot } = useRouteCatalog();
  // The server answers such a path 404 with the not-found page; hydration must show the same.
  const routes = cleanPath(useLocation().pathname) === null ? [] : snapshot.routes;
  return (
    <AppErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {routes.map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                <>
                  <DocumentMeta title={entry.title} description={entry.description} />
                  {/* Keyed per route: a new route never inherits another's error. */}
                  {entry.adminOnly ? (
                    <Suspense fallback={<FullScreenSpinner />}>
                      <AdminGuard>
                        <RemotePage key={entry.path} remote={entry.remote} module={entry.module} area={entry.area} route={entry.name} />
                      </AdminGuard>
                    </Suspense>
                  ) : (
                    <RemotePage key={entry.path} remote={entry.remote} module={entry.module} area={entry.area} route={entry.name} />
                  )}
                </>
              }
            />
          ))}
          <Route path="*" element={<UnclaimedPath />} />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}
