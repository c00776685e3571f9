import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject, type SyntheticEvent } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while React hydrates server HTML, true after (and
 * at once when the page is rendered in the browser). An attribute that
 * describes state the visitor may change before hydration (aria-expanded of
 * a native disclosure) is rendered only then: the browser exposes that state
 * itself until React takes over, and hydration would not correct a stale
 * server value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/**
 * Keeps a `<details>` element and React's `open` state in step. The element
 * opens and closes natively before any script runs, so React never renders
 * its `open` attribute (hydration does not patch attributes: the state the
 * visitor left would stay on screen, contradicting React's); it writes the
 * property from `open` instead. What the element did on its own is adopted
 * through `adopt` (which should keep its identity while `open` does): a tap
 * before hydration, read once mounted, and later native toggles (e.g. the
 * browser's find-in-page opening it), reported by the returned `onToggle`
 * handler for the element.
 */
export function useDetailsOpen(
  ref: RefObject<HTMLDetailsElement | null>,
  open: boolean,
  adopt: (open: boolean) => void,
): (event: SyntheticEvent<HTMLDetailsElement>) => void {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const details = ref.current;
    if (!details) return;
    if (!mounted.current) {
      mounted.current = true;
      if (details.open && !open) {
        adopt(true);
        return;
      }
    }
    if (details.open !== open) details.open = open;
  }, [ref, open, adopt]);
  return (event) => {
    if (event.currentTarget.open !== open) adopt(event.currentTarget.open);
  };
}
