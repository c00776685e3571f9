import type { Quote } from '@seawave/shared-data';
import { quoteWait, quoteWaitText } from '@seawave/shared-data/business-hours';
import { useNow } from '../../hooks/use-now';

/** 'Waiting 2 h 10 min' (business hours) until the first answer, then how long that took; nothing without a figure. */
export function QuoteWait({ quote }: { quote: Pick<Quote, 'createdAt' | 'firstAnsweredAt' | 'status'> }) {
  const now = useNow();
  const text = quoteWaitText(quoteWait(quote, now));
  return text ? <span data-testid="quote-wait">{text}</span> : null;
}
