import { watchOnScreen } from '@seawave/shared-ui';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on (or within `rootMargin` of) the screen.
 * Continuous animations use it to run only while they can be seen, so they
 * cost nothing during page load or while scrolled away. Without
 * IntersectionObserver it reports false.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '100px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    return watchOnScreen(element, setInView, rootMargin);
  }, [ref, rootMargin]);
  return inView;
}
