import { getFirestore, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated, onDocumentWritten, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall, onRequest, type CallableRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { ReferenceKind } from '@seawave/shared-data/server';
import { ERROR_REPORTS, RELEASE_STATS, type ErrorReport } from '@seawave/shared-data/server';
import { appFor, defaultBuckets, formProject, inEmulator, objectStoreFor, resumeFilesFor } from './apps';
import { arrivalCollections } from './arrivals';
import { flushQuoteReminders, recordFirstAnswer, type ReminderOutcome } from './first-answer';
import { parseMailBudget, type MailBudget } from './mail/budget';
import { parseDigestWindow } from './mail/digest';
import { parseMailConfig, type MailConfig } from './mail/render';
import { DEFAULT_GRACE_MS, sweepOrphanResumes, type SweepResult } from './orphan-resumes';
import { ADMIN_MAILBOX, APPLICANT_RETENTION_DAYS, HR_MAILBOX, MAIL_HOURLY_CAP, MAIL_HOURLY_CAP_PER_SOURCE, SALES_MAILBOX, SITE_ORIGIN, STAFF_MAIL_WINDOW_MINUTES } from './params';
import { callerAddress } from './public-forms/network';
import { safeRecipient } from './mail/render';
import { forgetStatusKey, mailPriceSent } from './price-sent';
import * as replies from './public-forms/quote-replies';
import * as forms from './public-forms/submissions';
import { flushStaffDigest, recordArrival, type DigestOutcome } from './record-arrival';
import { countErrorReport, guardRelease, hostedComposition } from './release-guard';
import { checkApplicationResume } from './resume-check';
import { checkRetentionDays, deleteExpiredApplicants, type RetentionResult } from './retention';
import { refreshSearchTerms, type SearchRefreshResult } from './search-refresh';
import { isStaffAccount } from './staff';
import { firestoreApplicantRecords, firestoreApplicantResumes, firestoreApplicationResume, firestoreSearchTermStore } from './stores';

export { defaultBuckets };

export const SWEEP_SCHEDULE = 'every 60 minutes';

export async function runSweep({ projectId, bucket, graceMs = DEFAULT_GRACE_MS }: { projectId?: string; bucket?: string; graceMs?: number } = {}): Promise<SweepResult> {
  const app = appFor(projectId, bucket);
  const result = await sweepOrphanResumes({
    objects: objectStoreFor(app, bucket),
    applicants: firestoreApplicantResumes(getFirestore(app)),
    graceMs,
    log: (line) => logger.info(line),
  });
  logger.info('Orphan resume sweep', { ...result, deleted: result.deleted.length, failed: result.failed.length });
  if (result.failed.length > 0) logger.warn('Some orphan resumes could not be deleted; the next sweep tries again.', { failed: result.failed });
  return result;
}

export const deleteOrphanResumes = onSchedule({ schedule: SWEEP_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, timeoutSeconds: 300, memory: '256MiB' }, async () => {
  await runSweep();
});

export function parseProjectRequest(body: unknown): { projectId: string } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { projectId } = input;
  if (typeof projectId !== 'string' || !/^demo-[a-z0-9-]{1,60}$/.test(projectId)) return 'projectId must name an emulator-only "demo-" project.';
  return { projectId };
}

export function parseSweepRequest(body: unknown): { projectId: string; bucket: string; graceMs: number } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { graceMs = DEFAULT_GRACE_MS } = input;
  const project = parseProjectRequest(input);
  if (typeof project === 'string') return project;
  const { projectId } = project;
  const buckets = defaultBuckets(projectId);
  const bucket = input.bucket ?? buckets[0];
  if (typeof bucket !== 'string' || !buckets.includes(bucket)) return `bucket must be the project's own default bucket (${buckets.join(' or ')}).`;
  if (typeof graceMs !== 'number' || !Number.isFinite(graceMs) || graceMs < 0) return 'graceMs must be a number of milliseconds, 0 or more.';
  return { projectId, bucket, graceMs };
}

export interface LocalRequestHeaders {
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
}

