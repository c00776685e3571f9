/**
 * The sweep's two interfaces over real back ends: Cloud Storage through the
 * Admin SDK (production), Firebase Storage's REST API with the emulators'
 * administrative access (the Storage emulator, or the project's stand-in for
 * it, which speaks that API but not the Cloud Storage JSON API the Admin SDK
 * uses), and the applicant documents in Firestore.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import type { ApplicantResumes, ObjectStore, StoredObject } from './orphan-resumes';

/** A bucket of the Admin SDK. */
export type Bucket = ReturnType<Storage['bucket']>;

/** The objects of a Cloud Storage bucket (Admin SDK). */
export function bucketObjectStore(bucket: Bucket): ObjectStore {
  return {
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix, autoPaginate: true });
      return files.map((file): StoredObject => ({ path: file.name, createdAt: new Date(String(file.metadata.timeCreated ?? '')) }));
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

type Fetch = (input: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown>; text(): Promise<string> }>;

/**
 * The objects of a bucket in the Storage emulator (or the stand-in for it),
 * through the Firebase Storage REST API (`/v0/b/{bucket}/o`) with the
 * emulators' administrative `Authorization: Bearer owner`. Never used
 * against production, where that header means nothing.
 */
export function emulatorObjectStore({ host, bucket, fetch: fetchImpl = fetch }: { host: string; bucket: string; fetch?: Fetch }): ObjectStore {
  const base = `http://${host}/v0/b/${encodeURIComponent(bucket)}/o`;
  const headers = { Authorization: 'Bearer owner' };
  const failure = async (what: string, response: { status: number; text(): Promise<string> }) =>
    new Error(`Storage emulator: ${what} answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return {
    async list(prefix) {
      const names: string[] = [];
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({ prefix, ...(pageToken ? { pageToken } : {}) });
        const response = await fetchImpl(`${base}?${query}`, { headers });
        if (!response.ok) throw await failure(`listing ${prefix}`, response);
        const page = (await response.json()) as { items?: { name?: unknown }[]; nextPageToken?: unknown };
        for (const item of page.items ?? []) if (typeof item.name === 'string') names.push(item.name);
        pageToken = typeof page.nextPageToken === 'string' && page.nextPageToken !== '' ? page.nextPageToken : undefined;
      } while (pageToken);
      const objects: StoredObject[] = [];
      for (const name of names) {
        const response = await fetchImpl(`${base}/${encodeURIComponent(name)}`, { headers });
        if (response.status === 404) continue;
        if (!response.ok) throw await failure(`reading ${name}`, response);
        const meta = (await response.json()) as { timeCreated?: unknown };
        objects.push({ path: name, createdAt: new Date(String(meta.timeCreated ?? '')) });
      }
      return objects;
    },
    async remove(path) {
      const response = await fetchImpl(`${base}/${encodeURIComponent(path)}`, { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404) throw await failure(`deleting ${path}`, response);
    },
  };
}

/** The `resumeURL` of every applicant document (only that field is read). */
export function firestoreApplicantResumes(db: Firestore): ApplicantResumes {
  return {
    async resumeReferences() {
      const snapshot = await db.collection('applicants').select('resumeURL').get();
      return snapshot.docs.map((doc) => doc.get('resumeURL') as unknown);
    },
  };
}
