import { css } from '@emotion/react';
import { ButtonLink, LoadError, paths, Spinner } from '@seawave/shared-ui';
import { useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { QuoteDetails } from '../components/quotes/quote-details';
import { useQuote } from '../data/use-quote';

export const quoteDetailMessages = {
  notFoundTitle: 'Quote not found',
  notFound: 'There is no quote request with this address. It may have been removed, or the link is incomplete.',
  failed: 'Error fetching the quote. Please try again later.',
} as const;

const backLink = (
  <ButtonLink to={paths.adminViewQuoteRequests} variant="secondary">
    Back to quotes
  </ButtonLink>
);

/** /quoteDetails/:quoteId: one quote request with every field (spec §2 quote detail). */
export default function QuoteDetailPage() {
  const { quoteId } = useParams();
  const quote = useQuote(quoteId);

  if (quote.status === 'loaded') {
    return (
      <AdminLayout title={quote.quote.companyName} actions={backLink}>
        <QuoteDetails quote={quote.quote} />
      </AdminLayout>
    );
  }
  if (quote.status === 'notFound') {
    return (
      <AdminLayout title={quoteDetailMessages.notFoundTitle} actions={backLink}>
        <p>{quoteDetailMessages.notFound}</p>
      </AdminLayout>
    );
  }
  return (
    <AdminLayout title="Quote" actions={backLink}>
      {quote.status === 'loading' ? <Spinner label="Loading the quote" size={32} /> : null}
      {quote.status === 'error' ? (
        <LoadError
          message={quoteDetailMessages.failed}
          onRetry={quote.reload}
          css={css`
            display: flex;
            flex-direction: column;
            align-items: flex-start;
          `}
        />
      ) : null}
    </AdminLayout>
  );
}
