export const quoteStatuses = ['new', 'pricing', 'quoted', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const applicantStatuses = ['new', 'shortlisted', 'interviewed', 'offer', 'hired', 'rejected'] as const;
export type ApplicantStatus = (typeof applicantStatuses)[number];

export const initialStatus = 'new' satisfies QuoteStatus & ApplicantStatus;

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** What staff call each status: its name, capitalised, except where the word differs. */
export const statusLabels = {
  ...(Object.fromEntries([...quoteStatuses, ...applicantStatuses].map((status) => [status, capitalised(status)])) as Record<QuoteStatus | ApplicantStatus, string>),
  pricing: 'Being priced',
} as Readonly<Record<QuoteStatus | ApplicantStatus, string>>;

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (quoteStatuses as readonly string[]).includes(value);
}

export function isApplicantStatus(value: unknown): value is ApplicantStatus {
  return typeof value === 'string' && (applicantStatuses as readonly string[]).includes(value);
}

export type ItemNoun = 'quote' | 'applicant';

/** Nothing was written: `status` is the one stored now, `by` who set it ('' when unknown). */
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

export class ItemGoneError extends Error {
  override readonly name = 'ItemGoneError';
  constructor(readonly noun: ItemNoun) {
    super(`This ${noun} no longer exists: it was deleted, so nothing more can be saved for it.`);
  }
}

// By name, not instanceof: federated containers may hold separate copies of this module.
export function statusConflictOf(error: unknown): StatusConflictError | null {
  return error instanceof Error && error.name === 'StatusConflictError' ? (error as StatusConflictError) : null;
}

export function isItemGone(error: unknown): error is ItemGoneError {
  return error instanceof Error && error.name === 'ItemGoneError';
}
