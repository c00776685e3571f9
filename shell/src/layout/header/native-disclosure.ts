import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject, type SyntheticEvent } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False during hydration. State the visitor may change before hydration (aria-expanded) is rendered only after,
 * because hydration would not correct a stale server value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/**
 * The `<details>` opens natively before scripts run and hydration does not patch attributes, so React writes the
 * `open` property instead of rendering it, and adopts native toggles (a tap before hydration, find-in-page).
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
