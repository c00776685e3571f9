import { css, type Theme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { NO_COMMENTS_TEXT, joinServices, serviceWords } from './quote-format';

const linkStyles = (theme: Theme) => css`
  color: ${theme.colors.primary};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

/**
 * Every field of a quote (spec §2 quote detail): the services upper-cased and
 * joined by ' , ', the date, then By, Email, Contact Number, Company Address,
 * Services and Comments as a description list. Texts are rendered as text.
 */
export function QuoteDetails({ quote }: { quote: Quote }) {
  const rows: [string, ReactNode][] = [
    ['By', quote.name],
    [
      'Email',
      <a key="email" href={`mailto:${quote.email}`} css={linkStyles}>
        {quote.email}
      </a>,
    ],
    [
      'Contact Number',
      <a key="tel" href={`tel:${quote.contactNumber.replace(/[^\d+]/g, '')}`} css={linkStyles}>
        {quote.contactNumber}
      </a>,
    ],
    ['Company Address', quote.companyAddress],
    ['Services', serviceWords(quote.services)],
    ['Comments', quote.comments.trim() ? quote.comments : NO_COMMENTS_TEXT],
  ];
  return (
    <article
      aria-label={`Quote from ${quote.companyName}`}
      css={(theme: Theme) => css`
        padding: ${theme.space[5]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
      `}
    >
      <p
        data-testid="quote-services"
        css={(theme: Theme) => css`
          margin: 0 0 ${theme.space[2]};
          font-weight: 600;
          letter-spacing: 0.02em;
          color: ${theme.colors.ocean};
          overflow-wrap: anywhere;
        `}
      >
        {joinServices(quote.services, ' , ')}
      </p>
      <p
        css={(theme: Theme) => css`
          margin: 0 0 ${theme.space[5]};
          color: ${theme.colors.textMuted};
        `}
      >
        {quote.createdAt ? <time dateTime={quote.createdAt.toISOString()}>{formatDate(quote.createdAt)}</time> : formatDate(null)}
      </p>
      <dl
        css={(theme: Theme) => css`
          display: grid;
          grid-template-columns: minmax(9rem, max-content) 1fr;
          gap: ${theme.space[3]} ${theme.space[5]};
          margin: 0;
          @media (max-width: ${theme.breakpoints.sm}px) {
            grid-template-columns: 1fr;
            gap: ${theme.space[1]};
            dd {
              margin-bottom: ${theme.space[3]};
            }
          }
        `}
      >
        {rows.map(([term, value]) => (
          <div
            key={term}
            css={css`
              display: contents;
            `}
          >
            <dt
              css={(theme: Theme) => css`
                font-weight: 700;
                color: ${theme.colors.ink};
              `}
            >
              {term}
            </dt>
            <dd
              css={css`
                margin: 0;
                white-space: pre-line;
                overflow-wrap: anywhere;
              `}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
