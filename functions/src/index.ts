/**
 * SEAWAVE's Cloud Functions (`firebase deploy --only functions`).
 *
 * - `onQuoteCreated`, `onApplicationCreated` (Firestore, on create): number
 *   the new quote or application (`Q-2026-000123`, `A-2026-000045`), write
 *   the server's fields and the visitor's receipt, and the mail to staff and
 *   the visitor's acknowledgement within the mail budget
 *   (record-arrival.ts). They work in the Firestore of the event's project.
 * - `deleteOrphanResumes` runs every hour (Cloud Scheduler) and deletes the
 *   uploaded resumes that no applicant refers to, once they are older than
 *   the grace period (orphan-resumes.ts).
 * - `deleteExpiredApplicantsDaily` runs every day (Cloud Scheduler) and
 *   deletes the applicants older than APPLICANT_RETENTION_DAYS with their
 *   resumes, notes and history (retention.ts).
 * - `renderPages` (HTTP, behind Hosting's rewrite) renders the site's pages,
 *   sitemap.xml and robots.txt on request (render-pages.ts).
 * - `throttleSignUps` (Auth blocking, before an account is created) refuses a
 *   new account when its network address made SIGNUPS_PER_IP_PER_HOUR of
 *   them in the last hour (signup-throttle.ts); staff are never refused.
 * Settings: params.ts.
 *
 * In the Functions emulator only, `sweepResumesNow` and `retentionNow` (HTTP)
 * run the sweep and the retention job at once for a named `demo-` project
 * (its own default bucket only): the emulator runs no Cloud Scheduler, and
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
import { parseMailConfig, type MailConfig } from './mail/render';
import { DEFAULT_GRACE_MS, sweepOrphanResumes, type ObjectStore, type SweepResult } from './orphan-resumes';
import { APPLICANT_RETENTION_DAYS, HR_MAILBOX, MAIL_HOURLY_CAP, SALES_MAILBOX, SIGNUPS_PER_IP_PER_HOUR, SITE_ORIGIN } from './params';
import { recordArrival } from './record-arrival';
import { checkRetentionDays, deleteExpiredApplicants, type RetentionResult } from './retention';
import { checkSignUpsPerHour, screenSignUp } from './signup-throttle';
import { bucketObjectStore, emulatorObjectStore, firestoreApplicantRecords, firestoreApplicantResumes } from './stores';

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

/**
 * Reads the emulator-only request: `{ projectId: "demo-…", bucket?, graceMs? }`.
 * `bucket` must be the project's own default bucket (its default when left out).
 */
export function parseSweepRequest(body: unknown): { projectId: string; bucket: string; graceMs: number } | string {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { projectId, graceMs = DEFAULT_GRACE_MS } = input;
  if (typeof projectId !== 'string' || !/^demo-[a-z0-9-]{1,60}$/.test(projectId)) return 'projectId must name an emulator-only "demo-" project.';
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
function mailSettings(): { mail: MailConfig | null; budget: MailBudget } {
  let mail: MailConfig | null = null;
  let budget = parseMailBudget();
  try {
    mail = parseMailConfig({ siteOrigin: SITE_ORIGIN.value(), salesMailbox: SALES_MAILBOX.value(), hrMailbox: HR_MAILBOX.value() });
    budget = parseMailBudget({ hourlyCap: MAIL_HOURLY_CAP.value() });
  } catch (error) {
    mail = null;
    logger.error('No mail is sent: the mail settings are invalid.', { error: error instanceof Error ? error.message : String(error) });
  }
  return { mail, budget };
}

/** The project of a Firestore event (`projects/<id>/...` of its source when the event does not name it). */
export function eventProject(event: { project?: unknown; source?: unknown }): string | undefined {
  if (typeof event.project === 'string' && event.project !== '') return event.project;
  const match = typeof event.source === 'string' ? /projects\/([^/]+)\//.exec(event.source) : null;
  return match?.[1];
}

/**
 * Numbers a new quote or application and writes its mail (record-arrival.ts),
 * in the Firestore of the event's own project, then logs what happened
 * (mail the budget refused as a warning).
 */
async function handleArrival(kind: ReferenceKind, event: FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>): Promise<void> {
  const db = getFirestore(appFor(eventProject(event)));
  const { id } = event.params;
  const { mail, budget } = mailSettings();
  let vacancy: string | null = null;
  const vacancyId = event.data?.get('vacancyId') as unknown;
  if (kind === 'application' && typeof vacancyId === 'string' && vacancyId !== '') {
    const position = (await db.collection('jobvacancy').doc(vacancyId).get()).get('position') as unknown;
    vacancy = typeof position === 'string' ? position : null;
  }
  const outcome = await recordArrival(db, { kind, id, now: new Date(), mail, budget, vacancy });
  const where = { kind, id };
  if (outcome.status === 'missing') {
    logger.info(`The ${kind} was deleted before it was numbered.`, where);
    return;
  }
  if (outcome.status === 'already-numbered') {
    logger.info(`The ${kind} already has its reference ${outcome.reference} (a repeated event); nothing was done.`, where);
    return;
  }
  logger.info(`The ${kind} is ${outcome.reference}.`, where);
  if (!outcome.mail) return;
  for (const [recipient, decision] of [['staff', outcome.mail.staff], ['acknowledgement', outcome.mail.acknowledgement]] as const) {
    const entry = { ...where, reference: outcome.reference, recipient, reason: decision.reason };
    if (decision.reason === 'hourly-cap-reached' || decision.reason === 'reserved-for-staff') logger.warn(decision.message, entry);
    else logger.info(decision.message, entry);
  }
}

/**
 * Retried until it succeeds: a repeated event finds the reference already
 * written and does nothing, so a retry never numbers or mails twice.
 */
export const onQuoteCreated = onDocumentCreated({ document: `${arrivalCollections.quote}/{id}`, retry: true }, (event) => handleArrival('quote', event));
export const onApplicationCreated = onDocumentCreated({ document: `${arrivalCollections.application}/{id}`, retry: true }, (event) =>
  handleArrival('application', event),
);

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

export { renderPages } from './render-pages';

// ------------------------------------------------------------ new identities cost something

export const throttleSignUps = beforeUserCreated({ timeoutSeconds: 7, memory: '256MiB' }, (event) =>
  screenSignUp(event, { db: getFirestore(appFor()), nowMs: Date.now(), perHour: checkSignUpsPerHour(SIGNUPS_PER_IP_PER_HOUR.value()) }),
);
