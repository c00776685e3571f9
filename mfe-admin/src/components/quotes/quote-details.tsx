import { css, useTheme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { DetailList } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import { shownRows } from '../detail/shown-rows';
import { NO_REFERENCE_TEXT, joinServices, quoteShown } from './quote-format';
import { QuoteWait } from './quote-wait';

export function QuoteDetails({ quote }: { quote: Quote }) {
  const theme = useTheme();
  const rows = shownRows(quoteShown(quote, 'detail').filter(({ field }) => !field.section && field.as !== 'cargo'));
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
      <p
        css={css`
          margin: -${theme.space[3]} 0 ${theme.space[5]};
          font-weight: 600;
        `}
      >
        <QuoteWait quote={quote} />
      </p>
      <DetailList rows={rows} />
    </article>
  );
}
