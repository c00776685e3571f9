import type { RemoteModule, RemoteName } from '@seawave/shared-ui';
import { FullScreenSpinner } from '@seawave/shared-ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyRemotePage, retryRemote } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

const areaNames: Record<RemoteName, string> = {
  mfePublic: 'company pages',
  mfeCareers: 'careers pages',
  mfeBlog: 'blog',
  mfeAdmin: 'admin area',
};

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: RemoteModule<R>;
}

/**
 * Renders one exposed page of a remote inside its own error boundary and
 * loading spinner. Give each route its own instance (a `key` per route), so
 * that a new route mounts a new boundary: it shows the spinner while its
 * remote loads instead of keeping the previous page on screen.
 */
export function RemotePage<R extends RemoteName>({ remote, module }: RemotePageProps<R>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // lazyRemotePage keeps one component per module at module scope, so its
  // identity is stable across renders; it changes only after retryRemote.
  const Page = lazyRemotePage(remote, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      area={areaNames[remote]}
      onRetry={() => {
        retryRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<FullScreenSpinner />}>
        {/* eslint-disable-next-line react-hooks/static-components -- stable: kept in lazyRemotePage */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
