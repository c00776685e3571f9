// Mail documents for the Firebase "Trigger Email" extension (`mail` collection).
import { domainToASCII } from 'node:url';
import {
  calendarDayText,
  CONFIRM_PRICE_TEXT,
  type IndicativePrice,
  isEmailAddress,
  PRICE_LATER_PROMISE_TEXT,
  PRICE_LATER_TEXT,
  priceAmountText,
  STATUS_LINK_TEXT,
  transitText,
} from '@seawave/shared-data/server';

export interface MailConfig {
  siteOrigin: string;
  salesMailbox: string;
  hrMailbox: string;
}

export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

export interface MailField {
  label: string;
  value: string;
}

export interface QuoteForMail {
  id: string;
  reference: string;
  companyName: string;
  email: string;
  createdAt: Date | null;
  fields: readonly MailField[];
}

export interface ApplicationForMail {
  id: string;
  reference: string;
  name: string;
  email: string;
  vacancy?: string;
  createdAt: Date | null;
  fields: readonly MailField[];
}

export const SUBJECT_MAX_LENGTH = 200;
/** The SMTP path limit. */
export const ADDRESS_MAX_LENGTH = 254;

export const adminDetailPaths = {
  quote: (id: string) => `/quoteDetails/${encodeURIComponent(id)}`,
  application: (id: string) => `/applicantDetail/${encodeURIComponent(id)}`,
} as const;

/** What an SMTP envelope takes as a domain: ASCII labels (an internationalised domain in punycode). */
const ASCII_DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
/** Whatever the forms' pattern allows, these could end an address or start a header, so they are refused here too. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const ADDRESS_BREAKING = /[\s,;:<>()[\]"\\?&%\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * One address as the forms accept it (apostrophes, plus signs, any script), its domain in punycode for the mail
 * server; null for anything that could add a recipient or a header.
 */
export function safeRecipient(value: unknown): string | null {
  if (typeof value !== 'string' || !isEmailAddress(value) || ADDRESS_BREAKING.test(value)) return null;
  const at = value.lastIndexOf('@');
  const written = value.slice(at + 1);
  // An ASCII domain is kept as written; only an internationalised one needs converting.
  const domain = /^[\x21-\x7E]+$/.test(written) ? written : domainToASCII(written);
  const address = `${value.slice(0, at)}@${domain}`;
  return ASCII_DOMAIN.test(domain) && address.length <= ADDRESS_MAX_LENGTH ? address : null;
}

/**
 * The staff mail's Reply-To: ASCII only, so its delivery never depends on the mail server taking internationalised
 * (SMTPUTF8) addresses. Staff still see the address in the mail.
 */
export function safeReplyTo(value: unknown): string | null {
  const address = safeRecipient(value);
  return address !== null && /^[\x21-\x7E]+$/.test(address) ? address : null;
}

/** One line, so typed text such as `Acme\r\nBcc: x@example.com` stays inside the subject. */
export function headerText(value: string, maxLength = SUBJECT_MAX_LENGTH): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const oneLine = value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...oneLine];
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('').trimEnd()}…` : oneLine;
}

export function bodyText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function siteLink(config: MailConfig, path: string): string {
  return new URL(path, config.siteOrigin).href;
}

export function parseMailConfig(input: { siteOrigin?: unknown; salesMailbox?: unknown; hrMailbox?: unknown }): MailConfig {
  const problems: string[] = [];
  let siteOrigin = '';
  try {
    const url = new URL(String(input.siteOrigin ?? ''));
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) throw new Error('scheme');
    if (url.username || url.password) throw new Error('credentials');
    siteOrigin = url.origin;
  } catch {
    problems.push('siteOrigin must be an https:// origin (http:// only for localhost)');
  }
  const mailbox = (name: 'salesMailbox' | 'hrMailbox') => {
    const address = safeRecipient(input[name]);
    if (!address) problems.push(`${name} must be one e-mail address`);
    return address ?? '';
  };
  const salesMailbox = mailbox('salesMailbox');
  const hrMailbox = mailbox('hrMailbox');
  if (problems.length > 0) throw new Error(`Mail settings are invalid: ${problems.join('; ')}.`);
  return { siteOrigin, salesMailbox, hrMailbox };
}

export function mailDate(value: Date | null): string {
  if (!value || Number.isNaN(value.getTime())) return 'unknown';
  return `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const EMPTY_VALUE_TEXT = '(none)';

function fieldText(value: string): string {
  const text = bodyText(value);
  return text.trim() === '' ? EMPTY_VALUE_TEXT : text;
}

interface LinkedItem {
  label: string;
  /** Empty: the label says it all. */
  text: string;
  href: string;
}

