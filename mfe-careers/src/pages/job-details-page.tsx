import { css, useTheme } from '@emotion/react';
import type { Vacancy } from '@seawave/shared-data';
import { ButtonLink, PageContainer, useDocumentMeta } from '@seawave/shared-ui';
import { formatDate } from '@seawave/shared-ui/format-date';
import { PageSpinner, PageTitle, QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { JobMessage } from '../components/job-details/job-message';
import { JobSection } from '../components/job-details/job-section';
import { UNAVAILABLE_TEXT } from '../components/vacancies/vacancy-card';
import { applyHref } from '../data/apply-link';
import { useVacancy } from '../data/use-vacancy';
import { isVacancyOpen } from '@seawave/shared-ui/seo';
import { paths } from '../routes.generated';

export const JOB_NOT_FOUND_TITLE = 'Job not found';
export const JOB_LOAD_ERROR_TEXT = 'This job could not be loaded. Please try again later.';

export default function JobDetailsPage() {
  const { jobId } = useParams();
  const { state, retry } = useVacancy(jobId);
  const vacancy = state.status === 'success' ? state.data : null;
  // Each job is its own document for browsers, bookmarks and search results.
  useDocumentMeta(vacancy ? { title: `${vacancy.position} | SEAWAVE`, description: vacancy.overview } : null);

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
          !isVacancyOpen(vacancy, new Date()) ? (
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

/** Read as a calendar day, whatever the reader's time zone. */
function closingDayText(closingDate: string): string {
  const [year = 0, month = 1, day = 1] = closingDate.split('-').map(Number);
  return formatDate(new Date(year, month - 1, day));
}

function JobArticle({ vacancy }: { vacancy: Vacancy }) {
  const theme = useTheme();
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
        {vacancy.closingDate ? (
          <p css={css`margin: ${theme.space[2]} 0 0; font-weight: 600; color: ${theme.colors.ink};`}>Apply before {closingDayText(vacancy.closingDate)}</p>
        ) : null}
      </header>
      <JobSection title="Overview" text={vacancy.overview} as="paragraphs" />
      <JobSection title="Experience" text={vacancy.experience} as="paragraphs" />
      <JobSection title="Responsibilities" text={vacancy.responsibilities} />
      <JobSection title="Prerequisite" text={vacancy.prerequisite} />
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
        <ButtonLink to={applyHref(vacancy.id)} size="lg">
          Apply Now
        </ButtonLink>
        <ButtonLink to={paths.careers.href()} variant="secondary" size="lg">
          Back to Careers
        </ButtonLink>
      </div>
    </article>
  );
}
