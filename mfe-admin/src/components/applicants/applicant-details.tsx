import { css, useTheme } from '@emotion/react';
import type { Applicant } from '@seawave/shared-data';
import { DetailList, ExternalButtonLink, textLinkStyles } from '@seawave/shared-ui';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';

export const RESUME_MISSING_TEXT = 'The resume file is missing.';

/** Every field of an applicant as a description list, plus the resume link. */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const theme = useTheme();
  const linkStyle = textLinkStyles(theme);
  const rows: [string, ReactNode][] = [
    ['Name', applicant.name],
    [
      'Email',
      <a key="email" href={`mailto:${applicant.email}`} css={linkStyle}>
        {applicant.email}
      </a>,
    ],
    [
      'Number',
      <a key="number" href={`tel:${applicant.number.replace(/[^\d+]/g, '')}`} css={linkStyle}>
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
      {applicant.resumeURL ? (
        <ExternalButtonLink href={applicant.resumeURL} newTab>
          Open Resume
        </ExternalButtonLink>
      ) : (
        <p role="alert" css={css`margin: 0; font-weight: 600; color: ${theme.colors.danger};`}>
          {RESUME_MISSING_TEXT}
        </p>
      )}
    </div>
  );
}
