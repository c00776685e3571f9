import { css, useTheme } from '@emotion/react';
import { ButtonLink, PageContainer, useHomeHref } from '@seawave/shared-ui';
import { PageSpinner, PageTitle, QueryView } from '@seawave/shared-ui/page';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplicationForm, type AppliedVacancy } from '../components/application/application-form';
import { VACANCY_PARAM } from '../data/apply-link';
import { submitApplication } from '../data/submit-application';
import { useVacancy } from '../data/use-vacancy';
import { isVacancyOpen } from '@seawave/shared-ui/seo';
import { paths } from '../routes.generated';

export const VACANCY_CLOSED_TEXT = 'This vacancy is no longer open.';
export const VACANCY_LOAD_ERROR_TEXT = 'This vacancy could not be loaded. Please try again later.';

/** `?vacancy=<id>`: the vacancy is read first; a blocked, closed or deleted one shows no form. */
export default function ApplicationPage() {
  const [params] = useSearchParams();
  const vacancyId = params.get(VACANCY_PARAM);

  return (
    <PageContainer narrow padded>
      <PageTitle>Job Application</PageTitle>
      {vacancyId ? <VacancyApplication vacancyId={vacancyId} /> : <Application />}
    </PageContainer>
  );
}

function VacancyApplication({ vacancyId }: { vacancyId: string }) {
  const theme = useTheme();
  const { state, retry } = useVacancy(vacancyId);
  const closed = (
    <div>
      <p css={css`margin: 0 0 ${theme.space[4]};`}>{VACANCY_CLOSED_TEXT}</p>
      <ButtonLink to={paths.careers.href()}>See the open positions</ButtonLink>
    </div>
  );
  return (
    <QueryView
      state={state}
      loading={<PageSpinner label="Loading the vacancy" />}
      errorText={VACANCY_LOAD_ERROR_TEXT}
      onRetry={retry}
      empty={closed}
    >
      {(vacancy) => (isVacancyOpen(vacancy, new Date()) ? <Application vacancy={vacancy} /> : closed)}
    </QueryView>
  );
}

function Application({ vacancy }: { vacancy?: AppliedVacancy }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const home = useHomeHref();
  const goHome = useCallback(() => navigate(home), [navigate, home]);
  // The form keeps the vacancy it started with: a new object for the same vacancy would reset nothing.
  const id = vacancy?.id;
  const position = vacancy?.position;
  const applied = useMemo(() => (id !== undefined && position !== undefined ? { id, position } : undefined), [id, position]);
  return (
    <>
      <p css={css`margin: 0 0 ${theme.space[5]}; color: ${theme.colors.text}; overflow-wrap: anywhere;`}>
        {applied ? (
          <>
            You are applying for <strong>{applied.position}</strong>.{' '}
          </>
        ) : null}
        Tell us about yourself and attach your resume.
      </p>
      <ApplicationForm onSubmit={submitApplication} onSuccess={goHome} vacancy={applied} />
    </>
  );
}
