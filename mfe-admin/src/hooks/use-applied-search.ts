import { useEffect, useState } from 'react';

export const SEARCH_PAUSE_MS = 300;

/** Applied once typing has paused (or at once on `applyNow`), so each keystroke does not read a page. */
export function useAppliedSearch() {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setApplied(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, applied, applyNow: () => setApplied(text.trim()) };
}
