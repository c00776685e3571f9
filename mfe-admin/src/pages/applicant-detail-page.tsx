import { css, useTheme } from '@emotion/react';
import { ButtonLink, paths } from '@seawave/shared-ui';
import { PageSpinner, QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { ApplicantDetails } from '../components/applicants/applicant-details';
import { useApplicant } from '../data/use-applicant';

export const APPLICANT_NOT_FOUND_TEXT = 'This applicant does not exist or has been deleted.';
export const APPLICANT_ERROR_TEXT = 'Error fetching the applicant. Please try again later.';

/** /applicantDetail/:applicantId: every field of one applicant and the resume link. */
export default function ApplicantDetailPage() {
  const theme = useTheme();
  const { applicantId } = useParams();
  const { state, retry } = useApplicant(applicantId);
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
        onRetry={retry}
        empty={<p css={css`margin: 0 0 ${theme.space[4]};`}>{APPLICANT_NOT_FOUND_TEXT}</p>}
      >
        {(applicant) => <ApplicantDetails applicant={applicant} />}
      </QueryView>
    </AdminLayout>
  );
}
