import { css, useTheme } from '@emotion/react';
import { type Applicant, type ApplicantFilters, type ApplicantStatus } from '@seawave/shared-data';
import { applicantStatuses, statusLabels } from '@seawave/shared-data/pipeline';
import { SelectField, TextField } from '@seawave/shared-ui/form';
import { SkeletonCardList, QueryView, CardGrid } from '@seawave/shared-ui/page';
import { useConfirm } from '@seawave/shared-ui/dialog';
import { formatDate } from '@seawave/shared-ui/format-date';
import { useMemo, useState } from 'react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { usePageNotice } from '../components/admin-layout/page-notice';
import { ApplicantCard } from '../components/applicants/applicant-card';
import { applicantsCsv } from '../components/applicants/applicant-csv';
import { ApplicantDateFilter } from '../components/applicants/applicant-date-filter';
import { VACANCY_GONE_TEXT } from '../components/applicants/vacancy-gone';
import { DeleteOlderApplicants } from '../components/applicants/delete-older-applicants';
import { CsvDownloadButton } from '../components/inbox/csv-download-button';
import { FilterBar } from '../components/inbox/filter-bar';
import { SourceFilterNotice, useSourceFilter } from '../components/inbox/source-filter';
import { Pager } from '../components/inbox/pager';
import { withAdminQueries } from '../data/admin-queries';
import { dayRange, localDayKey, parseDayKey } from '../data/applicant-day';
import { applicantInbox } from '../data/inbox';
import { useInboxCount, useInboxExport, useInboxPages, useRemoveItem } from '../data/use-inbox';
import { useVacancyList } from '../data/use-vacancy-list';
import { vacancyTitles } from '../data/vacancies';
import { useAppliedSearch } from '../hooks/use-applied-search';
import { forArea } from '../components/staff-area/staff-area';

export const DELETE_APPLICANT_QUESTION = 'Are you sure you want to delete this applicant ?';
export const APPLICANTS_ERROR_TEXT = 'Error fetching applicants. Please try again later.';
export const NO_APPLICANTS_TEXT = 'No applicants yet.';
export const NO_MATCHING_APPLICANTS_TEXT = 'No applicants match these filters.';

export function applicantDeletedText(name: string): string {
  return `"${name}" was deleted.`;
}

const statusOptions = [{ value: '' as const, label: 'All statuses' }, ...applicantStatuses.map((value) => ({ value, label: statusLabels[value] }))];

const plural = (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'}`;

function ApplicantListPage() {
  const theme = useTheme();
  const [day, setDay] = useState('');
  const [status, setStatus] = useState<ApplicantStatus | ''>('');
  const [vacancyId, setVacancyId] = useState('');
  const search = useAppliedSearch();
  const source = useSourceFilter();
  const dayDate = parseDayKey(day);
  const filters = useMemo<ApplicantFilters>(() => {
    const range = dayRange(day);
    return {
      ...(range ?? {}),
      ...(status ? { status } : {}),
      ...(vacancyId ? { vacancyId } : {}),
      ...(search.applied ? { search: search.applied } : {}),
      ...(source ? { source } : {}),
    };
  }, [day, status, vacancyId, search.applied, source]);
  const filtered = Object.keys(filters).length > 0;
  const pages = useInboxPages(applicantInbox, filters, 'latest');
  const count = useInboxCount(applicantInbox, filters);
  const exportAll = useInboxExport(applicantInbox);
  const vacancies = useVacancyList();
  const vacancyOptions = [
    { value: '', label: 'All vacancies' },
    ...(vacancies.state.status === 'success' ? vacancies.state.data.map((vacancy) => ({ value: vacancy.id, label: vacancy.position })) : []),
  ];
  // The live list holds every vacancy.
  const vacancyOf = (applicant: Applicant): string | undefined => {
    if (!applicant.vacancyId || vacancies.state.status !== 'success') return undefined;
    return vacancies.state.data.find((vacancy) => vacancy.id === applicant.vacancyId)?.position ?? VACANCY_GONE_TEXT;
  };
  // Vacancies outside the live list are read one by one (or found gone).
  async function exportCsv() {
    const applicants = await exportAll(filters, 'latest');
    const known = vacancies.state.status === 'success' ? vacancies.state.data : [];
    return applicantsCsv(applicants, await vacancyTitles(applicants.flatMap((applicant) => (applicant.vacancyId ? [applicant.vacancyId] : [])), known));
  }
  const removal = useRemoveItem(applicantInbox);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { notice, report } = usePageNotice();
  const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete' });

  async function handleDelete(applicant: Applicant) {
    if (deleting) return;
    report(null);
    if (!(await confirm(DELETE_APPLICANT_QUESTION, { description: `${applicant.name} and the resume will be deleted.` }))) return;
    setDeleting(applicant.id);
    try {
      await removal.mutateAsync(applicant.id);
      report({ variant: 'success', text: applicantDeletedText(applicant.name) });
    } catch (error) {
      console.error('[mfe-admin] could not delete the applicant', error);
      report({ variant: 'error', text: `Could not delete "${applicant.name}". Please try again.` });
    } finally {
      setDeleting(null);
    }
  }

  function summary(total: number): string {
    if (total === 0 && !filtered) return NO_APPLICANTS_TEXT;
    if (dayDate) return total === 0 ? `No applicants on ${formatDate(dayDate)}.` : `${plural(total)} on ${formatDate(dayDate)}.`;
    return total === 0 ? NO_MATCHING_APPLICANTS_TEXT : `${plural(total)}.`;
  }

  return (
    <AdminLayout title="Applicants">
      {confirmDialog}
      <ApplicantDateFilter value={day} onChange={setDay} />
      <FilterBar label="Filter applicants" onSubmit={search.applyNow}>
        <SelectField<ApplicantStatus | ''> label="Status" name="status" options={statusOptions} value={status} onValueChange={setStatus} />
        <SelectField label="Vacancy" name="vacancy" options={vacancyOptions} value={vacancyId} onValueChange={setVacancyId} />
        <TextField type="search" label="Search applicants" name="search" value={search.text} onValueChange={search.setText} />
        <CsvDownloadButton fileName={`applicants-${localDayKey(new Date())}.csv`} csv={exportCsv} />
      </FilterBar>
      <SourceFilterNotice source={source} />
      {notice}
      <QueryView
        state={pages.state}
        loading={<SkeletonCardList count={3} media={false} lines={2} label="Loading applicants" />}
        errorText={APPLICANTS_ERROR_TEXT}
        onRetry={pages.retry}
      >
        {(applicants) => (
          <>
            <p role="status" css={css`margin: 0 0 ${theme.space[4]}; color: ${theme.colors.textMuted};`}>
              {count.data !== undefined ? summary(count.data) : applicants.length === 0 ? summary(0) : ''}
            </p>
            {applicants.length > 0 ? (
              <CardGrid aria-label="Applicants" min="16rem">
                {applicants.map((applicant) => (
                  <li key={applicant.id}>
                    <ApplicantCard applicant={applicant} vacancy={vacancyOf(applicant)} deleting={deleting === applicant.id} onDelete={handleDelete} />
                  </li>
                ))}
              </CardGrid>
            ) : null}
          </>
        )}
      </QueryView>
      <Pager pages={pages} />
      <DeleteOlderApplicants onOutcome={report} />
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', ApplicantListPage));
