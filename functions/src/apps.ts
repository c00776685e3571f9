// The Admin SDK app of the functions' own project, or of a demo project in the emulators (tests give each suite
// and each end-to-end worker a project of its own, while the emulated functions belong to one).
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { ObjectStore } from './orphan-resumes';
import type { ResumeFiles } from './resume-check';
import { bucketObjectStore, bucketResumeFiles, emulatorObjectStore, emulatorResumeFiles } from './stores';

export const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

export function storageEmulatorHost(): string | null {
  if (!inEmulator()) return null;
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST ?? null;
}

export function appFor(projectId?: string, storageBucket?: string): App {
  const own = !projectId || (projectId === process.env.GCLOUD_PROJECT && !storageBucket);
  if (own) return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
  const name = `project-${projectId}-${storageBucket ?? ''}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId, ...(storageBucket ? { storageBucket } : {}) }, name);
}

export function defaultBuckets(projectId: string): string[] {
  return [`${projectId}.appspot.com`, `${projectId}.firebasestorage.app`];
}

export function objectStoreFor(app: App, bucket?: string): ObjectStore {
  const emulatorHost = storageEmulatorHost();
  const bucketName = bucket ?? app.options.storageBucket;
  if (emulatorHost) {
    if (!bucketName) throw new Error('No storage bucket is configured.');
    return emulatorObjectStore({ host: emulatorHost, bucket: bucketName });
  }
  return bucketObjectStore(getStorage(app).bucket(bucketName));
}

export function resumeFilesFor(projectId: string | undefined): ResumeFiles {
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

/**
 * The project a public form writes to: always the functions' own, except in the emulators, where the page names
 * the demo project it runs on (a real project never serves such a page).
 */
export function formProject(named: unknown): string | undefined {
  if (!inEmulator() || typeof named !== 'string') return undefined;
  return /^demo-[a-z0-9-]{1,60}$/.test(named) ? named : undefined;
}
