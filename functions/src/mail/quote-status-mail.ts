// The mail of the quote's status page: the staff's price to the shipper, and the shipper's answers to sales.
import { calendarDayText, type ShipperMessageKind, type StaffPrice, staffPriceText } from '@seawave/shared-data/server';
import { adminDetailPaths, headerText, mail, safeRecipient, safeReplyTo, siteLink, type MailConfig, type MailDocument } from './render';

export const PRICE_LINK_TEXT = 'See your quote and accept it';

/** Staff's own words (the message) only: nothing the visitor typed goes back out. */
export function priceMail(config: MailConfig, quote: { email: unknown; reference: string; price: StaffPrice; statusPath: string | null }): MailDocument | null {
  const to = safeRecipient(quote.email);
  if (!to) return null;
  const reference = headerText(quote.reference);
  const amount = staffPriceText(quote.price);
  return mail(to, `Your SEAWAVE quote ${reference}: ${amount}`, {
    heading: `Your SEAWAVE quote ${reference}`,
    fields: [
      { label: 'Price', value: amount },
      { label: 'Valid until', value: calendarDayText(quote.price.validUntil) },
      ...(quote.price.message.trim() ? [{ label: 'Message', value: quote.price.message }] : []),
    ],
    paragraphs: [
      quote.statusPath ? 'To accept the price, or to ask us a question, open your quote with the link below.' : `To accept the price, reply to this e-mail with your reference ${reference}.`,
      `SEAWAVE · ${config.siteOrigin}`,
    ],
    ...(quote.statusPath ? { link: { text: PRICE_LINK_TEXT, href: siteLink(config, quote.statusPath) } } : {}),
  });
}

export type ShipperReply = 'accepted' | ShipperMessageKind;

const replyHeadings: Record<ShipperReply, (reference: string) => string> = {
  accepted: (reference) => `Quote ${reference} accepted by the shipper`,
  question: (reference) => `Question from the shipper on quote ${reference}`,
  newPrice: (reference) => `The shipper asks for a new price on quote ${reference}`,
};

/** To the sales mailbox, at once: one mail per answer, which the reply functions' limits bound. */
export function shipperReplyMail(config: MailConfig, quote: { id: string; reference: string; email: unknown; reply: ShipperReply; message?: string }): MailDocument {
  const heading = replyHeadings[quote.reply](headerText(quote.reference));
  return mail(
    config.salesMailbox,
    heading,
    {
      heading,
      fields: [{ label: 'Reference', value: quote.reference }, ...(quote.message?.trim() ? [{ label: 'Message', value: quote.message }] : [])],
      paragraphs: quote.reply === 'accepted' ? ['The quote page and its history show the acceptance.'] : ['It is in the quote\'s history. Reply to this e-mail to answer the shipper.'],
      link: { text: 'Open it in the admin area', href: siteLink(config, adminDetailPaths.quote(quote.id)) },
    },
    safeReplyTo(quote.email),
  );
}
