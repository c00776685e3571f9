import { ButtonLink, paths, Spinner } from '@seawave/shared-ui';
import { QueryView } from '@seawave/shared-ui/page';
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
  <ButtonLink to={paths.adminViewQuoteRequests.href()} variant="secondary">
    Back to quotes
  </ButtonLink>
);

/** /quoteDetails/:quoteId: one quote request with every field. */
export default function QuoteDetailPage() {
  const { quoteId } = useParams();
  const { state, retry } = useQuote(quoteId);
  const title = state.status === 'success' ? (state.data?.companyName ?? quoteDetailMessages.notFoundTitle) : 'Quote';

  return (
    <AdminLayout title={title} actions={backLink}>
      <QueryView
        state={state}
        loading={<Spinner label="Loading the quote" size={32} />}
        errorText={quoteDetailMessages.failed}
        onRetry={retry}
        empty={<p>{quoteDetailMessages.notFound}</p>}
      >
        {(quote) => <QuoteDetails quote={quote} />}
      </QueryView>
    </AdminLayout>
  );
}
