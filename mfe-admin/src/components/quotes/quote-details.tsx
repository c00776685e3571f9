import { css, useTheme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { mailtoHref, telHref } from '@seawave/shared-ui';
import { DetailList, textLinkStyles } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { NO_COMMENTS_TEXT, NO_REFERENCE_TEXT, joinServices, serviceWords } from './quote-format';

/**
 * Every field of a quote: the services upper-cased and
 * joined by ' , ', the date, the reference, then By, Email, Contact Number, Company Address,
 * Services and Comments as a description list. Texts are rendered as text.
 */
export function QuoteDetails({ quote }: { quote: Quote }) {
  const theme = useTheme();
  const rows: [string, ReactNode][] = [
    ['By', quote.name],
    [
      'Email',
      <a key="email" href={mailtoHref(quote.email)} css={textLinkStyles(theme)}>
        {quote.email}
      </a>,
    ],
    [
      'Contact Number',
      <a key="tel" href={telHref(quote.contactNumber)} css={textLinkStyles(theme)}>
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
      css={css`
        padding: ${theme.space[5]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
      `}
    >
      <p
        data-testid="quote-services"
        css={css`
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
        css={css`
          margin: 0 0 ${theme.space[5]};
          color: ${theme.colors.textMuted};
        `}
      >
        {quote.createdAt ? <time dateTime={quote.createdAt.toISOString()}>{formatDate(quote.createdAt)}</time> : formatDate(null)}
      </p>
      <p
        css={css`
          margin: -${theme.space[3]} 0 ${theme.space[5]};
        `}
      >
        Reference: <strong>{quote.reference ?? NO_REFERENCE_TEXT}</strong>
      </p>
      <DetailList rows={rows} />
    </article>
  );
}
