import { css, useTheme } from '@emotion/react';
import { type Applicant } from '@seawave/shared-data';
import { applicantStatuses } from '@seawave/shared-data/pipeline';
import { ButtonLink } from '@seawave/shared-ui';
import { PageSpinner, QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { usePageNotice } from '../components/admin-layout/page-notice';
import { ApplicantDetails } from '../components/applicants/applicant-details';
import { StaffWork } from '../components/pipeline/staff-work';
import { withAdminQueries } from '../data/admin-queries';
import { applicantInbox } from '../data/inbox';
import { useInboxItem, viewState } from '../data/use-inbox';
import { forArea } from '../components/staff-area/staff-area';
import { paths } from '../routes.generated';

export const APPLICANT_NOT_FOUND_TEXT = 'This applicant does not exist or has been deleted.';
export const APPLICANT_ERROR_TEXT = 'Error fetching the applicant. Please try again later.';

function ApplicantDetailPage() {
  const theme = useTheme();
  const { applicantId } = useParams();
  const applicant = useInboxItem(applicantInbox, applicantId);
  const state = viewState(applicant);
  const back = (
    <ButtonLink to={paths.adminAllApplicants.href()} variant="secondary">
      Back to Applicants
    </ButtonLink>
  );
  const title = state.status === 'success' ? (state.data?.name ?? 'Applicant not found') : 'Applicant Details';
  return (
    <AdminLayout title={title} actions={back}>
      <QueryView
        state={state}
        loading={<PageSpinner label="Loading applicant" />}
        errorText={APPLICANT_ERROR_TEXT}
        onRetry={() => void applicant.refetch()}
        empty={<p css={css`margin: 0 0 ${theme.space[4]};`}>{APPLICANT_NOT_FOUND_TEXT}</p>}
      >
        {(loaded) => <ApplicantWork applicant={loaded} />}
      </QueryView>
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', ApplicantDetailPage));

/** The outcome of the latest action shows in one notice above it. */
function ApplicantWork({ applicant }: { applicant: Applicant }) {
  const theme = useTheme();
  const { notice, report, itemGone } = usePageNotice();
  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      {notice}
      <ApplicantDetails applicant={applicant} />
      <StaffWork inbox={applicantInbox} item={applicant} statuses={applicantStatuses} onOutcome={report} disabled={itemGone} />
    </div>
  );
}
