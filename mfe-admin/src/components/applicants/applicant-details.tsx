import { css, useTheme } from '@emotion/react';
import type { Applicant } from '@seawave/shared-data';
import { applicantEntity, shownValues } from '@seawave/shared-data/schemas';
import { useSiteHref } from '@seawave/shared-ui';
import { DetailList, textLinkStyles } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useVacancy } from '../../data/vacancies';
import { shownRows } from '../detail/shown-rows';
import { VACANCY_GONE_TEXT } from './vacancy-gone';
import { ResumeDownload } from './resume-download';

export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const theme = useTheme();
  const shown = shownValues(applicantEntity, 'detail', applicant as Readonly<Record<keyof Applicant, unknown>>);
  const rows: [string, ReactNode][] = [
    ...shownRows(shown.filter(({ field }) => field.as !== 'document')),
    ['Applied on', formatDate(applicant.createdAt)],
    ...shown
      .filter(({ field }) => field.as === 'document')
      .map(({ field, value }): [string, ReactNode] => [field.label, <VacancyLink key={field.key} vacancyId={String(value)} />]),
  ];
  return (
    <div
      css={css`
        max-width: 48rem;
        padding: ${theme.space[5]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
      `}
    >
      <DetailList rows={rows} css={css`margin-bottom: ${theme.space[5]};`} />
      <ResumeDownload applicant={applicant} />
    </div>
  );
}

function VacancyLink({ vacancyId }: { vacancyId: string }) {
  const theme = useTheme();
  const { state } = useVacancy(vacancyId);
  const position = state.status === 'success' ? state.data?.position : undefined;
  // The careers remote's page, found by its route name in the site's catalog.
  const href = useSiteHref('jobDetails', vacancyId);
  const text = position ?? (state.status === 'success' ? VACANCY_GONE_TEXT : 'The vacancy');
  return href ? (
    <Link to={href} css={textLinkStyles(theme)}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}
