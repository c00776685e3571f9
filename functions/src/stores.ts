// In the emulators, storage goes through Firebase Storage's REST API: the Storage stand-in speaks it, but not the
// Cloud Storage JSON API the Admin SDK uses.
import { get as httpGet } from 'node:http';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { inParallel, PAGE_SIZE, PARALLEL_REQUESTS, type ApplicantResumes, type ObjectStore, type StoredObject } from './orphan-resumes';
import type { ApplicationResume, ResumeDownload, ResumeFiles, StoredFile } from './resume-check';
import type { ApplicantRecords, ExpiredApplicant } from './retention';
import type { SearchRefreshState, SearchTermStore } from './search-refresh';

export type Bucket = ReturnType<Storage['bucket']>;

export function bucketObjectStore(bucket: Bucket, pageSize = PAGE_SIZE): ObjectStore {
  return {
    async listPage(prefix, pageToken) {
      const [files, next] = await bucket.getFiles({ prefix, autoPaginate: false, maxResults: pageSize, ...(pageToken ? { pageToken } : {}) });
      const nextToken = (next as { pageToken?: unknown } | null | undefined)?.pageToken;
      return {
        objects: files.map((file): StoredObject => ({ path: file.name, createdAt: new Date(String(file.metadata.timeCreated ?? '')) })),
        nextPageToken: typeof nextToken === 'string' && nextToken !== '' ? nextToken : null,
      };
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

export function bucketResumeFiles(bucket: Bucket): ResumeFiles {
  return {
    async read(path, maxBytes): Promise<StoredFile | null> {
      const file = bucket.file(path);
      let size: number;
      try {
        const [metadata] = await file.getMetadata();
        size = Number(metadata.size ?? 0);
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
      if (size > maxBytes) return { size, bytes: new Uint8Array() };
      // As stored: the SDK would otherwise undo a declared gzip encoding, and the bytes judged would not be those served.
      const [contents] = await file.download({ decompress: false });
      return { size: contents.length, bytes: new Uint8Array(contents) };
    },
    async setDownload(path, download) {
      const file = bucket.file(path);
      const [current] = await file.getMetadata();
      await file.setMetadata(servedAsDownload(download, current.metadata));
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

/** Firebase's download token: the storage's own, not the uploader's. */
const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** Patch semantics: `null` removes a field, and a custom key set to `null` is removed. */
export function servedAsDownload(download: ResumeDownload, customMetadata: unknown): Record<string, unknown> {
  const keys = customMetadata && typeof customMetadata === 'object' ? Object.keys(customMetadata).filter((key) => key !== DOWNLOAD_TOKENS_KEY) : [];
  return {
    ...download,
    contentEncoding: null,
    contentLanguage: null,
    ...(keys.length > 0 ? { metadata: Object.fromEntries(keys.map((key) => [key, null])) } : {}),
  };
}

type Fetch = (
  input: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown>; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> }>;

function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { ...headers, 'Accept-Encoding': 'identity' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: new Uint8Array(Buffer.concat(parts)) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `Bearer owner` is the emulators' administrative access; it means nothing in production. */
function emulatorBucket(host: string, bucket: string, fetchImpl: Fetch) {
  const base = `http://${host}/v0/b/${encodeURIComponent(bucket)}/o`;
  const headers = { Authorization: 'Bearer owner' };
  const failure = async (what: string, response: { status: number; text(): Promise<string> }) =>
    new Error(`Storage emulator: ${what} answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const objectUrl = (path: string) => `${base}/${encodeURIComponent(path)}`;
  return {
    base,
    headers,
    failure,
    objectUrl,
    async remove(path: string) {
      const response = await fetchImpl(objectUrl(path), { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404) throw await failure(`deleting ${path}`, response);
    },
  };
}

export function emulatorResumeFiles({ host, bucket, fetch: fetchImpl = fetch }: { host: string; bucket: string; fetch?: Fetch }): ResumeFiles {
  const { headers, failure, objectUrl, remove } = emulatorBucket(host, bucket, fetchImpl);
  return {
    async read(path, maxBytes) {
      const meta = await fetchImpl(objectUrl(path), { headers });
      if (meta.status === 404) return null;
      if (!meta.ok) throw await failure(`reading ${path}`, meta);
      const size = Number(((await meta.json()) as { size?: unknown }).size ?? 0);
      if (size > maxBytes) return { size, bytes: new Uint8Array() };
      // Not fetch: it would decode a declared Content-Encoding, and the bytes judged must be those stored.
      const media = await rawGet(`${objectUrl(path)}?alt=media`, headers);
      if (media.status === 404) return null;
      if (media.status !== 200) throw new Error(`Storage emulator: downloading ${path} answered HTTP ${media.status}: ${Buffer.from(media.bytes).toString('utf8').slice(0, 200)}`);
      return { size: media.bytes.length, bytes: media.bytes };
    },
    async setDownload(path, download) {
      const current = await fetchImpl(objectUrl(path), { headers });
      if (!current.ok) throw await failure(`reading ${path}`, current);
      const { metadata } = (await current.json()) as { metadata?: unknown };
      const response = await fetchImpl(objectUrl(path), {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(servedAsDownload(download, metadata)),
      });
      if (!response.ok) throw await failure(`updating ${path}`, response);
    },
    remove,
  };
}

export function emulatorObjectStore({ host, bucket, fetch: fetchImpl = fetch }: { host: string; bucket: string; fetch?: Fetch }): ObjectStore {
  const { base, headers, failure, objectUrl, remove } = emulatorBucket(host, bucket, fetchImpl);
  return {
    async listPage(prefix, pageToken) {
      const query = new URLSearchParams({ prefix, maxResults: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
      const response = await fetchImpl(`${base}?${query}`, { headers });
      if (!response.ok) throw await failure(`listing ${prefix}`, response);
      const page = (await response.json()) as { items?: { name?: unknown }[]; nextPageToken?: unknown };
      const names = (page.items ?? []).map((item) => item.name).filter((name): name is string => typeof name === 'string');
      const objects: StoredObject[] = [];
      let problem: Error | null = null;
      await inParallel(names, PARALLEL_REQUESTS, async (name) => {
        if (problem) return;
        const meta = await fetchImpl(objectUrl(name), { headers });
        if (meta.status === 404) return;
        if (!meta.ok) {
          problem = await failure(`reading ${name}`, meta);
          return;
        }
        const { timeCreated } = (await meta.json()) as { timeCreated?: unknown };
        objects.push({ path: name, createdAt: new Date(String(timeCreated ?? '')) });
      });
      if (problem) throw problem;
      objects.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      return { objects, nextPageToken: typeof page.nextPageToken === 'string' && page.nextPageToken !== '' ? page.nextPageToken : null };
    },
    remove,
  };
}

export function firestoreApplicantResumes(db: Firestore): ApplicantResumes {
  return {
    async resumeReferences() {
      const snapshot = await db.collection('applicants').select('resumeURL').get();
      return snapshot.docs.map((doc) => doc.get('resumeURL') as unknown);
    },
  };
}

/** Ordered by `createdAt`, then id: a single-field range and order need no composite index. */
export function firestoreApplicantRecords(db: Firestore): ApplicantRecords {
  const applicants = db.collection('applicants');
  // The exact stored times of the last page (microseconds; a Date keeps milliseconds), for the next page's cursor.
  const storedTimes = new Map<string, Timestamp>();
  return {
    async createdBefore(cutOff, limit, after) {
      let query = applicants
        .where('createdAt', '<', Timestamp.fromDate(cutOff))
        .orderBy('createdAt')
        .orderBy(FieldPath.documentId())
        .select('createdAt', 'resumeURL')
        .limit(limit);
      if (after) query = query.startAfter(storedTimes.get(after.id) ?? Timestamp.fromDate(after.createdAt), after.id);
      const snapshot = await query.get();
      storedTimes.clear();
      return snapshot.docs.map((doc): ExpiredApplicant => {
        const createdAt = doc.get('createdAt') as Timestamp;
        storedTimes.set(doc.id, createdAt);
        return { id: doc.id, createdAt: createdAt.toDate(), resumeURL: doc.get('resumeURL') as unknown };
      });
    },
    async remove(id) {
      await db.recursiveDelete(applicants.doc(id));
    },
  };
}

/** No client may read or write it: the rules deny what they do not name. */
export const SEARCH_REFRESH_STATE_PATH = 'maintenance/searchTerms';

export function firestoreSearchTermStore(db: Firestore): SearchTermStore {
  const stateRef = db.doc(SEARCH_REFRESH_STATE_PATH);
  return {
    async readState() {
      const snapshot = await stateRef.get();
      return snapshot.exists ? (snapshot.data() as SearchRefreshState) : null;
    },
    async writeState(state) {
      await stateRef.set(state);
    },
    async page(collection, limit, after) {
      let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(limit);
      if (after !== null) query = query.startAfter(after);
      const snapshot = await query.get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    },
    async setTerms(collection, ids, termsOf) {
      const written: string[] = [];
      await inParallel(ids, PARALLEL_REQUESTS, async (id) => {
        const ref = db.collection(collection).doc(id);
        const wrote = await db.runTransaction(async (transaction) => {
          const snapshot = await transaction.get(ref);
          const terms = snapshot.exists ? termsOf(snapshot.data() ?? {}) : null;
          if (terms === null) return false;
          transaction.update(ref, { searchTerms: terms });
          return true;
        });
        if (wrote) written.push(id);
      });
      return written;
    },
  };
}

export function firestoreApplicationResume(db: Firestore, id: string): ApplicationResume {
  const ref = db.collection('applicants').doc(id);
  return {
    async read() {
      const snapshot = await ref.get();
      return snapshot.exists ? { resumeURL: snapshot.get('resumeURL') as unknown, resumeProblem: snapshot.get('resumeProblem') as unknown } : null;
    },
    async markProblem(problem) {
      await ref.update({ resumeProblem: problem });
    },
  };
}
