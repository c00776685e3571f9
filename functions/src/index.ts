/**
 * SEAWAVE's Cloud Functions (`firebase deploy --only functions`).
 *
 * - `onQuoteCreated`, `onApplicationCreated` (Firestore, on create): number
 *   the new quote or application (`Q-2026-000123`, `A-2026-000045`), write
 *   the server's fields and the visitor's receipt, the staff mail (at once,
 *   or gathered into the mailbox's next digest) and the visitor's
 *   acknowledgement within the hourly cap (record-arrival.ts); an
 *   application's resume is then checked by its content (resume-check.ts).
 *   They work in the Firestore (and the default bucket) of the event's project.
 * - `flushStaffDigests` runs every minute (Cloud Scheduler) and sends each
 *   mailbox's digest of the arrivals gathered once its window is over.
 * - `deleteOrphanResumes` runs every hour (Cloud Scheduler) and deletes the
 *   uploaded resumes that no applicant refers to, once they are older than
 *   the grace period (orphan-resumes.ts).
 * - `deleteExpiredApplicantsDaily` runs every day (Cloud Scheduler) and
 *   deletes the applicants older than APPLICANT_RETENTION_DAYS with their
 *   resumes, notes and history (retention.ts).
 * - `refreshSearchTermsHourly` runs every hour (Cloud Scheduler) and gives the
 *   stored quotes and applications the search terms of the current search
 *   rules, once per change of those rules (search-refresh.ts).
 * - `renderPages` (HTTP, behind Hosting's rewrite) renders the site's pages,
 *   sitemap.xml and robots.txt on request (render-pages.ts).
 * - `throttleSignUps` (Auth blocking, before an account is created) refuses a
 *   new account when its network address made SIGNUPS_PER_IP_PER_HOUR of
 *   them in the last hour (signup-throttle.ts); staff are never refused.
 * Settings: params.ts.
 *
 * In the Functions emulator only, `sweepResumesNow`, `retentionNow` and
 * `refreshSearchTermsNow` and `flushStaffMailNow` (HTTP) run the sweep, the
 * retention job, the search-term refresh and the digest flush at once for a
 * named `demo-` project (the sweep on its own default bucket only): the
 * emulator runs no Cloud Scheduler, and
 * tests must not touch the local site's own data. They take only a JSON
 * body and refuse a request from a web page of another origin, so no page a
 * developer visits can make them delete local data. They are not exported
 * outside the emulator, so they are never deployed, and they refuse to run
 * there anyway.
 */
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onDocumentCreated, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { ReferenceKind } from '../../shared-data/src/reference/reference';
import { arrivalCollections } from './arrivals';
import { parseMailBudget, type MailBudget } from './mail/budget';
import { parseDigestWindow } from './mail/digest';
import { parseMailConfig, type MailConfig } from './mail/render';
import { DEFAULT_GRACE_MS, sweepOrphanResumes, type ObjectStore, type SweepResult } from './orphan-resumes';
import { APPLICANT_RETENTION_DAYS, HR_MAILBOX, MAIL_HOURLY_CAP, SALES_MAILBOX, SIGNUPS_PER_IP_PER_HOUR, SITE_ORIGIN, STAFF_MAIL_WINDOW_MINUTES } from './params';
import { flushStaffDigest, recordArrival, type DigestOutcome } from './record-arrival';
import { checkApplicationResume, type ResumeFiles } from './resume-check';
import { checkRetentionDays, deleteExpiredApplicants, type RetentionResult } from './retention';
import { checkSignUpsPerHour, screenSignUp } from './signup-throttle';
import { refreshSearchTerms, type SearchRefreshResult } from './search-refresh';
import {
  bucketObjectStore,
  bucketResumeFiles,
  emulatorObjectStore,
  emulatorResumeFiles,
  firestoreApplicantRecords,
  firestoreApplicantResumes,
  firestoreApplicationResume,
  firestoreSearchTermStore,
} from './stores';

/** The Cloud Scheduler schedule of the sweep. */
export const SWEEP_SCHEDULE = 'every 60 minutes';

const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** host:port of the Storage emulator or stand-in the emulated functions use; null outside the emulators. */
function storageEmulatorHost(): string | null {
  if (!inEmulator()) return null;
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST ?? null;
}

/**
 * The Admin SDK app of a project: the default one for the functions' own
 * project (production), or one per other emulated project (the tests'
 * projects, and events of projects the tests register triggers for).
 */
