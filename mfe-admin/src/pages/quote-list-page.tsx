import { css, useTheme } from '@emotion/react';
import { sortByCreatedAt, type SortOrder } from '@seawave/shared-data';
import { CardGrid, SkeletonCardList } from '@seawave/shared-ui';
import { QueryView, SortSelect } from '@seawave/shared-ui/page';
import { useState } from 'react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { QuoteCard } from '../components/quotes/quote-card';
import { useQuotes } from '../data/use-quotes';

/** Exact texts of the quote list. */
export const quoteListMessages = {
  empty: 'No quotes available.',
  failed: 'Error fetching quotes. Please try again later.',
} as const;

/** /adminviewquoterequests: every quote request, latest first by default. */
export default function QuoteListPage() {
  const theme = useTheme();
  const [order, setOrder] = useState<SortOrder>('latest');
  const { state, retry } = useQuotes();

  return (
    <AdminLayout
      title="Requested Quotes"
      actions={
        <SortSelect value={order} onChange={setOrder} />
      }
    >
      <QueryView
        state={state}
        loading={<SkeletonCardList count={3} media={false} lines={2} label="Loading quotes" />}
        errorText={quoteListMessages.failed}
        onRetry={retry}
        empty={
          <p
            css={css`
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {quoteListMessages.empty}
          </p>
        }
      >
        {(quotes) => (
          <CardGrid aria-label="Quote requests" min="17rem">
            {sortByCreatedAt(quotes, order).map((quote) => (
              <QuoteCard key={quote.id} quote={quote} />
            ))}
          </CardGrid>
        )}
      </QueryView>
    </AdminLayout>
  );
}
