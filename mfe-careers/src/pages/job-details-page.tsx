import { css, useTheme } from '@emotion/react';
import type { Vacancy } from '@seawave/shared-data';
import { ButtonLink, PageContainer, paths } from '@seawave/shared-ui';
import { PageSpinner, PageTitle, QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { JobMessage } from '../components/job-details/job-message';
import { JobSection } from '../components/job-details/job-section';
import { UNAVAILABLE_TEXT } from '../components/vacancies/vacancy-card';
import { useVacancy } from '../data/use-vacancy';

export const JOB_NOT_FOUND_TITLE = 'Job not found';
export const JOB_LOAD_ERROR_TEXT = 'This job could not be loaded. Please try again later.';

/** State handed to the application form by the Apply button (which vacancy the visitor applies for). */
export interface ApplyState {
  vacancyPosition?: string;
}

/**
 * /jobdetails/:jobId: position, department, overview, experience,
 * responsibilities and prerequisite (lists split by line) and Apply Now. A
 * blocked vacancy shows 'Currently Unavailable'; a missing one, a not-found
 * message with a way back.
 */
export default function JobDetailsPage() {
  const { jobId } = useParams();
  const { state, retry } = useVacancy(jobId);

  return (
    <PageContainer narrow padded>
      {state.status === 'error' ? (
        <PageTitle>Job details unavailable</PageTitle>
      ) : null}
      <QueryView
        state={state}
        loading={<PageSpinner label="Loading job details" />}
        errorText={JOB_LOAD_ERROR_TEXT}
        onRetry={retry}
        errorActions={
          <ButtonLink to={paths.careers.href()} variant="secondary">
            Back to Careers
          </ButtonLink>
        }
        empty={
          <JobMessage title={JOB_NOT_FOUND_TITLE}>
            <p>This job does not exist or has been removed. Browse our open positions instead.</p>
          </JobMessage>
        }
      >
        {(vacancy) =>
          vacancy.isBlocked ? (
            <JobMessage title={UNAVAILABLE_TEXT}>
              <p>This position is not accepting applications at the moment. Please look at our other open positions.</p>
            </JobMessage>
          ) : (
            <JobArticle vacancy={vacancy} />
          )
        }
      </QueryView>
    </PageContainer>
  );
}

/** An open vacancy: position, department, the four sections, Apply Now and Back to Careers. */
function JobArticle({ vacancy }: { vacancy: Vacancy }) {
  const theme = useTheme();
  const applyState: ApplyState = { vacancyPosition: vacancy.position };
  return (
    <article>
      <header
        css={css`
          margin: 0 0 ${theme.space[6]};
          padding-bottom: ${theme.space[5]};
          border-bottom: 1px solid ${theme.colors.border};
        `}
      >
        <PageTitle>{vacancy.position}</PageTitle>
        <p css={css`margin: 0; font-size: ${theme.fontSizes.lg}; color: ${theme.colors.textMuted}; overflow-wrap: anywhere;`}>
          Department: <strong css={css`color: ${theme.colors.ink};`}>{vacancy.department}</strong>
        </p>
      </header>
      <JobSection title="Overview" text={vacancy.overview} as="paragraphs" />
      <JobSection title="Experience" text={vacancy.experience} as="paragraphs" />
      <JobSection title="Responsibilities" text={vacancy.responsibilities} />
      <JobSection title="Prerequisite" text={vacancy.prerequisite} />
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
        <ButtonLink to={paths.careerInputField.href()} state={applyState} size="lg">
          Apply Now
        </ButtonLink>
        <ButtonLink to={paths.careers.href()} variant="secondary" size="lg">
          Back to Careers
        </ButtonLink>
      </div>
    </article>
  );
}
