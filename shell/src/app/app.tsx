import { DocumentMeta } from '@seawave/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { AdminGuard } from './admin-guard';
import { AppErrorBoundary } from './app-error-boundary';
import { notFoundMeta, routeTable } from './route-table';

/**
 * The shell's router: every route of the route table renders its remote page
 * inside the site layout; an error outside a page (header, footer, guard)
 * is caught by the site-wide boundary.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {routeTable.map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                <>
                  <DocumentMeta title={entry.title} description={entry.description} />
                  {/* One RemotePage per route (key): a new route never inherits another's error or content. */}
                  {entry.adminOnly ? (
                    <AdminGuard>
                      <RemotePage key={entry.path} remote={entry.remote} module={entry.module} />
                    </AdminGuard>
                  ) : (
                    <RemotePage key={entry.path} remote={entry.remote} module={entry.module} />
                  )}
                </>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <>
                <DocumentMeta title={notFoundMeta.title} description={notFoundMeta.description} />
                <NotFoundPage />
              </>
            }
          />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}