export interface Layout {
  heading: string;
  fields: readonly MailField[];
  paragraphs: readonly string[];
  items?: readonly LinkedItem[];
  link?: { text: string; href: string };
}

function renderText({ heading, fields, paragraphs, items = [], link }: Layout): string {
  const lines = [heading, ''];
  for (const field of fields) {
    const value = fieldText(field.value);
    lines.push(value.includes('\n') ? `${field.label}:\n${value}` : `${field.label}: ${value}`);
  }
  if (fields.length > 0) lines.push('');
  for (const paragraph of paragraphs) lines.push(paragraph, '');
  for (const item of items) lines.push(item.text ? `${headerText(item.label)}: ${headerText(item.text)}` : headerText(item.label), `  ${item.href}`, '');
  if (link) lines.push(`${link.text}: ${link.href}`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

function renderHtml({ heading, fields, paragraphs, items = [], link }: Layout): string {
  const html = (value: string) => escapeHtml(bodyText(value)).replace(/\n/g, '<br>');
  const rows = fields
    .map((field) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${html(field.label)}</th><td style="padding:4px 0">${html(fieldText(field.value))}</td></tr>`)
    .join('');
  const list = items.map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(headerText(item.label))}</a> ${escapeHtml(headerText(item.text))}</li>`).join('');
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.4">',
    `<h1 style="font-size:18px">${html(heading)}</h1>`,
    rows ? `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>` : '',
    ...paragraphs.map((paragraph) => `<p>${html(paragraph)}</p>`),
    list ? `<ul>${list}</ul>` : '',
    link ? `<p><a href="${escapeHtml(link.href)}">${html(link.text)}</a></p>` : '',
    '</body></html>',
  ].join('');
}

export function mail(to: string, subject: string, layout: Layout, replyTo?: string | null): MailDocument {
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    message: { subject: headerText(subject), text: renderText(layout), html: renderHtml(layout) },
  };
}

const ADMIN_LINK_TEXT = 'Open it in the admin area';

export function quoteStaffMail(config: MailConfig, quote: QuoteForMail): MailDocument {
  const heading = `New quote request ${quote.reference}`;
  return mail(
    config.salesMailbox,
    `${heading}: ${quote.companyName}`,
    {
      heading,
      fields: [{ label: 'Reference', value: quote.reference }, ...quote.fields, { label: 'Received', value: mailDate(quote.createdAt) }],
      paragraphs: [],
      link: { text: ADMIN_LINK_TEXT, href: siteLink(config, adminDetailPaths.quote(quote.id)) },
    },
    safeReplyTo(quote.email),
  );
}

export function applicationStaffMail(config: MailConfig, application: ApplicationForMail): MailDocument {
  const heading = `New application ${application.reference}`;
  const subjectTail = application.vacancy ? `${application.name} for ${application.vacancy}` : application.name;
  return mail(
    config.hrMailbox,
    `${heading}: ${subjectTail}`,
    {
      heading,
      fields: [{ label: 'Reference', value: application.reference }, ...application.fields, { label: 'Received', value: mailDate(application.createdAt) }],
      paragraphs: [],
      link: { text: ADMIN_LINK_TEXT, href: siteLink(config, adminDetailPaths.application(application.id)) },
    },
    safeReplyTo(application.email),
  );
}

export interface DigestEntry {
  id: string;
  reference: string;
  title: string;
  receivedAt: Date | null;
}

export const adminListPaths = { quote: '/adminviewquoterequests', application: '/adminallapplicants' } as const;

/** The inbox of the arrivals from one source: a suspected flood that staff can open. */
export const sourceListPath = (kind: keyof typeof adminListPaths, source: string) => `${adminListPaths[kind]}?source=${encodeURIComponent(source)}`;

export function foldedSourceText(count: number): string {
  return `${count} more from one source, marked suspected flood`;
}

