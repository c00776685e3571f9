import { css, useTheme } from '@emotion/react';
import { type Quote } from '@seawave/shared-data';
import { quoteStatuses } from '@seawave/shared-data/pipeline';
import { Button, ButtonLink, flashState, Spinner } from '@seawave/shared-ui';
import { useConfirm } from '@seawave/shared-ui/dialog';
import { QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { usePageNotice } from '../components/admin-layout/page-notice';
import { StaffWork } from '../components/pipeline/staff-work';
import { AssigneePanel } from '../components/quotes/assignee-panel';
import { QuoteDetails } from '../components/quotes/quote-details';
import { ReplyLinks } from '../components/quotes/reply-links';
import { SendPricePanel } from '../components/quotes/send-price-panel';
import { ShipmentDetails } from '../components/quotes/shipment-details';
import { withAdminQueries } from '../data/admin-queries';
import { quoteInbox } from '../data/inbox';
import { useInboxItem, useRemoveItem, viewState } from '../data/use-inbox';
import { useNavigateFromHere } from '../hooks/use-navigate-from-here';
import { forArea } from '../components/staff-area/staff-area';
import { paths } from '../routes.generated';

export const quoteDetailMessages = {
  notFoundTitle: 'Quote not found',
  notFound: 'There is no quote request with this address. It may have been removed, or the link is incomplete.',
  failed: 'Error fetching the quote. Please try again later.',
  deleteQuestion: 'Are you sure you want to delete this quote?',
  deleted: 'The quote was deleted.',
  deleteFailed: 'The quote could not be deleted. Please try again.',
} as const;

const backLink = (
  <ButtonLink to={paths.adminViewQuoteRequests.href()} variant="secondary">
    Back to quotes
  </ButtonLink>
);

function QuoteDetailPage() {
  const { quoteId } = useParams();
  const quote = useInboxItem(quoteInbox, quoteId);
  const state = viewState(quote);
  const title = state.status === 'success' ? (state.data?.companyName ?? quoteDetailMessages.notFoundTitle) : 'Quote';

  return (
    <AdminLayout title={title} actions={backLink}>
      <QueryView
        state={state}
        loading={<Spinner label="Loading the quote" size={32} />}
        errorText={quoteDetailMessages.failed}
        onRetry={() => void quote.refetch()}
        empty={<p>{quoteDetailMessages.notFound}</p>}
      >
        {(loaded) => <QuoteWork quote={loaded} />}
      </QueryView>
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('sales', QuoteDetailPage));

/** The outcome of the latest action shows in one notice above it. */
function QuoteWork({ quote }: { quote: Quote }) {
  const theme = useTheme();
  const fromHere = useNavigateFromHere();
  const removal = useRemoveItem(quoteInbox);
  const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete', confirmVariant: 'danger' });
  const { notice, report, itemGone } = usePageNotice();

  async function remove() {
    if (removal.isPending) return;
    report(null);
    const confirmed = await confirm(quoteDetailMessages.deleteQuestion, {
      description: `The quote from ${quote.companyName}, its notes and its history will be deleted.`,
    });
    if (!confirmed) return;
    const navigate = fromHere();
    try {
      await removal.mutateAsync(quote.id);
      navigate(paths.adminViewQuoteRequests.href(), { state: flashState(quoteDetailMessages.deleted) });
    } catch (error) {
      console.error('[mfe-admin] could not delete the quote', error);
      report({ variant: 'error', text: quoteDetailMessages.deleteFailed });
    }
  }

  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      {confirmDialog}
      {notice}
      <QuoteDetails quote={quote} />
      <ShipmentDetails quote={quote} />
      <ReplyLinks quote={quote} />
      <AssigneePanel quote={quote} onOutcome={report} disabled={itemGone} />
      <SendPricePanel quote={quote} onOutcome={report} disabled={itemGone} />
      <StaffWork inbox={quoteInbox} item={quote} statuses={quoteStatuses} onOutcome={report} disabled={itemGone} />
      <div css={css`display: grid; gap: ${theme.space[2]}; justify-items: start;`}>
        <Button variant="danger" disabled={removal.isPending || itemGone} onClick={() => void remove()}>
          {removal.isPending ? <Spinner label="Deleting the quote" size={16} inverse /> : null}
          Delete quote
        </Button>
      </div>
    </div>
  );
}
