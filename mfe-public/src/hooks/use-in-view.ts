import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on (or near) the screen. Continuous animations use
 * it to run only while they can be seen, so they cost nothing during page
 * load or while scrolled away. Without IntersectionObserver it reports false.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '100px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        // Edge-adjacent (zero-area) intersections do not count.
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio > 0);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
