/**
 * The e-mails sent when a quote or an application arrives, as documents for
 * the Firebase "Trigger Email" extension (`mail` collection:
 * `{ to, replyTo?, message: { subject, text, html } }`).
 *
 * - Staff mail goes to the configured mailbox only (sales for quotes, HR for
 *   applications) and carries the reference, the main fields (a quote's as
 *   its schema declares them for the e-mail) and a link to
 *   the admin detail page built from the configured site origin. When the
 *   visitor's address is safe it is the `replyTo`, so staff can answer with
 *   their mail program's Reply.
 * - When arrivals come faster than one staff message per window, the later
 *   ones go out together as one digest to the same mailbox (digest.ts): each
 *   listed with its reference, a title and its admin link.
 * - The visitor's acknowledgement goes only to the visitor's single address
 *   and names the reference. It contains NO text the visitor typed (not even
 *   the name): anyone can type anyone's address into a form, and a message
 *   that repeated typed text would let a script send its own words to a
 *   stranger through our mailbox.
 *
 * Safety against what visitors type
 * - Recipients: `to` / `replyTo` are only ever the configured mailbox or ONE
 *   visitor address that passes `safeRecipient`: a plain `local@domain.tld`
 *   of letters, digits and `. _ % + -`, at most 254 characters; anything
 *   with `,`, `;`, whitespace, CR/LF or other control characters, quotes or
 *   angle brackets (which could name a second recipient or a header) is
 *   refused. Every address the data layer accepts passes.
 * - Subjects (`headerText`): control characters (CR and LF included) and
 *   Unicode line/paragraph separators become spaces, runs of whitespace one
 *   space, and the text is cut to `SUBJECT_MAX_LENGTH` characters, so typed
 *   text such as `Acme\r\nBcc: x@example.com` stays inside the subject.
 * - Bodies: line breaks are normalised to LF; other control characters and
 *   the bidirectional override characters are removed. In the HTML part every
 *   value is HTML-escaped (`& < > " '`) and line breaks become `<br>`; only
 *   this module's own markup is HTML.
 */

/** Where links point and where staff mail goes. */
export interface MailConfig {
  /** The public site's origin, e.g. `https://www.example.com` (no path). */
  siteOrigin: string;
  /** Receives new quotes. */
  salesMailbox: string;
  /** Receives new applications. */
  hrMailbox: string;
}

/** One Trigger Email document. */
export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

/** A labelled value shown to staff, e.g. `{ label: 'Incoterm', value: 'FOB (Free On Board)' }`. */
export interface MailField {
  label: string;
  value: string;
}

/**
 * What the mails of a new quote need from it: the company (the subject), the
 * visitor's address (the reply-to) and the fields shown to staff, worded
 * for display in the order the quote schema declares for the e-mail
 * (arrivals.ts), between the reference and the time received.
 */
export interface QuoteForMail {
  id: string;
  reference: string;
  companyName: string;
  email: string;
  createdAt: Date | null;
  fields: readonly MailField[];
}

/**
 * What the mails of a new application need from it: the applicant's name and
 * the vacancy applied for (the subject), the address (the reply-to) and the
 * fields shown to staff, worded for display in the order the applicant
 * schema declares for the e-mail (arrivals.ts).
 */
export interface ApplicationForMail {
  id: string;
  reference: string;
  name: string;
  email: string;
  /** The vacancy applied for, when the application names one. */
  vacancy?: string;
  createdAt: Date | null;
  fields: readonly MailField[];
}

export const SUBJECT_MAX_LENGTH = 200;
/** Longest address accepted (the SMTP path limit). */
export const ADDRESS_MAX_LENGTH = 254;

/** Admin detail pages, relative to the site origin. */
export const adminDetailPaths = {
  quote: (id: string) => `/quoteDetails/${encodeURIComponent(id)}`,
  application: (id: string) => `/applicantDetail/${encodeURIComponent(id)}`,
} as const;

// ------------------------------------------------------------ safety

const SAFE_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** `value` when it is exactly one safe e-mail address (see the module comment), else null. */
export function safeRecipient(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > ADDRESS_MAX_LENGTH) return null;
  return SAFE_ADDRESS.test(value) ? value : null;
}

/** Text for a header (subject): one line, no control characters, at most `maxLength` characters. */
export function headerText(value: string, maxLength = SUBJECT_MAX_LENGTH): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const oneLine = value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...oneLine];
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('').trimEnd()}…` : oneLine;
}

/** Body text: LF line breaks, tabs kept, other control and bidi override characters removed. */
export function bodyText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '');
}

/** `value` with `& < > " '` as HTML entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A link to an admin page: the configured origin (checked by `parseMailConfig`) plus the path. */
function siteLink(config: MailConfig, path: string): string {
  return new URL(path, config.siteOrigin).href;
}

// ------------------------------------------------------------ configuration

