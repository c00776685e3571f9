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

/** What an inbox item is called in staff messages. */
export type ItemNoun = 'quote' | 'applicant';

/**
 * A status change refused because the item's status changed after the page
 * read it (another staff member, or another tab, set it since): `status` is
 * the status now stored, `by` who set it ('' when unknown). Nothing was written.
 */
export class StatusConflictError extends Error {
  override readonly name = 'StatusConflictError';
  constructor(
    readonly noun: ItemNoun,
    readonly status: string,
    readonly by: string,
  ) {
    const who = by ? ` by ${by}` : '';
    const word = statusLabels[status as keyof typeof statusLabels] ?? status;
    super(`This ${noun}'s status was changed to ${word}${who} after this page was loaded, so your change was not saved. The page now shows the current status.`);
  }
}

/** A status change or a note on an item that no longer exists (another staff member deleted it). Nothing was written. */
export class ItemGoneError extends Error {
  override readonly name = 'ItemGoneError';
  constructor(readonly noun: ItemNoun) {
    super(`This ${noun} no longer exists: it was deleted, so nothing more can be saved for it.`);
  }
}

/**
 * The refused status change of `error`, else null. By name, not instanceof:
 * the pages and the data interface may hold separate copies of this module
 * (federated containers).
 */
export function statusConflictOf(error: unknown): StatusConflictError | null {
  return error instanceof Error && error.name === 'StatusConflictError' ? (error as StatusConflictError) : null;
}

/** True when `error` says the item no longer exists (by name, as `statusConflictOf`). */
export function isItemGone(error: unknown): error is ItemGoneError {
  return error instanceof Error && error.name === 'ItemGoneError';
}
