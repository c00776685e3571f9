import { Notice } from '@seawave/shared-ui';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

export interface Outcome {
  variant: NonNullable<ComponentProps<typeof Notice>['variant']>;
  text: string;
  /** Deleted meanwhile: nothing more can be saved for it. */
  itemGone?: boolean;
}

export type ReportOutcome = (outcome: Outcome | null) => void;

/** A new outcome replaces the earlier one, never beside it. */
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
    // A new key for each outcome, so it is announced even with the same variant.
    <Notice key={shown.key} ref={box} variant={shown.outcome.variant} onDismiss={() => setShown(null)}>
      <p>{shown.outcome.text}</p>
    </Notice>
  ) : null;
  return { notice, report, itemGone };
}
