import { FullScreenSpinner, paths } from '@seawave/shared-ui';
import { useAuth } from '@seawave/shared-data';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface SignInRedirectState {
  from: string;
}

/** The spinner while auth is checked, never a flash of the wrong page. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.isAdmin);
  const ensureAuthChecked = useAuth((state) => state.ensureAuthChecked);
  const location = useLocation();
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
  if (status !== 'signedIn' || !isAdmin) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signIn.href()} replace state={{ from } satisfies SignInRedirectState} />;
  }
  return children;
}
