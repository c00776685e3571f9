import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/** Moves the admin on, unless they have already gone somewhere else. */
export type NavigateIfStillThere = (to: To, options?: NavigateOptions) => void;

/**
 * For a save that ends by moving the admin on: call the returned function
 * when the save starts; it gives a `navigate` that acts only if the admin is
 * still on the page where the save started. An admin who pressed Back or
 * followed a link while it was saving stays where they went.
 */
export function useNavigateFromHere(): () => NavigateIfStillThere {
  const navigate = useNavigate();
  const location = useLocation();
  const currentKey = useRef(location.key);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    currentKey.current = location.key;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => {
    const startedAt = currentKey.current;
    return (to, options) => {
      if (mounted.current && currentKey.current === startedAt) void navigate(to, options);
    };
  }, [navigate]);
}
