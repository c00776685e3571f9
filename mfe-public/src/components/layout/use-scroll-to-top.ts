import { useEffect } from 'react';

/** Scrolls the window to the top when the page opens (and whenever `key` changes). */
export function useScrollToTop(key?: unknown) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
