import { css, useTheme } from '@emotion/react';
import { MAX_PAGE_SIZE, getDataApi, type PageCursor, type Quote } from '@seawave/shared-data';
import { businessDurationText, businessInstantBefore, median, ONE_BUSINESS_HOUR_MS, quoteWait } from '@seawave/shared-data/business-hours';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { quoteInbox } from '../../data/inbox';
import { useInboxCount } from '../../data/use-inbox';
import { useNow } from '../../hooks/use-now';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MEDIAN_DAYS = 30;
export const NO_ANSWERS_TEXT = 'No answers yet';

/** Every quote received since `from`, a full page at a time. */
async function quotesSince(from: Date): Promise<Quote[]> {
  const api = (await getDataApi()).quotes;
  const found: Quote[] = [];
  let after: PageCursor | null = null;
  do {
    const page: Awaited<ReturnType<typeof api.page>> = await api.page({ filters: { from }, pageSize: MAX_PAGE_SIZE, after });
    found.push(...page.items);
    after = page.next;
  } while (after !== null);
  return found;
}

/**
 * How fast sales answer, in business hours: the quotes still 'new' that have waited over one business hour (a count
 * query), and the median first-answer time of the quotes received in the last 30 days and answered.
 */
export function AnswerFigures() {
  const theme = useTheme();
  const headingId = useId();
  const now = useNow();
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const overHour = useInboxCount(quoteInbox, { status: 'new', before: businessInstantBefore(new Date(minute), ONE_BUSINESS_HOUR_MS) });
  const from = new Date(Math.floor((minute - MEDIAN_DAYS * DAY_MS) / DAY_MS) * DAY_MS);
  const answered = useQuery({
    queryKey: [...quoteInbox.keys.pages, 'answered', { from }] as const,
    queryFn: async () => {
      const times = (await quotesSince(from)).map((quote) => quoteWait(quote, now)).flatMap((wait) => (wait?.kind === 'answered' ? [wait.millis] : []));
      return median(times);
    },
  });
  const medianText = answered.data === undefined ? '…' : answered.data === null ? NO_ANSWERS_TEXT : businessDurationText(answered.data);
  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: ${theme.space[2]}; margin-top: ${theme.space[5]};`}>
      <h2 id={headingId} css={css`margin: 0; font-size: ${theme.fontSizes.xl};`}>
        Answering quotes
      </h2>
      <dl css={css`display: grid; grid-template-columns: max-content auto; gap: ${theme.space[1]} ${theme.space[4]}; margin: 0;`}>
        <dt>Waiting over one business hour</dt>
        <dd css={css`margin: 0; font-weight: 700;`} data-testid="waiting-over-hour">
          {overHour.data ?? '…'}
        </dd>
        <dt>Median first answer, last {MEDIAN_DAYS} days</dt>
        <dd css={css`margin: 0; font-weight: 700;`} data-testid="median-first-answer">
          {medianText}
        </dd>
      </dl>
    </section>
  );
}
