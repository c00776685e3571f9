import { css, useTheme } from '@emotion/react';
import type { Applicant } from '@seawave/shared-data';
import { mailtoHref, paths, telHref } from '@seawave/shared-ui';
import { DetailList, textLinkStyles } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useVacancy } from '../../data/vacancies';
import { VACANCY_GONE_TEXT } from './vacancy-gone';
import { ResumeDownload } from './resume-download';

export { RESUME_MISSING_TEXT } from './resume-download';

/** Every field of an applicant as a description list (with the vacancy applied for, when known), plus the resume download. */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const theme = useTheme();
  const linkStyle = textLinkStyles(theme);
  const rows: [string, ReactNode][] = [
    ['Name', applicant.name],
    [
      'Email',
      <a key="email" href={mailtoHref(applicant.email)} css={linkStyle}>
        {applicant.email}
      </a>,
    ],
    [
      'Number',
      <a key="number" href={telHref(applicant.number)} css={linkStyle}>
        {applicant.number}
      </a>,
    ],
    ['Current Position', applicant.position],
    ['Willing to relocate', applicant.relocate === 'yes' ? 'Yes' : 'No'],
    ['Experience', `${applicant.experience} years`],
    ['Applied on', formatDate(applicant.createdAt)],
  ];
  if (applicant.reference) rows.unshift(['Reference', applicant.reference]);
  if (applicant.vacancyId) rows.push(['Vacancy', <VacancyLink key="vacancy" vacancyId={applicant.vacancyId} />]);
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

/** The vacancy the application was sent from: a link to its public page, named by its position once read. */
function VacancyLink({ vacancyId }: { vacancyId: string }) {
  const theme = useTheme();
  const { state } = useVacancy(vacancyId);
  const position = state.status === 'success' ? state.data?.position : undefined;
  return (
    <Link to={paths.jobDetails.href(vacancyId)} css={textLinkStyles(theme)}>
      {position ?? (state.status === 'success' ? VACANCY_GONE_TEXT : 'The vacancy')}
    </Link>
  );
}
