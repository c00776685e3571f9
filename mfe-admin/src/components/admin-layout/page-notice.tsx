import { Notice } from '@seawave/shared-ui';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

/** What one staff action came to, as the page tells it. */
export interface Outcome {
  variant: NonNullable<ComponentProps<typeof Notice>['variant']>;
  text: string;
  /** The item the page works on no longer exists (deleted meanwhile): nothing more can be saved for it. */
  itemGone?: boolean;
}

/** Tells the page's notice area what an action came to (null: clear it, e.g. when a new action starts). */
export type ReportOutcome = (outcome: Outcome | null) => void;

/**
 * The page's one notice area: it shows the outcome of the latest action only
 * (a new one replaces the earlier, never beside it), is dismissible, and is
 * scrolled into view when it appears. `itemGone` stays true once an action
 * found the item deleted.
 */
export function usePageNotice(): { notice: ReactNode; report: ReportOutcome; itemGone: boolean } {
  const [shown, setShown] = useState<{ outcome: Outcome; key: number } | null>(null);
  const [itemGone, setItemGone] = useState(false);
  const count = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  const report = useCallback<ReportOutcome>((outcome) => {
    if (outcome?.itemGone) setItemGone(true);
    count.current += 1;
    setShown(outcome ? { outcome, key: count.current } : null);
  }, []);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (shown) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  const notice = shown ? (
    // A new key for each outcome: the box appears anew, so it is announced even with the same variant.
    <Notice key={shown.key} ref={box} variant={shown.outcome.variant} onDismiss={() => setShown(null)}>
      <p>{shown.outcome.text}</p>
    </Notice>
  ) : null;
  return { notice, report, itemGone };
}
