import { FullScreenSpinner } from '@seawave/shared-ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { remoteErrors, showingRoute } from './error-reporter';
import { lazyRemotePage, retryRemote } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemotePageProps {
  remote: string;
  module: string;
  area: string;
  /** The route's name, which error reports name. */
  route?: string;
}

/** Key it per route, so a new route mounts a new boundary and shows the spinner instead of the previous page. */
export function RemotePage({ remote, module, area, route = '' }: RemotePageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Stable across renders (kept at module scope); changes only after retryRemote.
  const Page = lazyRemotePage(remote, module);
  showingRoute(remote, route);
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      area={area}
      onError={(error) => void remoteErrors.report({ remote, route, phase: 'render', error })}
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
