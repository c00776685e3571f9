import { css, useTheme } from '@emotion/react';
import type { Applicant } from '@seawave/shared-data';
import { mailtoHref, telHref } from '@seawave/shared-ui';
import { DetailList, textLinkStyles } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { ResumeDownload } from './resume-download';

export { RESUME_MISSING_TEXT } from './resume-download';

/** Every field of an applicant as a description list, plus the resume download. */
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
      <ResumeDownload path={applicant.resumeURL} />
    </div>
  );
}