export function isLoopbackHost(host: string | undefined): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host ?? '');
}

export function refuseLocalRequest({ contentType, origin, secFetchSite, host }: LocalRequestHeaders): { status: number; message: string } | null {
  // A page can point a name it controls at 127.0.0.1 (DNS rebinding); its Host is then never a loopback name.
  if (!isLoopbackHost(host)) return { status: 403, message: `Only requests to this machine by a loopback name are accepted (Host: ${host ?? 'none'}).` };
  if (origin !== undefined && (host === undefined || origin !== `http://${host}`)) {
    return { status: 403, message: `Requests from a web page of another origin (${origin}) are refused.` };
  }
  if (secFetchSite !== undefined && secFetchSite !== 'none' && secFetchSite !== 'same-origin') {
    return { status: 403, message: `Requests from a web page of another origin (Sec-Fetch-Site: ${secFetchSite}) are refused.` };
  }
  // A form on another page can send only form-encoded or plain-text bodies without a preflight.
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    return { status: 415, message: 'Send a JSON body (Content-Type: application/json).' };
  }
  return null;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

function emulatorOnlyEndpoint<R>(what: string, usage: string, parse: (body: unknown) => R | string, run: (request: R) => Promise<unknown>) {
  return onRequest({ cors: false }, async (req, res) => {
    if (!inEmulator()) {
      res.status(404).send('Not found.');
      return;
    }
    if (req.method !== 'POST') {
      res.status(405).send(`POST a JSON body ${usage}.`);
      return;
    }
    const refusal = refuseLocalRequest({
      contentType: header(req.headers['content-type']),
      origin: header(req.headers.origin),
      secFetchSite: header(req.headers['sec-fetch-site']),
      host: header(req.headers.host),
    });
    if (refusal) {
      res.status(refusal.status).send(refusal.message);
      return;
    }
    const request = parse(req.body);
    if (typeof request === 'string') {
      res.status(400).send(request);
      return;
    }
    try {
      res.status(200).json(await run(request));
    } catch (error) {
      logger.error(`The ${what} failed`, error);
      res.status(500).send(error instanceof Error ? error.message : String(error));
    }
  });
}

// Emulator only (it runs no Cloud Scheduler): not exported, so never deployed, outside the Functions emulator.
export const sweepResumesNow = inEmulator() ? emulatorOnlyEndpoint('orphan resume sweep', '{ projectId, bucket, graceMs }', parseSweepRequest, runSweep) : undefined;

function mailSettings(): { mail: MailConfig | null; budget: MailBudget; windowMs: number } {
  let mail: MailConfig | null = null;
  let budget = parseMailBudget();
  let windowMs = parseDigestWindow();
  try {
    mail = parseMailConfig({ siteOrigin: SITE_ORIGIN.value(), salesMailbox: SALES_MAILBOX.value(), hrMailbox: HR_MAILBOX.value() });
    budget = parseMailBudget({ hourlyCap: MAIL_HOURLY_CAP.value(), perSourceHourlyCap: MAIL_HOURLY_CAP_PER_SOURCE.value() });
    windowMs = parseDigestWindow(STAFF_MAIL_WINDOW_MINUTES.value());
  } catch (error) {
    mail = null;
    logger.error('No mail is sent: the mail settings are invalid.', { error: error instanceof Error ? error.message : String(error) });
  }
  return { mail, budget, windowMs };
}

export function eventProject(event: { project?: unknown; source?: unknown }): string | undefined {
  if (typeof event.project === 'string' && event.project !== '') return event.project;
  const match = typeof event.source === 'string' ? /projects\/([^/]+)\//.exec(event.source) : null;
  return match?.[1];
}

