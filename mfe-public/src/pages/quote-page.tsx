import { css, useTheme } from '@emotion/react';
import { PageContainer, paths } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QuoteForm } from '../components/quote/quote-form';

/** How long 'Quote Sent!' stays readable before the visitor is taken home. */
export const QUOTE_SENT_REDIRECT_MS = 2500;

/** /getafreequote: the free-quote request. */
export default function QuotePage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => navigate(paths.home.href()), QUOTE_SENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

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
      <QuoteForm onSent={() => setSent(true)} sentDetail="Thank you. We will get back to you shortly. Taking you to the home page…" />
    </PageContainer>
  );
}
