import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface FocusFirstInvalid<T extends HTMLElement> {
  /** Put on the form (or the element around its fields). */
  formRef: RefObject<T | null>;
  /**
   * Call when a submit found problems (after setting the field errors): once
   * React has rendered them, the focus moves to the first control marked
   * aria-invalid="true", in document order; with none marked, to `fallback`.
   */
  focusFirstInvalid: (fallback?: RefObject<HTMLElement | null>) => void;
}

/** Moves the focus to the first invalid field after a refused submit. */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): FocusFirstInvalid<T> {
  const formRef = useRef<T | null>(null);
  const [request, setRequest] = useState<{ fallback?: RefObject<HTMLElement | null> } | null>(null);

  useEffect(() => {
    if (!request) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    (invalid ?? request.fallback?.current)?.focus();
  }, [request]);

  const focusFirstInvalid = useCallback((fallback?: RefObject<HTMLElement | null>) => setRequest({ fallback }), []);
  return { formRef, focusFirstInvalid };
}
