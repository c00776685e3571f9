import { css, useTheme } from '@emotion/react';
import { PageContainer, paths } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApplicationForm } from '../components/application/application-form';
import { submitApplication } from '../data/submit-application';
import type { ApplyState } from './job-details-page';

function vacancyPositionOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as ApplyState).vacancyPosition;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * /careerinputfield: the job application form. After a successful
 * submission the success message shows for a moment, then the visitor goes
 * to the home page.
 */
export default function ApplicationPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const location = useLocation();
  const vacancyPosition = vacancyPositionOf(location.state);
  const goHome = useCallback(() => navigate(paths.home.href()), [navigate]);

  return (
    <PageContainer narrow padded>
      <PageTitle>Job Application</PageTitle>
      <p css={css`margin: 0 0 ${theme.space[5]}; color: ${theme.colors.text}; overflow-wrap: anywhere;`}>
        {vacancyPosition ? (
          <>
            You are applying for <strong>{vacancyPosition}</strong>.{' '}
          </>
        ) : null}
        Tell us about yourself and attach your resume.
      </p>
      <ApplicationForm onSubmit={submitApplication} onSuccess={goHome} />
    </PageContainer>
  );
}