/** Writes the mail of a new quote or application once (numbering it if it has no reference yet). */
async function recordArrivalOf(db: Firestore, kind: ReferenceKind, id: string): Promise<string | null> {
  const { mail, budget, windowMs } = mailSettings();
  let vacancy: string | null = null;
  const vacancyId = kind === 'application' ? ((await db.collection(arrivalCollections.application).doc(id).get()).get('vacancyId') as unknown) : null;
  if (typeof vacancyId === 'string' && vacancyId !== '') {
    const position = (await db.collection('jobvacancy').doc(vacancyId).get()).get('position') as unknown;
    vacancy = typeof position === 'string' ? position : null;
  }
  const outcome = await recordArrival(db, { kind, id, now: new Date(), mail, budget, windowMs, vacancy });
  const where = { kind, id };
  if (outcome.status === 'missing') {
    logger.info(`The ${kind} was deleted before it was numbered.`, where);
    return null;
  }
  if (outcome.status === 'already-recorded') logger.info(`The ${kind} ${outcome.reference} was recorded before (a repeated event); no mail was written again.`, where);
  else logger.info(`The ${kind} is ${outcome.reference}.`, where);
  if (outcome.status === 'recorded' && outcome.mail) {
    const { staff, acknowledgement } = outcome.mail;
    logger.info(staff.message, { ...where, reference: outcome.reference, recipient: 'staff', send: staff.send });
    const entry = { ...where, reference: outcome.reference, recipient: 'acknowledgement', reason: acknowledgement.reason };
    if (acknowledgement.send) logger.info(acknowledgement.message, entry);
    else logger.warn(acknowledgement.message, entry);
  }
  return outcome.reference;
}

/** The submitting function numbers an arrival; the trigger writes its mail and checks its resume. */
async function handleArrival(kind: ReferenceKind, event: FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>): Promise<void> {
  const project = eventProject(event);
  const db = getFirestore(appFor(project));
  const { id } = event.params;
  const reference = await recordArrivalOf(db, kind, id);
  if (kind !== 'application' || reference === null) return;
  const where = { kind, id };
  const check = await checkApplicationResume({ application: firestoreApplicationResume(db, id), files: resumeFilesFor(project), reference });
  if (check.status === 'kept') logger.info(`The resume of ${reference} is a ${check.type.toUpperCase()}; it downloads as ${check.fileName}.`, where);
  else if (check.status === 'removed') logger.warn(`The resume of ${reference} is not kept (${check.problem}).`, { ...where, path: check.path, before: check.before });
}

// Retried until it succeeds: a repeated event finds the reference written, so it never numbers or mails twice.
export const onQuoteCreated = onDocumentCreated({ document: `${arrivalCollections.quote}/{id}`, retry: true }, (event) => handleArrival('quote', event));
export const onApplicationCreated = onDocumentCreated({ document: `${arrivalCollections.application}/{id}`, retry: true }, (event) =>
  handleArrival('application', event),
);

// A quote's first answer is the update that takes it out of 'new' (a status change, or 'Send price'); 'Send price'
// mails the shipper once per price (retried: the mail is named by the change, so never written twice).
export const onQuoteUpdated = onDocumentUpdated({ document: `${arrivalCollections.quote}/{id}`, retry: true }, async (event) => {
  const change = event.data;
  if (!change) return;
  const db = getFirestore(appFor(eventProject(event)));
  const before = change.before.data() ?? {};
  const after = change.after.data() ?? {};
  const wasNew = before.status === undefined || before.status === 'new';
  if (after.firstAnsweredAt === undefined && wasNew && after.status !== undefined && after.status !== 'new') {
    const outcome = await recordFirstAnswer(db, { id: event.params.id, at: new Date(event.time) });
    logger.info(`First answer of the quote: ${outcome}.`, { id: event.params.id });
  }
  const { mail } = mailSettings();
  if (!mail) return;
  const outcome = await mailPriceSent(db, { id: event.params.id, before, after, mail });
  if (outcome.status === 'written') logger.info('The shipper was mailed the price.', { id: event.params.id, path: outcome.path });
  else if (outcome.status === 'no-address') logger.warn('The price was not mailed: the quote has no address mail can go to.', { id: event.params.id });
});

export const onQuoteDeleted = onDocumentDeleted({ document: `${arrivalCollections.quote}/{id}`, retry: true }, async (event) => {
  await forgetStatusKey(getFirestore(appFor(eventProject(event))), event.params.id);
});

