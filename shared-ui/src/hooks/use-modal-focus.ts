import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface ModalFocusOptions {
  /** The dialog panel (role="dialog" or "alertdialog", tabIndex -1). */
  panelRef: RefObject<HTMLElement | null>;
  /** What gets focus when the dialog opens (default: the panel's first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onEscape: () => void;
  /** When false, Escape does nothing (e.g. while the dialog is busy). Default true. */
  escapeEnabled?: boolean;
}

/**
 * Keyboard and focus behaviour of a modal dialog, for the component that
 * renders it: while mounted the page does not scroll, focus starts inside
 * (on `initialFocusRef`), Tab and Shift+Tab cycle inside the panel, focus
 * that escapes (e.g. a click on the overlay) is brought back, Escape calls
 * `onEscape`, and on unmount focus returns to where it was before.
 */
export function useModalFocus({ panelRef, initialFocusRef, onEscape, escapeEnabled = true }: ModalFocusOptions): void {
  const latest = useRef({ onEscape, escapeEnabled });
  useLayoutEffect(() => {
    latest.current = { onEscape, escapeEnabled };
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    (initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: the refs are stable for the dialog's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (latest.current.escapeEnabled) latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [panelRef]);
}
