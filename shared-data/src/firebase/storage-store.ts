// Resumes are read only through the signed-in SDK, never a download URL (a permanent link carrying its own key).
import type { FileStore } from '../core/stores';
import { REQUEST_DEADLINE_MS, withDeadline } from '../core/deadline';
import { operationsOnUse } from '../core/lazy-operations';
import type { Firebase } from './firebase-app';
import { isNotFound } from './storage-errors';

export function publicMediaUrl(bucket: string, path: string, emulatorHost: string | null): string {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

export function createStorageStore(firebase: Firebase): FileStore {
  const sdk = firebase.storage;
  const { storageBucket } = firebase.config.firebase;
  const emulatorHost = firebase.config.emulators.storage;
  const urlCache = new Map<string, Promise<string | null>>();
  const writes = operationsOnUse<Pick<FileStore, 'put' | 'remove'>>(
    { writes: ['put', 'remove'] },
    { writes: () => import('./storage-writes').then(({ createStorageWrites }) => createStorageWrites(sdk, urlCache)) },
  );

  return {
    ...writes,
    publicUrl(path) {
      return path.startsWith('images/') ? publicMediaUrl(storageBucket, path, emulatorHost) : undefined;
    },
    async blob(path) {
      const { sdk: storage, ref } = await sdk();
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
          .then(({ sdk: storage, ref }) => withDeadline(`Reading the address of ${path}`, REQUEST_DEADLINE_MS, () => storage.getDownloadURL(ref(path))))
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
