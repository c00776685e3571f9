import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

export type NavigateIfStillThere = (to: To, options?: NavigateOptions) => void;

/** Call it when a save starts: its `navigate` acts only if the admin is still on that page. */
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
