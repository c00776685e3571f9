import { css, useTheme } from '@emotion/react';
import { services, useAuth, type QuoteFilters, type QuoteStatus, type ServiceValue, type SortOrder } from '@seawave/shared-data';
import { quoteStatuses, statusLabels } from '@seawave/shared-data/pipeline';
import { SelectField, TextField } from '@seawave/shared-ui/form';
import { SkeletonCardList, QueryView, CardGrid } from '@seawave/shared-ui/page';
import { useMemo, useState } from 'react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { CsvDownloadButton } from '../components/inbox/csv-download-button';
import { FilterBar } from '../components/inbox/filter-bar';
import { SourceFilterNotice, useSourceFilter } from '../components/inbox/source-filter';
import { Pager } from '../components/inbox/pager';
import { QuoteCard } from '../components/quotes/quote-card';
import { quotesCsv } from '../components/quotes/quote-csv';
import { withAdminQueries } from '../data/admin-queries';
import { localDayKey } from '../data/applicant-day';
import { quoteInbox } from '../data/inbox';
import { useInboxExport, useInboxPages } from '../data/use-inbox';
import { useAppliedSearch } from '../hooks/use-applied-search';
import { forArea } from '../components/staff-area/staff-area';

export const quoteListMessages = {
  empty: 'No quotes available.',
  noMatch: 'No quotes match these filters.',
  failed: 'Error fetching quotes. Please try again later.',
} as const;

const statusOptions = [{ value: '' as const, label: 'All statuses' }, ...quoteStatuses.map((value) => ({ value, label: statusLabels[value] }))];
/** 'Waiting longest': the quotes still waiting for a first answer, the longest wait first (the oldest 'new'). */
type QuoteSort = SortOrder | 'waiting';
const sortOptions: readonly { value: QuoteSort; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'waiting', label: 'Waiting longest' },
];
type AssigneeChoice = '' | 'me';
const assigneeOptions: readonly { value: AssigneeChoice; label: string }[] = [
  { value: '', label: 'Anyone or nobody' },
  { value: 'me', label: 'Me' },
];
const serviceOptions = [{ value: '' as const, label: 'All services' }, ...services.map(({ value, label }) => ({ value, label }))];

function QuoteListPage() {
  const theme = useTheme();
  const [sort, setSort] = useState<QuoteSort>('latest');
  const [assignee, setAssignee] = useState<AssigneeChoice>('');
  const me = useAuth((state) => state.user?.email.toLowerCase() ?? '');
  const order: SortOrder = sort === 'waiting' ? 'oldest' : sort;
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const [service, setService] = useState<ServiceValue | ''>('');
  const shownStatus: QuoteStatus | '' = sort === 'waiting' ? 'new' : status;
  const search = useAppliedSearch();
  const source = useSourceFilter();
  const filters = useMemo<QuoteFilters>(
    () => ({
      ...(shownStatus ? { status: shownStatus } : {}),
      ...(assignee === 'me' && me ? { assignedTo: me } : {}),
      ...(service ? { service } : {}),
      ...(search.applied ? { search: search.applied } : {}),
      ...(source ? { source } : {}),
    }),
    [shownStatus, assignee, me, service, search.applied, source],
  );
  const pages = useInboxPages(quoteInbox, filters, order);
  const exportAll = useInboxExport(quoteInbox);
  const filtered = Object.keys(filters).length > 0;

  return (
    <AdminLayout title="Requested Quotes" actions={<SelectField<QuoteSort> label="Sort by" name="sort" options={sortOptions} value={sort} onValueChange={setSort} css={{ margin: 0, minWidth: '12rem' }} />}>
      <FilterBar label="Filter quotes" onSubmit={search.applyNow}>
        <SelectField<QuoteStatus | ''> label="Status" name="status" options={statusOptions} value={shownStatus} onValueChange={setStatus} disabled={sort === 'waiting'} />
        <SelectField<AssigneeChoice> label="Assigned to" name="assignedTo" options={assigneeOptions} value={assignee} onValueChange={setAssignee} />
        <SelectField<ServiceValue | ''> label="Service" name="service" options={serviceOptions} value={service} onValueChange={setService} />
        <TextField type="search" label="Search quotes" name="search" value={search.text} onValueChange={search.setText} />
        <CsvDownloadButton fileName={`quotes-${localDayKey(new Date())}.csv`} csv={async () => quotesCsv(await exportAll(filters, order))} />
      </FilterBar>
      <SourceFilterNotice source={source} />
      <QueryView
        state={pages.state}
        loading={<SkeletonCardList count={3} media={false} lines={2} label="Loading quotes" />}
        errorText={quoteListMessages.failed}
        onRetry={pages.retry}
        empty={
          <p
            css={css`
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {filtered ? quoteListMessages.noMatch : quoteListMessages.empty}
          </p>
        }
      >
        {(quotes) => (
          <CardGrid aria-label="Quote requests" min="17rem">
            {quotes.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} />
            ))}
          </CardGrid>
        )}
      </QueryView>
      <Pager pages={pages} />
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('sales', QuoteListPage));
