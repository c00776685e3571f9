import { css, useTheme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { ExternalButtonLink, mailtoHref } from '@seawave/shared-ui';

export function replySubject(quote: Pick<Quote, 'reference'>): string {
  return quote.reference ? `Your SEAWAVE quote request ${quote.reference}` : 'Your SEAWAVE quote request';
}

/** null when the number has no digits. */
export function whatsAppHref(quote: Pick<Quote, 'contactNumber' | 'name' | 'reference'>): string | null {
  const digits = quote.contactNumber.replace(/\D/g, '');
  if (!digits) return null;
  const about = quote.reference ? `your quote request ${quote.reference}` : 'your quote request';
  return `https://wa.me/${digits}?text=${encodeURIComponent(`Hello ${quote.name}, this is SEAWAVE about ${about}.`)}`;
}

export function ReplyLinks({ quote }: { quote: Quote }) {
  const theme = useTheme();
  const whatsApp = whatsAppHref(quote);
  return (
    <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
      <ExternalButtonLink href={mailtoHref(quote.email, { subject: replySubject(quote) })}>Reply by e-mail</ExternalButtonLink>
      {whatsApp ? (
        <ExternalButtonLink href={whatsApp} variant="secondary" newTab>
          Reply on WhatsApp
        </ExternalButtonLink>
      ) : null}
    </div>
  );
}
