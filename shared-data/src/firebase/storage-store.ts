// Resumes are read only through the signed-in SDK, never a download URL (a permanent link carrying its own key).
import type { FirebaseApp } from 'firebase/app';
import type * as StorageModule from 'firebase/storage';
import type { FileStore } from '../core/stores';
import { REQUEST_DEADLINE_MS, UNREACHABLE_RETRY_MS, withDeadline } from '../core/deadline';
import { lazyOperations, loadOnce } from '../core/lazy-operations';
import { hostAndPort } from './host-and-port';
import { isNotFound } from './storage-errors';

export function publicMediaUrl(bucket: string, path: string, emulatorHost: string | null): string {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

const connected = new WeakSet<object>();

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
      // The SDK's defaults retry an unreachable service for 10 minutes (uploads) and 2 minutes (other calls).
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
        return await withDeadline(`Reading ${path}`, REQUEST_DEADLINE_MS, async () => {
          if (typeof document !== 'undefined') return storage.getBlob(ref(path));
          // The SDK's Node build has no getBlob.
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