/**
 * Checks the mail settings: the origin must be an https URL (http only for
 * localhost / 127.0.0.1) and is reduced to its origin; both mailboxes must be
 * safe single addresses. Throws an Error listing every problem.
 */
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

// ------------------------------------------------------------ layout

/** `2026-11-25 09:30 UTC`; `unknown` without a valid date. */
export function mailDate(value: Date | null): string {
  if (!value || Number.isNaN(value.getTime())) return 'unknown';
  return `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Shown for a field left empty. */
export const EMPTY_VALUE_TEXT = '(none)';

/** A field's body text, or `(none)` when it is empty. */
function fieldText(value: string): string {
  const text = bodyText(value);
  return text.trim() === '' ? EMPTY_VALUE_TEXT : text;
}

/** One entry of a list of linked items: `label` is the link's text, `text` follows it. */
interface LinkedItem {
  label: string;
  text: string;
  href: string;
}

interface Layout {
  heading: string;
  fields: readonly MailField[];
  paragraphs: readonly string[];
  /** A list of linked items (a digest's arrivals), after the paragraphs. */
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
  for (const item of items) lines.push(`${headerText(item.label)}: ${headerText(item.text)}`, `  ${item.href}`, '');
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

function mail(to: string, subject: string, layout: Layout, replyTo?: string | null): MailDocument {
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    message: { subject: headerText(subject), text: renderText(layout), html: renderHtml(layout) },
  };
}

// ------------------------------------------------------------ the mails

const ADMIN_LINK_TEXT = 'Open it in the admin area';

/** The sales mailbox's message about a new quote. */
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
    safeRecipient(quote.email),
  );
}

/** The HR mailbox's message about a new application. */
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
    safeRecipient(application.email),
  );
}

/** One arrival waiting for its mailbox's digest. */
export interface DigestEntry {
  /** The document's id (its admin link). */
  id: string;
  reference: string;
  /** Who sent it, in a few words (`Acme Logistics (Ann Lee)`, `Bo Chan for Customs Broker`). */
  title: string;
  receivedAt: Date | null;
}

/** The admin list of each kind, linked from a digest. */
export const adminListPaths = { quote: '/adminviewquoterequests', application: '/adminallapplicants' } as const;

/**
 * One message to the sales (quotes) or HR (applications) mailbox listing
 * the arrivals gathered since its last staff message, oldest first, each
 * with its reference, title, time and admin link; `left` more follow in the
 * next digest. No reply-to: it concerns several visitors.
 */
export function staffDigestMail(
  config: MailConfig,
  kind: keyof typeof adminDetailPaths,
  entries: readonly DigestEntry[],
  { left = 0, windowMinutes }: { left?: number; windowMinutes: number },
): MailDocument {
  const count = entries.length;
  const heading = kind === 'quote' ? `${count} new quote request${count === 1 ? '' : 's'}` : `${count} new application${count === 1 ? '' : 's'}`;
  const first = entries[0]?.reference ?? '';
  const last = entries[count - 1]?.reference ?? '';
  const subject = count > 1 ? `${heading}: ${first} to ${last}` : `${heading}: ${first}`;
  const paragraphs = [
    `These arrived since the last e-mail to this mailbox. While many arrive, staff mail is gathered into one e-mail every ${windowMinutes} minutes.`,
    ...(left > 0 ? [`${left} more arrived and follow in the next e-mail.`] : []),
  ];
  return mail(kind === 'quote' ? config.salesMailbox : config.hrMailbox, subject, {
    heading,
    fields: [],
    paragraphs,
    items: entries.map((entry) => ({
      label: entry.reference,
      text: `${entry.title} (received ${mailDate(entry.receivedAt)})`,
      href: siteLink(config, adminDetailPaths[kind](entry.id)),
    })),
    link: { text: 'Open the list in the admin area', href: siteLink(config, adminListPaths[kind]) },
  });
}

/**
 * The visitor's acknowledgement of a quote request, naming its reference;
 * null when the visitor's address is not one safe address (nothing is sent).
 */
export function quoteAcknowledgement(config: MailConfig, quote: Pick<QuoteForMail, 'email' | 'reference'>): MailDocument | null {
  const to = safeRecipient(quote.email);
  if (!to) return null;
  const reference = headerText(quote.reference);
  return mail(to, `Your SEAWAVE quote request ${reference}`, {
    heading: `Your SEAWAVE quote request ${reference}`,
    fields: [],
    paragraphs: [
      'Thank you for your quote request.',
      `Your reference is ${reference}. Please mention it whenever you contact us about this request.`,
      'Our sales team will reply as soon as possible.',
      'If you did not send this request, please ignore this e-mail.',
      `SEAWAVE · ${config.siteOrigin}`,
    ],
  });
}

/** The applicant's acknowledgement, naming the reference; null when the address is not one safe address. */
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
