import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const current = (): boolean => media()?.matches ?? false;
/** Prerendered markup cannot know the setting, so it assumes motion until the browser answers. */
const serverValue = (): boolean => false;

/** Read on the first browser render, so nothing starts moving before it is known. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, serverValue);
}
