// The public forms reach the database only through callable Cloud Functions: what they are called, what they take
// and answer, and the words of their refusals. Pure, so the browser and the functions share it.
import limits from './limits.json';
import type { IndicativePrice } from './freight/prices';

export const publicFormFunctions = {
  quote: 'submitQuote',
  resumeUpload: 'startResumeUpload',
  application: 'submitApplication',
} as const;

export type PublicFormFunction = (typeof publicFormFunctions)[keyof typeof publicFormFunctions];

/** `quoteReplies`: a shipper's answers on the quote's status page (accept, ask a question, ask for a new price). */
export type PublicFormKind = 'quotes' | 'applications' | 'resumeUploads' | 'quoteReplies';
export type LimitScope = keyof typeof limits.publicForms.perHour;
export type LimitWindow = 'hour' | 'day';

export interface WindowLimits {
  perHour: number;
  perDay: number;
}

export function publicFormLimit(scope: LimitScope, kind: PublicFormKind): WindowLimits {
  return { perHour: limits.publicForms.perHour[scope][kind], perDay: limits.publicForms.perDay[scope][kind] };
}

/** More arrivals than this from one network in an hour mark them a suspected flood. */
export const NORMAL_PER_HOUR: number = limits.publicForms.normalPerHour;
export const TICKET_SECONDS: number = limits.publicForms.ticketSeconds;

/** A submission's id is its document's id, so sending it again never stores it twice. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9]{20,40}$/;
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What every public form sends besides its fields. */
export interface SubmissionEnvelope {
  submissionId: string;
  clientId: string;
  /** Emulators only: the demo project the site runs on, which the emulated functions then write to. */
  project?: string;
}

export interface QuoteSubmission extends SubmissionEnvelope {
  quote: Record<string, unknown>;
}

export interface ResumeUploadRequest extends Omit<SubmissionEnvelope, 'submissionId'> {
  fileName: string;
  size: number;
  contentType: string;
}

export interface ResumeUploadTicket {
  ticket: string;
  path: string;
  expiresAtMillis: number;
}

export interface ApplicationSubmission extends SubmissionEnvelope {
  application: Record<string, unknown>;
  /** Null only to ask whether an earlier send of the same submission arrived. */
  ticket: string | null;
}

/** `reference` is null when numbering is left to the trigger; the visitor then gets it by e-mail. */
export interface Submitted {
  id: string;
  reference: string | null;
  /** A quote's status page, `/quote-status/<reference>?key=<key>`: only its sender learns the key. */
  statusPath?: string | null;
}

/** A quote's answer carries its indicative price too: null when no valid rate card priced it. */
export interface QuoteSubmitted extends Submitted {
  indicativePrice: IndicativePrice | null;
}

export const UPLOAD_TICKETS_COLLECTION = 'uploadTickets';
export const PUBLIC_LIMITS_COLLECTION = 'publicLimits';

const sentWords: Record<PublicFormKind, string> = { quotes: 'quotes', applications: 'applications', resumeUploads: 'applications', quoteReplies: 'messages' };

export function limitMessage(kind: PublicFormKind, window: LimitWindow, scope: LimitScope = 'network'): string {
  const from = scope === 'client' ? 'this browser' : 'your network';
  return window === 'hour'
    ? `Too many ${sentWords[kind]} have been sent from ${from} in the last hour. Please try again later.`
    : `Too many ${sentWords[kind]} have been sent from ${from} today. Please try again tomorrow.`;
}

/** Why a function refused a submission, in the details of its error. */
export type RefusalDetails =
  | { reason: 'limit'; kind: PublicFormKind; window: LimitWindow; scope: LimitScope }
  | { reason: 'invalid'; field?: string }
  | { reason: 'identity' }
  | { reason: 'resume-missing' }
  | { reason: 'vacancy-closed' }
  | { reason: 'not-found' };

export const IDENTITY_REFUSED_TEXT = 'Public forms are sent without signing in.';
export const RESUME_MISSING_TEXT = 'Please upload your resume.';
export const VACANCY_CLOSED_TEXT = 'This vacancy is no longer open for applications.';
