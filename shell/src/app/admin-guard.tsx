import { FullScreenSpinner, paths } from '@seawave/shared-ui';
import { useAuth } from '@seawave/shared-data';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Where the sign-in page sends the user back to after signing in. */
export interface SignInRedirectState {
  from: string;
}

/**
 * Lets only a signed-in, allow-listed admin see its children. While the auth
 * state is being checked it shows the spinner (never a flash of the wrong
 * page); anyone else is sent to /signin, which remembers where they were going.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.isAdmin);
  const ensureAuthChecked = useAuth((state) => state.ensureAuthChecked);
  const location = useLocation();
  // Decide only after the auth service itself has answered: the cheap
  // start-up answer ("no session hint, so signed out") is not enough here.
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
