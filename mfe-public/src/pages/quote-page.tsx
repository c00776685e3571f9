import { css, useTheme } from '@emotion/react';
import { flashState, PageContainer, paths } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QuoteForm } from '../components/quote/quote-form';
import { quoteMessages } from '../components/quote/quote-validation';
import { referenceSentence } from '../data/reference-sentence';

/** How long 'Quote Sent!' and the reference stay readable before the visitor is taken home. */
export const QUOTE_SENT_REDIRECT_MS = 2500;

/**
 * /getafreequote: the free-quote request. Once sent and its reference known,
 * the visitor is taken home, where the same confirmation (with the
 * reference) stays at the top of the page until dismissed.
 */
export default function QuotePage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ reference: string | null } | null>(null);

  useEffect(() => {
    if (!sent) return;
    const confirmation = `${quoteMessages.sent} ${referenceSentence(sent.reference)}`;
    const timer = window.setTimeout(() => navigate(paths.home.href(), { state: flashState(confirmation) }), QUOTE_SENT_REDIRECT_MS);
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
      <QuoteForm onSent={(reference) => setSent({ reference })} sentDetail="Thank you. We will get back to you shortly. Taking you to the home page…" />
    </PageContainer>
  );
}
