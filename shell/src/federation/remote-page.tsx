import { FullScreenSpinner } from '@seawave/shared-ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyRemotePage, retryRemote } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemotePageProps {
  /** The remote's federation name, e.g. "mfeCareers". */
  remote: string;
  /** The exposed module, e.g. "./CareersPage". */
  module: string;
  /** How its error message names the remote's part of the site (its manifest's `area`), e.g. "careers pages". */
  area: string;
}

/**
 * Renders one exposed page of a remote inside its own error boundary and
 * loading spinner. Give each route its own instance (a `key` per route), so
 * that a new route mounts a new boundary: it shows the spinner while its
 * remote loads instead of keeping the previous page on screen.
 */
export function RemotePage({ remote, module, area }: RemotePageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // lazyRemotePage keeps one component per module at module scope, so its
  // identity is stable across renders; it changes only after retryRemote.
  const Page = lazyRemotePage(remote, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      area={area}
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