export const DIGEST_SCHEDULE = 'every 1 minutes';

export async function runDigestFlush({
  projectId,
  at = new Date(),
}: { projectId?: string; at?: Date } = {}): Promise<Record<ReferenceKind, DigestOutcome | null> & { reminders: ReminderOutcome | null }> {
  const db = getFirestore(appFor(projectId));
  const { mail, windowMs } = mailSettings();
  const result: Record<ReferenceKind, DigestOutcome | null> & { reminders: ReminderOutcome | null } = { quote: null, application: null, reminders: null };
  if (!mail) return result;
  for (const kind of ['quote', 'application'] as const) {
    const outcome = await flushStaffDigest(db, { kind, now: at, mail, windowMs });
    result[kind] = outcome;
    if (outcome.status === 'sent') logger.info(`Staff digest of ${outcome.listed.length} ${kind}s sent, ${outcome.folded.length} suspected flood source(s) folded.`, { kind, listed: outcome.listed, folded: outcome.folded, mails: outcome.mailPaths.length });
  }
  result.reminders = await flushQuoteReminders(db, { now: at, mail });
  if (result.reminders.status === 'sent') logger.info(`Reminder of ${result.reminders.reminded.length} quote(s) waiting over one business hour sent.`, { reminded: result.reminders.reminded });
  return result;
}

export const flushStaffDigests = onSchedule({ schedule: DIGEST_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, timeoutSeconds: 120, memory: '256MiB' }, async () => {
  await runDigestFlush();
});

export function parseFlushRequest(body: unknown): { projectId: string; at: Date } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const target = parseSweepRequest({ projectId: input.projectId });
  if (typeof target === 'string') return target;
  const { at = Date.now() } = input;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return 'at must be a time in milliseconds since 1970.';
  return { projectId: target.projectId, at: new Date(at) };
}

export const flushStaffMailNow = inEmulator() ? emulatorOnlyEndpoint('staff digest flush', '{ projectId, at }', parseFlushRequest, runDigestFlush) : undefined;

export const RETENTION_SCHEDULE = 'every day 03:00';

export async function runRetention({ projectId, bucket, retentionDays }: { projectId?: string; bucket?: string; retentionDays?: number } = {}): Promise<RetentionResult> {
  const app = appFor(projectId, bucket);
  const days = retentionDays ?? APPLICANT_RETENTION_DAYS.value();
  const result = await deleteExpiredApplicants({
    applicants: firestoreApplicantRecords(getFirestore(app)),
    objects: objectStoreFor(app, bucket),
    retentionDays: days,
    log: (line) => logger.info(line),
  });
  logger.info('Applicant retention', { ...result, deleted: result.deleted.length, resumesDeleted: result.resumesDeleted.length, retentionDays: days });
  if (result.failed.length > 0) logger.warn('Some applicants or resumes could not be deleted; the next run (or the orphan sweep) tries again.', { failed: result.failed });
  return result;
}

export const deleteExpiredApplicantsDaily = onSchedule({ schedule: RETENTION_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, timeoutSeconds: 540, memory: '256MiB' }, async () => {
  await runRetention();
});

export function parseRetentionRequest(body: unknown): { projectId: string; bucket: string; retentionDays?: number } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const target = parseSweepRequest({ projectId: input.projectId, bucket: input.bucket });
  if (typeof target === 'string') return target;
  const { retentionDays } = input;
  if (retentionDays === undefined) return { projectId: target.projectId, bucket: target.bucket };
  try {
    return { projectId: target.projectId, bucket: target.bucket, retentionDays: checkRetentionDays(retentionDays) };
  } catch (error) {
    return (error as Error).message;
  }
}

export const retentionNow = inEmulator() ? emulatorOnlyEndpoint('applicant retention', '{ projectId, bucket, retentionDays }', parseRetentionRequest, runRetention) : undefined;

export const SEARCH_REFRESH_SCHEDULE = 'every 60 minutes';

