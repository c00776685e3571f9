import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const current = (): boolean => media()?.matches ?? false;
/** A prerendered page cannot know the setting: its markup (and the hydration that takes it over) assumes motion, then the browser's answer applies. */
const serverValue = (): boolean => false;

/**
 * Whether the visitor asks for reduced motion. Known on the first render in
 * the browser (so nothing starts moving before it is read; right after
 * hydration for a prerendered page, whose markup starts nothing moving
 * either) and kept up to date when the setting changes.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, serverValue);
}
