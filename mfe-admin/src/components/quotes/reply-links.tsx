import { css, useTheme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { ExternalButtonLink, mailtoHref } from '@seawave/shared-ui';

/** The subject of a reply by e-mail: 'Your SEAWAVE quote request Q-2026-000123'. */
export function replySubject(quote: Pick<Quote, 'reference'>): string {
  return quote.reference ? `Your SEAWAVE quote request ${quote.reference}` : 'Your SEAWAVE quote request';
}

/** The WhatsApp chat with the visitor's number (its digits), its first message naming the reference; null without digits. */
export function whatsAppHref(quote: Pick<Quote, 'contactNumber' | 'name' | 'reference'>): string | null {
  const digits = quote.contactNumber.replace(/\D/g, '');
  if (!digits) return null;
  const about = quote.reference ? `your quote request ${quote.reference}` : 'your quote request';
  return `https://wa.me/${digits}?text=${encodeURIComponent(`Hello ${quote.name}, this is SEAWAVE about ${about}.`)}`;
}

/** 'Reply by e-mail' (subject naming the reference) and 'Reply on WhatsApp' (a prefilled message naming it). */
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
