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

export const SWEEP_SCHEDULE = 'every 60 minutes';

const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

function storageEmulatorHost(): string | null {
  if (!inEmulator()) return null;
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST ?? null;
}

/** The default app for the functions' own project; one app per other project the emulator tests use. */
function appFor(projectId?: string, storageBucket?: string): App {
  const own = !projectId || (projectId === process.env.GCLOUD_PROJECT && !storageBucket);
  if (own) return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
  const name = `project-${projectId}-${storageBucket ?? ''}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId, ...(storageBucket ? { storageBucket } : {}) }, name);
}

function objectStoreFor(app: App, bucket?: string): ObjectStore {
  const emulatorHost = storageEmulatorHost();
  const bucketName = bucket ?? app.options.storageBucket;
  if (emulatorHost) {
    if (!bucketName) throw new Error('No storage bucket is configured.');
    return emulatorObjectStore({ host: emulatorHost, bucket: bucketName });
  }
  return bucketObjectStore(getStorage(app).bucket(bucketName));
}

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

export function defaultBuckets(projectId: string): string[] {
  return [`${projectId}.appspot.com`, `${projectId}.firebasestorage.app`];
}

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
    budget = parseMailBudget({ hourlyCap: MAIL_HOURLY_CAP.value() });
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

function resumeFilesFor(projectId: string | undefined): ResumeFiles {
  const app = appFor(projectId);
  const emulatorHost = storageEmulatorHost();
  // An emulated test project has no bucket configured: use its default one.
  const bucket = app.options.storageBucket ?? (projectId ? defaultBuckets(projectId)[0] : undefined);
  if (emulatorHost) {
    if (!bucket) throw new Error('No storage bucket is configured.');
    return emulatorResumeFiles({ host: emulatorHost, bucket });
  }
  return bucketResumeFiles(getStorage(app).bucket(bucket));
}

/** The resume check also runs on a repeated event: it may not have finished the first time. */
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

// Retried until it succeeds: a repeated event finds the reference written, so it never numbers or mails twice.
export const onQuoteCreated = onDocumentCreated({ document: `${arrivalCollections.quote}/{id}`, retry: true }, (event) => handleArrival('quote', event));
export const onApplicationCreated = onDocumentCreated({ document: `${arrivalCollections.application}/{id}`, retry: true }, (event) =>
  handleArrival('application', event),
);

export const DIGEST_SCHEDULE = 'every 1 minutes';

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

export const throttleSignUps = beforeUserCreated({ timeoutSeconds: 7, memory: '256MiB' }, (event) =>
  screenSignUp(event, { db: getFirestore(appFor()), nowMs: Date.now(), perHour: checkSignUpsPerHour(SIGNUPS_PER_IP_PER_HOUR.value()) }),
);