export async function runSearchRefresh({ projectId }: { projectId?: string } = {}): Promise<SearchRefreshResult> {
  const result = await refreshSearchTerms({ store: firestoreSearchTermStore(getFirestore(appFor(projectId))), log: (line) => logger.info(line) });
  if (result.read > 0) logger.info('Search-term refresh', { ...result, updated: result.updated.length });
  return result;
}

export const refreshSearchTermsHourly = onSchedule({ schedule: SEARCH_REFRESH_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, timeoutSeconds: 300, memory: '256MiB' }, async () => {
  await runSearchRefresh();
});

export const refreshSearchTermsNow = inEmulator() ? emulatorOnlyEndpoint('search-term refresh', '{ projectId }', parseProjectRequest, runSearchRefresh) : undefined;

export { renderPages } from './render-pages';

// Errors of the remotes: each report adds to its build's count (not retried: an increment repeated would count
// a report twice); each change of a build's counts checks its remote's candidate, if any.
export const onErrorReported = onDocumentCreated({ document: `${ERROR_REPORTS}/{id}`, retry: false }, async (event) => {
  const report = event.data?.data() as Partial<ErrorReport> | undefined;
  if (typeof report?.remote !== 'string' || typeof report.build !== 'string' || typeof report.count !== 'number') return;
  await countErrorReport(getFirestore(appFor(eventProject(event))), { remote: report.remote, build: report.build, count: report.count });
});

export const onReleaseStatsWritten = onDocumentWritten({ document: `${RELEASE_STATS}/{id}`, retry: false }, async (event) => {
  const remote = event.data?.after.get('remote') as unknown;
  if (typeof remote !== 'string') return;
  const siteOrigin = SITE_ORIGIN.value();
  const outcome = await guardRelease(getFirestore(appFor(eventProject(event))), {
    remote,
    composition: hostedComposition(siteOrigin),
    adminMailbox: safeRecipient(ADMIN_MAILBOX.value()),
    siteOrigin,
  });
  if (outcome.status === 'stopped') logger.warn(`The candidate build ${outcome.build} of ${remote} was stopped: ${outcome.reason}.`, { remote, mail: outcome.mailPath });
});

// Public forms: App Check is required, and each token is spent on one request, so a token taken from a real page
// cannot be replayed by a script. The emulators accept any token but still refuse a request without one.
const publicFormOptions = { enforceAppCheck: true, consumeAppCheckToken: true, maxInstances: 20, concurrency: 40, memory: '256MiB', timeoutSeconds: 30 } as const;

function formContext(request: CallableRequest<unknown>): forms.FormContext {
  if (request.app?.alreadyConsumed) throw new HttpsError('unauthenticated', 'This request was already used.');
  const data = request.data as { project?: unknown } | null;
  const project = formProject(data?.project);
  const db = getFirestore(appFor(project));
  const token = request.auth?.token;
  const account = { email: token?.email ?? null, emailVerified: token?.email_verified === true, signInProvider: token?.firebase.sign_in_provider ?? null };
  return {
    db,
    caller: { address: callerAddress(request.rawRequest), staff: token !== undefined && isStaffAccount(account), otherIdentity: request.auth !== undefined },
    nowMs: Date.now(),
    files: resumeFilesFor(project),
  };
}

// Named as the browser calls them (publicFormFunctions).
export const submitQuote = onCall(publicFormOptions, (request) => forms.submitQuote(formContext(request), request.data));
export const startResumeUpload = onCall(publicFormOptions, (request) => forms.startResumeUpload(formContext(request), request.data));
export const submitApplication = onCall(publicFormOptions, (request) => forms.submitApplication(formContext(request), request.data));

// The shipper's buttons on the quote's status page, with the same checks and their own limits.
const replyContext = (request: CallableRequest<unknown>): replies.ReplyContext => ({ ...formContext(request), mail: mailSettings().mail });
export const acceptQuote = onCall(publicFormOptions, (request) => replies.acceptQuote(replyContext(request), request.data));
export const askAboutQuote = onCall(publicFormOptions, (request) => replies.askAboutQuote(replyContext(request), request.data));
