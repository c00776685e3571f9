import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface FocusFirstInvalid<T extends HTMLElement> {
  formRef: RefObject<T | null>;
  /** Call after setting the field errors: once rendered, the first aria-invalid control gets the focus, else `fallback`. */
  focusFirstInvalid: (fallback?: RefObject<HTMLElement | null>) => void;
}

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
