/**
 * The staff workflow of an inbox item: the statuses a quote and an
 * application move through, in the order staff work them, and their words.
 * Pure and light: the pages, the data interface, the rules generator and the
 * Cloud Functions all read them from here.
 */

/** A quote's statuses; a new quote is 'new'. */
export const quoteStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** An application's statuses; a new application is 'new'. */
export const applicantStatuses = ['new', 'shortlisted', 'interviewed', 'offer', 'hired', 'rejected'] as const;
export type ApplicantStatus = (typeof applicantStatuses)[number];

/** The status every quote and application starts with (and reads as when a document has none). */
export const initialStatus = 'new' satisfies QuoteStatus & ApplicantStatus;

/** The word of every status, as staff see it: the status with a capital ('contacted' → 'Contacted'). */
export const statusLabels = Object.fromEntries(
  [...quoteStatuses, ...applicantStatuses].map((status) => [status, status.charAt(0).toUpperCase() + status.slice(1)]),
) as Readonly<Record<QuoteStatus | ApplicantStatus, string>>;

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (quoteStatuses as readonly string[]).includes(value);
}

export function isApplicantStatus(value: unknown): value is ApplicantStatus {
  return typeof value === 'string' && (applicantStatuses as readonly string[]).includes(value);
}
