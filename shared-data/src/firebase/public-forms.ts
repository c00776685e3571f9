// The public forms call their Cloud Functions with the Functions SDK: it adds an App Check token spent on that one
// request (limited use), so a token lifted from the page cannot be replayed. No visitor signs in to anything.
import { getFunctions, httpsCallable, httpsCallableFromURL, type HttpsCallable } from 'firebase/functions';
import type { PublicForms } from '../core/stores';
import type { Firebase } from './firebase-app';
import { withDeadline } from '../core/deadline';
import { OfflineError, SubmissionRefusedError, UnconfirmedSubmissionError } from '../submission-errors';
import { randomId } from '../entities';
import {
  publicFormFunctions,
  type ApplicationSubmission,
  type PublicFormFunction,
  type QuoteSubmission,
  type QuoteSubmitted,
  type RefusalDetails,
  type ResumeUploadRequest,
  type ResumeUploadTicket,
  type Submitted,
} from '../public-forms';
import { quoteReplyFunctions, type QuoteQuestionRequest, type QuoteReplyRequest, type QuoteStatusView } from '../quote-status';

type QuoteReplyFunction = (typeof quoteReplyFunctions)[keyof typeof quoteReplyFunctions];

/** A cold function can take a few seconds to start; past this the visitor is told, and sending again is safe. */
export const SUBMIT_DEADLINE_MS = 15_000;

export const CLIENT_ID_KEY = 'seawave.client';

/** The browser's own random id, kept across visits: each browser has its own share of the limits. */
export function clientId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const kept = storage?.getItem(CLIENT_ID_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = `c${randomId()}`;
  try {
    storage?.setItem(CLIENT_ID_KEY, made);
  } catch {
    // Storage full or refused: a new id per page load is still an id.
  }
  return made;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const refusals = new Set(['functions/invalid-argument', 'functions/resource-exhausted', 'functions/failed-precondition', 'functions/permission-denied', 'functions/not-found']);

/** What the visitor is told; the functions' own message for a refusal, which names the problem. */
export function submissionError(error: unknown, online: boolean): Error {
  const { code, message, details } = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  if (typeof code === 'string' && refusals.has(code) && typeof message === 'string') {
    // The SDK adds the HTTP status to the function's message: ' [429]'.
    return new SubmissionRefusedError(message.replace(/ \[\d{3}\]$/, ''), (details as RefusalDetails | undefined) ?? null);
  }
  if (!online) return new OfflineError();
  return new UnconfirmedSubmissionError(error);
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createPublicForms({ app, config }: Firebase): PublicForms {
  const functions = getFunctions(app);
  const base = config.emulators.functions;
  const callable = <Request, Response>(name: PublicFormFunction | QuoteReplyFunction): HttpsCallable<Request, Response> =>
    base
      ? httpsCallableFromURL<Request, Response>(functions, `${base}/${name}`, { limitedUseAppCheckTokens: true })
      : httpsCallable<Request, Response>(functions, name, { limitedUseAppCheckTokens: true });
  // The emulated functions belong to one project; they write to the demo project this page runs on.
  const project = base ? { project: config.firebase.projectId } : {};

  async function send<Request, Response>(name: PublicFormFunction | QuoteReplyFunction, what: string, data: Request): Promise<Response> {
    if (!isOnline()) throw new OfflineError();
    const call = callable<Request, Response>(name);
    try {
      return (await withDeadline(what, SUBMIT_DEADLINE_MS, () => call(data))).data;
    } catch (error) {
      throw submissionError(error, isOnline());
    }
  }

  return {
    submitQuote: (quote, submissionId) =>
      send<QuoteSubmission, QuoteSubmitted>(publicFormFunctions.quote, 'Sending the quote', { ...project, quote, submissionId, clientId: clientId() }),
    startResumeUpload: (file) =>
      send<ResumeUploadRequest, ResumeUploadTicket>(publicFormFunctions.resumeUpload, 'Preparing the upload', { ...project, ...file, clientId: clientId() }),
    submitApplication: (application, submissionId, ticket) =>
      send<ApplicationSubmission, Submitted>(publicFormFunctions.application, 'Sending the application', { ...project, application, submissionId, ticket, clientId: clientId() }),
    acceptQuote: (reference, key) =>
      send<QuoteReplyRequest, QuoteStatusView>(quoteReplyFunctions.accept, 'Accepting the quote', { ...project, reference, key, clientId: clientId() }),
    askAboutQuote: (reference, key, kind, message) =>
      send<QuoteQuestionRequest, QuoteStatusView>(quoteReplyFunctions.ask, 'Sending the message', { ...project, reference, key, kind, message, clientId: clientId() }),
  };
}