/** No reply-to: a digest concerns several visitors. */
export function staffDigestMail(
  config: MailConfig,
  kind: keyof typeof adminDetailPaths,
  entries: readonly DigestEntry[],
  { folded = [], part, windowMinutes }: { folded?: readonly { source: string; count: number }[]; part?: { index: number; of: number }; windowMinutes: number },
): MailDocument {
  const count = entries.length + folded.reduce((sum, source) => sum + source.count, 0);
  const heading = kind === 'quote' ? `${count} new quote request${count === 1 ? '' : 's'}` : `${count} new application${count === 1 ? '' : 's'}`;
  const first = entries[0]?.reference ?? '';
  const last = entries[entries.length - 1]?.reference ?? '';
  const range = entries.length > 1 ? `: ${first} to ${last}` : entries.length === 1 ? `: ${first}` : '';
  const numbered = part && part.of > 1 ? ` (part ${part.index} of ${part.of})` : '';
  const paragraphs = [
    `These arrived since the last e-mail to this mailbox. While many arrive, staff mail is gathered into one e-mail every ${windowMinutes} minutes.`,
    ...(folded.length > 0 ? ['Arrivals from a source sending far more than people do are counted at the end, one line per source.'] : []),
  ];
  return mail(kind === 'quote' ? config.salesMailbox : config.hrMailbox, `${heading}${range}${numbered}`, {
    heading: `${heading}${numbered}`,
    fields: [],
    paragraphs,
    items: [
      ...entries.map((entry) => ({
        label: entry.reference,
        text: `${entry.title} (received ${mailDate(entry.receivedAt)})`,
        href: siteLink(config, adminDetailPaths[kind](entry.id)),
      })),
      ...folded.map(({ source, count: sourceCount }) => ({ label: foldedSourceText(sourceCount), text: '', href: siteLink(config, sourceListPath(kind, source)) })),
    ],
    link: { text: 'Open the list in the admin area', href: siteLink(config, adminListPaths[kind]) },
  });
}

/** The confirmation page's words: the indicative price with what it covers, or the promise of one. */
export function indicativePriceParagraphs(price: IndicativePrice | null): string[] {
  if (!price) return [`${PRICE_LATER_TEXT}. ${PRICE_LATER_PROMISE_TEXT}`];
  return [
    `Indicative price: ${priceAmountText(price)}, for ${price.covers}.`,
    `Valid until: ${calendarDayText(price.validUntil)}`,
    `Transit time: ${transitText(price)}`,
    CONFIRM_PRICE_TEXT,
  ];
}

/**
 * Acknowledgements repeat no typed text, not even the name: anyone can type anyone's address, and
 * repeated text would let a script send its own words to a stranger through our mailbox. The indicative price is
 * the server's, from the staff's rate cards.
 */
export { STATUS_LINK_TEXT };

/** `statusPath`: the quote's status page with its key (null when the quote has none). */
export function quoteAcknowledgement(
  config: MailConfig,
  quote: Pick<QuoteForMail, 'email' | 'reference'> & { indicativePrice?: IndicativePrice | null; statusPath?: string | null },
): MailDocument | null {
  const to = safeRecipient(quote.email);
  if (!to) return null;
  const reference = headerText(quote.reference);
  return mail(to, `Your SEAWAVE quote request ${reference}`, {
    ...(quote.statusPath ? { link: { text: STATUS_LINK_TEXT, href: siteLink(config, quote.statusPath) } } : {}),
    heading: `Your SEAWAVE quote request ${reference}`,
    fields: [],
    paragraphs: [
      'Thank you for your quote request.',
      `Your reference is ${reference}. Please mention it whenever you contact us about this request.`,
      ...indicativePriceParagraphs(quote.indicativePrice ?? null),
      'If you did not send this request, please ignore this e-mail.',
      `SEAWAVE · ${config.siteOrigin}`,
    ],
  });
}

export function applicationAcknowledgement(config: MailConfig, application: Pick<ApplicationForMail, 'email' | 'reference'>): MailDocument | null {
  const to = safeRecipient(application.email);
  if (!to) return null;
  const reference = headerText(application.reference);
  return mail(to, `Your SEAWAVE application ${reference}`, {
    heading: `Your SEAWAVE application ${reference}`,
    fields: [],
    paragraphs: [
      'Thank you for your application.',
      `Your reference is ${reference}. Please mention it whenever you contact us about this application.`,
      'Our HR team will review it and contact you if your profile matches the position.',
      'If you did not send this application, please ignore this e-mail.',
      `SEAWAVE · ${config.siteOrigin}`,
    ],
  });
}

/** One reminder to the sales mailbox per flush, listing every quote that has now waited over one business hour. */
export function quoteReminderMail(config: MailConfig, entries: readonly (DigestEntry & { waited: string })[]): MailDocument {
  const count = entries.length;
  const heading = `${count} quote${count === 1 ? '' : 's'} waiting over one business hour`;
  const references = entries.map((entry) => entry.reference).join(', ');
  return mail(config.salesMailbox, `${heading}: ${references}`, {
    heading,
    fields: [],
    paragraphs: ['These quotes have had no first answer for over one business hour. Each quote is reminded of once.'],
    items: entries.map((entry) => ({
      label: entry.reference,
      text: `${entry.title} (received ${mailDate(entry.receivedAt)}, waiting ${entry.waited})`,
      href: siteLink(config, adminDetailPaths.quote(entry.id)),
    })),
    link: { text: 'Open the list in the admin area', href: siteLink(config, adminListPaths.quote) },
  });
}