function appFor(projectId?: string, storageBucket?: string): App {
  const own = !projectId || (projectId === process.env.GCLOUD_PROJECT && !storageBucket);
  if (own) return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
  const name = `project-${projectId}-${storageBucket ?? ''}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId, ...(storageBucket ? { storageBucket } : {}) }, name);
}

/** The files of `app`'s bucket (`bucket`, else its default one): Cloud Storage, or the Storage emulator / stand-in. */
function objectStoreFor(app: App, bucket?: string): ObjectStore {
  const emulatorHost = storageEmulatorHost();
  const bucketName = bucket ?? app.options.storageBucket;
  if (emulatorHost) {
    if (!bucketName) throw new Error('No storage bucket is configured.');
    return emulatorObjectStore({ host: emulatorHost, bucket: bucketName });
  }
  return bucketObjectStore(getStorage(app).bucket(bucketName));
}

/** One sweep with the real stores of `app`. */
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

/** The default buckets of a project: the only ones the emulator-only sweep works on. */
export function defaultBuckets(projectId: string): string[] {
  return [`${projectId}.appspot.com`, `${projectId}.firebasestorage.app`];
}

/** Reads the emulator-only request: `{ projectId: "demo-…" }`. */
export function parseProjectRequest(body: unknown): { projectId: string } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { projectId } = input;
  if (typeof projectId !== 'string' || !/^demo-[a-z0-9-]{1,60}$/.test(projectId)) return 'projectId must name an emulator-only "demo-" project.';
  return { projectId };
}

/**
 * Reads the emulator-only request: `{ projectId: "demo-…", bucket?, graceMs? }`.
 * `bucket` must be the project's own default bucket (its default when left out).
 */
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

/** The request headers the emulator-only endpoints look at. */
export interface LocalRequestHeaders {
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
}

/** Whether a `Host` header names this machine by a loopback name (localhost, 127.0.0.1, [::1]), with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host ?? '');
}

/**
 * Why a request to an emulator-only endpoint is refused (null when it is not):
 * it must name this machine by a loopback name; the body must be JSON (a form of another web page can only send
 * form-encoded or plain-text bodies without asking the browser first), and a
 * browser page of another origin may not call it at all: its `Origin`, when
 * sent, must be the endpoint's own, and `Sec-Fetch-Site`, when sent, must
 * say the request comes from no page or from the same origin.
 */
export function refuseLocalRequest({ contentType, origin, secFetchSite, host }: LocalRequestHeaders): { status: number; message: string } | null {
  // A page of any site can make a browser send to a name it controls that resolves to 127.0.0.1 (DNS rebinding):
  // its Host is then that name, never a loopback one.
  if (!isLoopbackHost(host)) return { status: 403, message: `Only requests to this machine by a loopback name are accepted (Host: ${host ?? 'none'}).` };
  if (origin !== undefined && (host === undefined || origin !== `http://${host}`)) {
    return { status: 403, message: `Requests from a web page of another origin (${origin}) are refused.` };
  }
  if (secFetchSite !== undefined && secFetchSite !== 'none' && secFetchSite !== 'same-origin') {
    return { status: 403, message: `Requests from a web page of another origin (Sec-Fetch-Site: ${secFetchSite}) are refused.` };
  }
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    return { status: 415, message: 'Send a JSON body (Content-Type: application/json).' };
  }
  return null;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

/**
 * An HTTP function for the Functions emulator only: POST with a JSON body
 * that `parse` accepts (else 400 with its message), refused from web pages of
 * other origins; answers `run`'s result as JSON. Outside the emulator it is
 * never exported, and answers 404 anyway.
 */
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

/** Emulator only: not exported (so never deployed) outside the Functions emulator. */
export const sweepResumesNow = inEmulator() ? emulatorOnlyEndpoint('orphan resume sweep', '{ projectId, bucket, graceMs }', parseSweepRequest, runSweep) : undefined;

// ------------------------------------------------------------ arrivals: references and mail

/** The mail settings from the parameters; null (with the reason logged) when they are invalid, so no mail is written. */
function mailSettings(): { mail: MailConfig | null; budget: MailBudget; windowMs: number } {
  let mail: MailConfig | null = null;
  let budget = parseMailBudget();
  let windowMs = parseDigestWindow();
  try {
    mail = parseMailConfig({ siteOrigin: SITE_ORIGIN.value(), salesMailbox: SALES_MAILBOX.value(), hrMailbox: HR_MAILBOX.value() });
    budget = parseMailBudget({ hourlyCap: MAIL_HOURLY_CAP.value() });
    windowMs = parseDigestWindow(STAFF_MAIL_WINDOW_MINUTES.value());
  } catch (error) {
    mail = null;
    logger.error('No mail is sent: the mail settings are invalid.', { error: error instanceof Error ? error.message : String(error) });
  }
  return { mail, budget, windowMs };
}

