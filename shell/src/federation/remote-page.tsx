import type { RemoteModule, RemoteName } from '@seawave/shared-ui';
import { FullScreenSpinner } from '@seawave/shared-ui';
import { Suspense, useState } from 'react';
import { forgetRemotePage, lazyRemotePage } from './load-remote-page';
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

/** Renders one exposed page of a remote inside its own error boundary and loading spinner. */
export function RemotePage<R extends RemoteName>({ remote, module }: RemotePageProps<R>) {
  const [attempt, setAttempt] = useState(0);
  // lazyRemotePage caches one component per module at module scope, so its
  // identity is stable across renders; it changes only after a failed load.
  const Page = lazyRemotePage(remote, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      area={areaNames[remote]}
      onRetry={() => {
        forgetRemotePage(remote, module);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<FullScreenSpinner />}>
        {/* eslint-disable-next-line react-hooks/static-components -- stable: cached in lazyRemotePage */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
