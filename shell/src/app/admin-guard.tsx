import { Button, FullScreenSpinner, Spinner, useSiteHref } from '@seawave/shared-ui';
import { STAFF_CHECK_SLOW_MESSAGE, useAuth } from '@seawave/shared-data';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorPanel } from './error-panel';

export interface SignInRedirectState {
  from: string;
}

/**
 * The spinner while auth is checked, never a flash of the wrong page. A staff check the back end has not answered
 * keeps the session and offers to ask again: a slow database must not send staff back to sign-in.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.isAdmin);
  const pending = useAuth((state) => state.pending);
  const ensureAuthChecked = useAuth((state) => state.ensureAuthChecked);
  const checkStaffAgain = useAuth((state) => state.checkStaffAgain);
  const location = useLocation();
  // The admin remote's sign-in page, by route name: its manifest is the one that declared the guarded route.
  const signIn = useSiteHref('signIn');
  // The cheap start-up answer ("no session hint, so signed out") is not enough here: wait for the auth service.
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let active = true;
    void ensureAuthChecked().finally(() => {
      if (active) setChecked(true);
    });
    return () => {
      active = false;
    };
  }, [ensureAuthChecked]);

  if (!checked || status === 'checking') return <FullScreenSpinner label="Checking your sign-in" />;
  if (status === 'unconfirmed') {
    return (
      <ErrorPanel
        title="Staff data is slow"
        actions={
          <>
            <Button onClick={() => void checkStaffAgain()} disabled={pending}>
              Try again
            </Button>
            {pending ? <Spinner label="Asking again" /> : null}
          </>
        }
      >
        {STAFF_CHECK_SLOW_MESSAGE}
      </ErrorPanel>
    );
  }
  if (status !== 'signedIn' || !isAdmin) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    // Never a redirect anywhere else (it might be guarded too): wait for the manifest that names the sign-in page.
    if (signIn === null) return <FullScreenSpinner />;
    return <Navigate to={signIn} replace state={{ from } satisfies SignInRedirectState} />;
  }
  return children;
}