/** The project of a Firestore event (`projects/<id>/...` of its source when the event does not name it). */
export function eventProject(event: { project?: unknown; source?: unknown }): string | undefined {
  if (typeof event.project === 'string' && event.project !== '') return event.project;
  const match = typeof event.source === 'string' ? /projects\/([^/]+)\//.exec(event.source) : null;
  return match?.[1];
}

/** The resume files of a project's default bucket: Cloud Storage, or the Storage emulator / stand-in. */
function resumeFilesFor(projectId: string | undefined): ResumeFiles {
  const app = appFor(projectId);
  const emulatorHost = storageEmulatorHost();
  // An emulated project of the tests has no bucket configured: its default one.
  const bucket = app.options.storageBucket ?? (projectId ? defaultBuckets(projectId)[0] : undefined);
  if (emulatorHost) {
    if (!bucket) throw new Error('No storage bucket is configured.');
    return emulatorResumeFiles({ host: emulatorHost, bucket });
  }
  return bucketResumeFiles(getStorage(app).bucket(bucket));
}

/**
 * Numbers a new quote or application and writes its mail (record-arrival.ts),
 * in the Firestore of the event's own project, then logs what happened
 * (an acknowledgement the cap refused as a warning). An application's resume
 * is then checked (resume-check.ts), also when the event comes again (the
 * check may not have finished the first time).
 */
async function handleArrival(kind: ReferenceKind, event: FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>): Promise<void> {
  const project = eventProject(event);
  const db = getFirestore(appFor(project));
  const { id } = event.params;
  const { mail, budget, windowMs } = mailSettings();
  let vacancy: string | null = null;
  const vacancyId = event.data?.get('vacancyId') as unknown;
  if (kind === 'application' && typeof vacancyId === 'string' && vacancyId !== '') {
    const position = (await db.collection('jobvacancy').doc(vacancyId).get()).get('position') as unknown;
    vacancy = typeof position === 'string' ? position : null;
  }
  const outcome = await recordArrival(db, { kind, id, now: new Date(), mail, budget, windowMs, vacancy });
  const where = { kind, id };
  if (outcome.status === 'missing') {
    logger.info(`The ${kind} was deleted before it was numbered.`, where);
    return;
  }
  if (outcome.status === 'already-numbered') logger.info(`The ${kind} already has its reference ${outcome.reference} (a repeated event); no mail was written again.`, where);
  else logger.info(`The ${kind} is ${outcome.reference}.`, where);
  if (outcome.status === 'numbered' && outcome.mail) {
    const { staff, acknowledgement } = outcome.mail;
    logger.info(staff.message, { ...where, reference: outcome.reference, recipient: 'staff', send: staff.send });
    const entry = { ...where, reference: outcome.reference, recipient: 'acknowledgement', reason: acknowledgement.reason };
    if (acknowledgement.reason === 'hourly-cap-reached') logger.warn(acknowledgement.message, entry);
    else logger.info(acknowledgement.message, entry);
  }
  if (kind !== 'application') return;
  const check = await checkApplicationResume({ application: firestoreApplicationResume(db, id), files: resumeFilesFor(project), reference: outcome.reference });
  if (check.status === 'kept') logger.info(`The resume of ${outcome.reference} is a ${check.type.toUpperCase()}; it downloads as ${check.fileName}.`, where);
  else if (check.status === 'removed') logger.warn(`The resume of ${outcome.reference} is not kept (${check.problem}).`, { ...where, path: check.path, before: check.before });
}

/**
 * Retried until it succeeds: a repeated event finds the reference already
 * written and does nothing, so a retry never numbers or mails twice.
 */
export const onQuoteCreated = onDocumentCreated({ document: `${arrivalCollections.quote}/{id}`, retry: true }, (event) => handleArrival('quote', event));
export const onApplicationCreated = onDocumentCreated({ document: `${arrivalCollections.application}/{id}`, retry: true }, (event) =>
  handleArrival('application', event),
);

// ------------------------------------------------------------ staff digests

/** The Cloud Scheduler schedule of the digest flush: every minute, the shortest Cloud Scheduler allows. */
export const DIGEST_SCHEDULE = 'every 1 minutes';

