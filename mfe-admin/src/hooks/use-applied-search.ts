import { useEffect, useState } from 'react';

/** How long typing must pause before a search is read. */
export const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text and the search applied to the list: the trimmed text,
 * once typing has paused (or at once on `applyNow`, e.g. Enter), so that
 * each keystroke does not read a page.
 */
export function useAppliedSearch() {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setApplied(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, applied, applyNow: () => setApplied(text.trim()) };
}
