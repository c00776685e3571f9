import { css, useTheme } from '@emotion/react';
import type { Applicant } from '@seawave/shared-data';
import { ExternalButtonLink } from '@seawave/shared-ui';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';

export const RESUME_MISSING_TEXT = 'The resume file is missing.';

/** Every field of an applicant as a description list, plus the resume link. */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const theme = useTheme();
  const linkStyle = css`
    color: ${theme.colors.primary};
    overflow-wrap: anywhere;
    &:focus-visible {
      outline: 3px solid ${theme.colors.primary};
      outline-offset: 2px;
    }
  `;
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
      <dl
        css={css`
          display: grid;
          grid-template-columns: minmax(9rem, max-content) 1fr;
          gap: ${theme.space[3]} ${theme.space[5]};
          margin: 0 0 ${theme.space[5]};
          dt {
            font-weight: 700;
            color: ${theme.colors.ink};
          }
          dd {
            margin: 0;
            overflow-wrap: anywhere;
          }
        `}
      >
        {rows.map(([term, value]) => (
          <div key={term} css={css`display: contents;`}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
