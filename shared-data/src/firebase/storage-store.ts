/**
 * The file half of the Firebase back end: Cloud Storage (locally its
 * emulator, or the project's stand-in for it where the emulator cannot run;
 * both speak the same API). Public pictures (`images/`) are shown through
 * their public media URL, built without the Storage SDK or a request; the SDK
 * (about 17 KB gzip) loads only to upload, delete or reach a private file.
 * Resumes are uploaded to be served as downloads (`Content-Disposition:
 * attachment`) and are read only through the signed-in SDK, never through a
 * download URL (which would be a permanent link carrying its own key).
 * An upload reports its progress and is cancelled (and rejects) once no
 * bytes have been acknowledged for `UPLOAD_STALL_MS` (see storage-writes.ts);
 * a read of a file has `REQUEST_DEADLINE_MS`; while Storage cannot be
 * reached at all the SDK stops retrying after `UNREACHABLE_RETRY_MS`.
 * Uploads and deletes (`storage-writes.ts`) load on their first call.
 */
import type { FirebaseApp } from 'firebase/app';
import type * as StorageModule from 'firebase/storage';
import type { FileStore } from '../core/create-data-api';
import { REQUEST_DEADLINE_MS, UNREACHABLE_RETRY_MS, withDeadline } from '../core/deadline';
import { lazyOperations, loadOnce } from '../core/lazy-operations';
import { hostAndPort } from './host-and-port';
import { isNotFound } from './storage-errors';

/** The public media URL of a stored object (readable without a token where the rules allow public reads). */
export function publicMediaUrl(bucket: string, path: string, emulatorHost: string | null): string {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

const connected = new WeakSet<object>();

/** The Storage SDK, loaded on first use, and a reference to a stored path. */
export type StorageSdk = () => Promise<{ storage: typeof StorageModule; ref: (path: string) => StorageModule.StorageReference }>;

export function createStorageStore(app: FirebaseApp, bucket: string, emulatorHost: string | null): FileStore {
  const sdk: StorageSdk = async () => {
    const storage = await import('firebase/storage');
    const instance = storage.getStorage(app);
    if (!connected.has(instance)) {
      if (emulatorHost) {
        const { host, port } = hostAndPort(emulatorHost);
        storage.connectStorageEmulator(instance, host, port);
      }
      // The SDK's own defaults retry an unreachable service for 10 minutes (uploads) and 2 minutes (other calls).
      instance.maxUploadRetryTime = UNREACHABLE_RETRY_MS;
      instance.maxOperationRetryTime = UNREACHABLE_RETRY_MS;
      connected.add(instance);
    }
    return { storage, ref: (path: string) => storage.ref(instance, path) };
  };
  const urlCache = new Map<string, Promise<string | null>>();
  const writes = loadOnce(() => import('./storage-writes').then(({ createStorageWrites }) => createStorageWrites(sdk, urlCache)));

  return {
    ...lazyOperations(writes, ['put', 'remove']),
    publicUrl(path) {
      return path.startsWith('images/') ? publicMediaUrl(bucket, path, emulatorHost) : undefined;
    },
    async blob(path) {
      const { storage, ref } = await sdk();
      try {
        // The signed-in SDK (the caller's ID token in the request), never a download URL.
        return await withDeadline(`Reading ${path}`, REQUEST_DEADLINE_MS, async () => {
          if (typeof document !== 'undefined') return storage.getBlob(ref(path));
          // The SDK's Node build has no getBlob: the same signed-in read, as bytes.
          const [bytes, metadata] = await Promise.all([storage.getBytes(ref(path)), storage.getMetadata(ref(path))]);
          return new Blob([bytes], { type: metadata.contentType ?? '' });
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    url(path) {
      let url = urlCache.get(path);
      if (!url) {
        url = sdk()
          .then(({ storage, ref }) => withDeadline(`Reading the address of ${path}`, REQUEST_DEADLINE_MS, () => storage.getDownloadURL(ref(path))))
          .catch((error: unknown) => {
            urlCache.delete(path);
            if (isNotFound(error)) return null;
            throw error;
          });
        urlCache.set(path, url);
      }
      return url;
    },
  };
}
