import { FullScreenSpinner } from '@seawave/shared-ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyRemotePage, retryRemote } from './load-remote-page';
import type { RemoteName } from './remote-manifests';
import { RemoteErrorBoundary } from './remote-error-boundary';

const areaNames: Record<RemoteName, string> = {
  mfePublic: 'company pages',
  mfeCareers: 'careers pages',
  mfeBlog: 'blog',
  mfeAdmin: 'admin area',
};

interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, e.g. "./CareersPage". */
  module: string;
}

/**
 * Renders one exposed page of a remote inside its own error boundary and
 * loading spinner. Give each route its own instance (a `key` per route), so
 * that a new route mounts a new boundary: it shows the spinner while its
 * remote loads instead of keeping the previous page on screen.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
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
