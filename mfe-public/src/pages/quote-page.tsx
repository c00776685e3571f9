import { css, useTheme } from '@emotion/react';
import { PageContainer } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';
import { QuoteForm } from '../components/quote/quote-form';

/**
 * /getafreequote: the free-quote request. Once sent, the confirmation stays on this page with the reference and the
 * server's indicative price (or its promise of one), for the visitor to read at their pace.
 */
export default function QuotePage() {
  const theme = useTheme();

  return (
    <PageContainer narrow padded>
      <PageTitle>Get A Free Quote</PageTitle>
      <p
        css={css`
          margin: 0 0 ${theme.space[6]};
          color: ${theme.colors.textMuted};
        `}
      >
        Tell us about your company and the services you need. Fields marked * are required.
      </p>
      <QuoteForm />
    </PageContainer>
  );
}
