import { css, useTheme } from '@emotion/react';
import type { Applicant } from '@seawave/shared-data';
import { CardGrid, Notice, SkeletonCardList, useConfirm } from '@seawave/shared-ui';
import { QueryView } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import { useState } from 'react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { ApplicantCard } from '../components/applicants/applicant-card';
import { ApplicantDateFilter } from '../components/applicants/applicant-date-filter';
import { filterByDay, parseDayKey } from '../data/applicant-day';
import { useApplicants } from '../data/use-applicants';

export const DELETE_APPLICANT_QUESTION = 'Are you sure you want to delete this applicant ?';
export const APPLICANTS_ERROR_TEXT = 'Error fetching applicants. Please try again later.';
export const NO_APPLICANTS_TEXT = 'No applicants yet.';

/**
 * /adminallapplicants: every applicant, newest first, with an optional date
 * filter (local calendar day). Delete asks for confirmation first.
 */
export default function ApplicantListPage() {
  const theme = useTheme();
  const { state, retry, remove } = useApplicants();
  const [day, setDay] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete' });

  async function handleDelete(applicant: Applicant) {
    setFailure(null);
    if (!(await confirm(DELETE_APPLICANT_QUESTION, { description: `${applicant.name} and the resume will be deleted.` }))) return;
    setDeleting(applicant.id);
    try {
      await remove(applicant.id);
    } catch (error) {
      console.error('[mfe-admin] could not delete the applicant', error);
      setFailure(`Could not delete "${applicant.name}". Please try again.`);
    } finally {
      setDeleting(null);
    }
  }

  const dayDate = parseDayKey(day);

  return (
    <AdminLayout title="Applicants">
      {confirmDialog}
      <ApplicantDateFilter value={day} onChange={setDay} />
      {failure ? (
        <Notice variant="error" onDismiss={() => setFailure(null)}>
          <p>{failure}</p>
        </Notice>
      ) : null}
      <QueryView
        state={state}
        loading={<SkeletonCardList count={3} media={false} lines={2} label="Loading applicants" />}
        errorText={APPLICANTS_ERROR_TEXT}
        onRetry={retry}
      >
        {(applicants) => {
          const shown = filterByDay(applicants, day);
          return (
            <>
              <p role="status" css={css`margin: 0 0 ${theme.space[4]}; color: ${theme.colors.textMuted};`}>
                {applicants.length === 0
                  ? NO_APPLICANTS_TEXT
                  : dayDate
                    ? shown.length === 0
                      ? `No applicants on ${formatDate(dayDate)}.`
                      : `${shown.length} ${shown.length === 1 ? 'applicant' : 'applicants'} on ${formatDate(dayDate)}.`
                    : `${shown.length} ${shown.length === 1 ? 'applicant' : 'applicants'}.`}
              </p>
              {shown.length > 0 ? (
                <CardGrid aria-label="Applicants" min="16rem">
                  {shown.map((applicant) => (
                    <li key={applicant.id}>
                      <ApplicantCard applicant={applicant} deleting={deleting === applicant.id} onDelete={handleDelete} />
                    </li>
                  ))}
                </CardGrid>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </AdminLayout>
  );
}
