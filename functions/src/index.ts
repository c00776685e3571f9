/**
 * SEAWAVE's Cloud Functions (`firebase deploy --only functions`).
 *
 * `deleteOrphanResumes` runs every hour (Cloud Scheduler) and deletes the
 * uploaded resumes that no applicant refers to, once they are older than the
 * grace period (see orphan-resumes.ts).
 *
 * In the Functions emulator only, `sweepResumesNow` (HTTP) runs the same
 * sweep at once for a named `demo-` project (its own default bucket only)
 * with a chosen grace period: the emulator runs no Cloud Scheduler, and tests
 * must not touch the local site's own data. It takes only a JSON body and
 * refuses a request from a web page of another origin, so no page a
 * developer visits can make it delete local files. It is not exported
 * outside the emulator, so it is never deployed, and it refuses to run there anyway.
 */
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DEFAULT_GRACE_MS, sweepOrphanResumes, type ObjectStore, type SweepResult } from './orphan-resumes';
import { bucketObjectStore, emulatorObjectStore, firestoreApplicantResumes } from './stores';

/** The Cloud Scheduler schedule of the sweep. */
export const SWEEP_SCHEDULE = 'every 60 minutes';

const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** host:port of the Storage emulator or stand-in the emulated functions use; null outside the emulators. */
function storageEmulatorHost(): string | null {
  if (!inEmulator()) return null;
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST ?? null;
}

/** The Admin SDK app of a project: the default one (production), or one per emulated project. */
function appFor(projectId?: string, storageBucket?: string): App {
  if (!projectId) return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
  const name = `sweep-${projectId}-${storageBucket ?? ''}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId, ...(storageBucket ? { storageBucket } : {}) }, name);
}

/** One sweep with the real stores of `app`. */
export async function runSweep({ projectId, bucket, graceMs = DEFAULT_GRACE_MS }: { projectId?: string; bucket?: string; graceMs?: number } = {}): Promise<SweepResult> {
  const app = appFor(projectId, bucket);
  const emulatorHost = storageEmulatorHost();
  const bucketName = bucket ?? app.options.storageBucket;
  let objects: ObjectStore;
  if (emulatorHost) {
    if (!bucketName) throw new Error('No storage bucket is configured.');
    objects = emulatorObjectStore({ host: emulatorHost, bucket: bucketName });
  } else {
    objects = bucketObjectStore(getStorage(app).bucket(bucketName));
  }
  const result = await sweepOrphanResumes({
    objects,
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

/** The request headers the emulator-only endpoint looks at. */
export interface SweepRequestHeaders {
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
}

/**
 * Why a request to the emulator-only sweep is refused (null when it is not):
 * the body must be JSON (a form of another web page can only send
 * form-encoded or plain-text bodies without asking the browser first), and a
 * browser page of another origin may not call it at all: its `Origin`, when
 * sent, must be the endpoint's own, and `Sec-Fetch-Site`, when sent, must
 * say the request comes from no page or from the same origin.
 */
export function refuseSweepRequest({ contentType, origin, secFetchSite, host }: SweepRequestHeaders): { status: number; message: string } | null {
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

const sweepResumesNowHandler = onRequest({ cors: false }, async (req, res) => {
  if (!inEmulator()) {
    res.status(404).send('Not found.');
    return;
  }
  if (req.method !== 'POST') {
    res.status(405).send('POST a JSON body { projectId, bucket, graceMs }.');
    return;
  }
  const refusal = refuseSweepRequest({
    contentType: header(req.headers['content-type']),
    origin: header(req.headers.origin),
    secFetchSite: header(req.headers['sec-fetch-site']),
    host: header(req.headers.host),
  });
  if (refusal) {
    res.status(refusal.status).send(refusal.message);
    return;
  }
  const request = parseSweepRequest(req.body);
  if (typeof request === 'string') {
    res.status(400).send(request);
    return;
  }
  try {
    res.status(200).json(await runSweep(request));
  } catch (error) {
    logger.error('The orphan resume sweep failed', error);
    res.status(500).send(error instanceof Error ? error.message : String(error));
  }
});

/** Emulator only: not exported (so never deployed) outside the Functions emulator. */
export const sweepResumesNow = inEmulator() ? sweepResumesNowHandler : undefined;
