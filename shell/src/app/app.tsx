import { DocumentMeta, FullScreenSpinner } from '@seawave/shared-ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { unclaimed } from '../federation/route-catalog';
import { RemoteErrorMessage } from '../federation/remote-error-boundary';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { AppErrorBoundary } from './app-error-boundary';
import { useRouteCatalog } from './route-catalog-context';
import { notFoundMeta, unavailableMeta } from './route-table';

// Chunks of their own: a visitor's page downloads neither the staff screens'
// guard nor the not-found page.
const AdminGuard = lazy(() => import('./admin-guard').then((module) => ({ default: module.AdminGuard })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));

/**
 * A path no route (yet) serves: the spinner while a route manifest is still
 * on its way; the remote-unavailable panel with Try again when one could not
 * be fetched (the path may be a page of that remote, so "not found" would be
 * a wrong answer); the not-found page once every manifest is known.
 */
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

/**
 * The shell's router: every route of the remotes' route manifests (fetched
 * at run time) renders its remote page inside the site layout; staff-only
 * routes are guarded. An error outside a page (header, footer, guard) is
 * caught by the site-wide boundary.
 */
export function App() {
  const { snapshot } = useRouteCatalog();
  return (
    <AppErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {snapshot.routes.map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                <>
                  <DocumentMeta title={entry.title} description={entry.description} />
                  {/* One RemotePage per route (key): a new route never inherits another's error or content. */}
                  {entry.adminOnly ? (
                    <Suspense fallback={<FullScreenSpinner />}>
                      <AdminGuard>
                        <RemotePage key={entry.path} remote={entry.remote} module={entry.module} area={entry.area} />
                      </AdminGuard>
                    </Suspense>
                  ) : (
                    <RemotePage key={entry.path} remote={entry.remote} module={entry.module} area={entry.area} />
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