/** Sends each mailbox's due digest (record-arrival.ts `flushStaffDigest`) in a project's Firestore, as if the time were `at`. */
export async function runDigestFlush({ projectId, at = new Date() }: { projectId?: string; at?: Date } = {}): Promise<Record<ReferenceKind, DigestOutcome | null>> {
  const db = getFirestore(appFor(projectId));
  const { mail, windowMs } = mailSettings();
  const result: Record<ReferenceKind, DigestOutcome | null> = { quote: null, application: null };
  if (!mail) return result;
  for (const kind of ['quote', 'application'] as const) {
    const outcome = await flushStaffDigest(db, { kind, now: at, mail, windowMs });
    result[kind] = outcome;
    if (outcome.status === 'sent') logger.info(`Staff digest of ${outcome.listed.length} ${kind}s sent.`, { kind, listed: outcome.listed, left: outcome.left });
  }
  return result;
}

export const flushStaffDigests = onSchedule({ schedule: DIGEST_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, timeoutSeconds: 120, memory: '256MiB' }, async () => {
  await runDigestFlush();
});

/**
 * Reads the emulator-only request: `{ projectId: "demo-…", at? }`, `at` the
 * time to flush as of (ms since 1970; now when left out), so a test need not
 * wait for a window to end.
 */
export function parseFlushRequest(body: unknown): { projectId: string; at: Date } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const target = parseSweepRequest({ projectId: input.projectId });
  if (typeof target === 'string') return target;
  const { at = Date.now() } = input;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return 'at must be a time in milliseconds since 1970.';
  return { projectId: target.projectId, at: new Date(at) };
}

/** Emulator only: the digest flush at once for a `demo-` project of the tests (the emulator runs no Cloud Scheduler). */
export const flushStaffMailNow = inEmulator() ? emulatorOnlyEndpoint('staff digest flush', '{ projectId, at }', parseFlushRequest, runDigestFlush) : undefined;

// ------------------------------------------------------------ retention of applicants

/** The Cloud Scheduler schedule of the retention job. */
export const RETENTION_SCHEDULE = 'every day 03:00';

/** One retention run with the real stores of `app` (its default bucket unless `bucket`). */
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

/**
 * Reads the emulator-only request: `{ projectId: "demo-…", bucket?, retentionDays? }`
 * (`bucket` the project's own default bucket; `retentionDays` a whole number
 * from 1, the configured period when left out).
 */
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

/** Emulator only: the retention job at once for a `demo-` project of the tests (the emulator runs no Cloud Scheduler). */
export const retentionNow = inEmulator() ? emulatorOnlyEndpoint('applicant retention', '{ projectId, bucket, retentionDays }', parseRetentionRequest, runRetention) : undefined;

// ------------------------------------------------------------ search terms of stored documents

/** The Cloud Scheduler schedule of the search-term refresh (a run with nothing to do reads one document). */
export const SEARCH_REFRESH_SCHEDULE = 'every 60 minutes';

/** One run of the search-term refresh (search-refresh.ts) in the Firestore of `projectId` (the functions' own project when left out). */
export async function runSearchRefresh({ projectId }: { projectId?: string } = {}): Promise<SearchRefreshResult> {
  const result = await refreshSearchTerms({ store: firestoreSearchTermStore(getFirestore(appFor(projectId))), log: (line) => logger.info(line) });
  if (result.read > 0) logger.info('Search-term refresh', { ...result, updated: result.updated.length });
  return result;
}

export const refreshSearchTermsHourly = onSchedule({ schedule: SEARCH_REFRESH_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, timeoutSeconds: 300, memory: '256MiB' }, async () => {
  await runSearchRefresh();
});

/** Emulator only: the search-term refresh at once for a `demo-` project (the local site's data kept from before a change of the search, or a test's). */
export const refreshSearchTermsNow = inEmulator() ? emulatorOnlyEndpoint('search-term refresh', '{ projectId }', parseProjectRequest, runSearchRefresh) : undefined;

export { renderPages } from './render-pages';

// ------------------------------------------------------------ new identities cost something

export const throttleSignUps = beforeUserCreated({ timeoutSeconds: 7, memory: '256MiB' }, (event) =>
  screenSignUp(event, { db: getFirestore(appFor()), nowMs: Date.now(), perHour: checkSignUpsPerHour(SIGNUPS_PER_IP_PER_HOUR.value()) }),
);
