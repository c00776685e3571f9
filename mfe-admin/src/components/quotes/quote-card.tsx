import { css, useTheme } from '@emotion/react';
import { type Quote } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { ButtonLink } from '@seawave/shared-ui';
import { CardActions, CardTitle, Card } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import { NO_REFERENCE_TEXT, joinServices, quoteLabel } from './quote-format';
import { QuoteWait } from './quote-wait';
import { paths } from '../../routes.generated';

/** Its network sent far more than people do in that hour. */
export const SUSPECTED_FLOOD_TEXT = 'Suspected flood';

export function QuoteCard({ quote }: { quote: Quote }) {
  const theme = useTheme();
  return (
    <Card as="li" data-testid="quote-card">
      <CardTitle>{quote.companyName}</CardTitle>
      <p
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]};
          margin: 0;
          font-size: ${theme.fontSizes.sm};
        `}
      >
        <span>{quote.reference ?? `Reference ${NO_REFERENCE_TEXT}`}</span>
        <span
          data-status={quote.status}
          css={css`
            padding: 0 ${theme.space[2]};
            border-radius: ${theme.radii.sm};
            background: ${quote.status === 'new' ? theme.colors.ink : theme.colors.border};
            color: ${quote.status === 'new' ? theme.colors.inverse : theme.colors.ink};
            font-weight: 600;
          `}
        >
          Status: {statusLabels[quote.status]}
        </span>
        {quote.suspectedFlood ? <span>{SUSPECTED_FLOOD_TEXT}</span> : null}
        <QuoteWait quote={quote} />
      </p>
      {quote.assignedTo ? (
        <p
          css={css`
            margin: 0;
            font-size: ${theme.fontSizes.sm};
            overflow-wrap: anywhere;
          `}
        >
          Assigned to {quote.assignedTo}
        </p>
      ) : null}
      <p
        css={css`
          margin: 0;
          font-weight: 600;
          letter-spacing: 0.02em;
          color: ${theme.colors.ocean};
          overflow-wrap: anywhere;
        `}
      >
        {joinServices(quote.services, ' - ')}
      </p>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
        `}
      >
        {quote.createdAt ? <time dateTime={quote.createdAt.toISOString()}>{formatDate(quote.createdAt)}</time> : formatDate(null)}
      </p>
      <CardActions>
        <ButtonLink to={paths.quoteDetails.href(quote.id)} size="sm" aria-label={`View quote from ${quoteLabel(quote)}`}>
          View
        </ButtonLink>
      </CardActions>
    </Card>
  );
}
