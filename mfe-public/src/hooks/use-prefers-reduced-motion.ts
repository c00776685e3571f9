import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether the visitor asks for reduced motion. Known on the first render (so
 * nothing starts moving before it is read) and kept up to date when the
 * setting changes.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setReduce(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduce;
}
