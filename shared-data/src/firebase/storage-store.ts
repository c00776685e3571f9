/**
 * The file half of the Firebase back end: Cloud Storage (locally its
 * emulator, or the project's stand-in for it where the emulator cannot run;
 * both speak the same API). Public pictures (`images/`) are shown through
 * their public media URL, built without the Storage SDK or a request; the SDK
 * (about 17 KB gzip) loads only to upload, delete or reach a private file.
 * Resumes are uploaded to be served as downloads (`Content-Disposition:
 * attachment`) and are read only through the signed-in SDK, never through a
 * download URL (which would be a permanent link carrying its own key).
 * An upload reports its progress and has a deadline (`UPLOAD_DEADLINE_MS`):
 * when it passes the upload is cancelled and rejects; while Storage cannot be
 * reached at all the SDK stops retrying after `UNREACHABLE_RETRY_MS`.
 */
import type { FirebaseApp } from 'firebase/app';
import type { FileStore } from '../core/create-data-api';
import { UNREACHABLE_RETRY_MS, UPLOAD_DEADLINE_MS, withDeadline } from '../core/deadline';
import { hostAndPort } from './host-and-port';

/** True for storage errors that mean "there is no such file". */
export function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'storage/object-not-found';
}

/** The public media URL of a stored object (readable without a token where the rules allow public reads). */
export function publicMediaUrl(bucket: string, path: string, emulatorHost: string | null): string {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

/**
 * The `Content-Disposition` of a stored resume: always a download, never shown
 * inline, named after the uploaded file (the `<time>-<random>-` prefix of
 * its unique path left out). The plain `filename` keeps only safe ASCII
 * characters; `filename*` carries the exact name, percent-encoded.
 */
export function attachmentDisposition(path: string): string {
  const stored = path.split('/').pop() ?? '';
  const name = stored.replace(/^\d+-[0-9a-f]+-/, '') || stored || 'resume';
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const connected = new WeakSet<object>();

export function createStorageStore(app: FirebaseApp, bucket: string, emulatorHost: string | null): FileStore {
  const sdk = async () => {
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

  return {
    async put(path, file, contentType, onProgress) {
      const { storage, ref } = await sdk();
      const download = path.startsWith('resume/') ? { contentDisposition: attachmentDisposition(path) } : {};
      await withDeadline(`The upload of ${path}`, UPLOAD_DEADLINE_MS, (signal) => {
        const task = storage.uploadBytesResumable(ref(path), file, { contentType, ...download });
        signal.addEventListener('abort', () => task.cancel(), { once: true });
        return new Promise<void>((resolve, reject) => {
          task.on('state_changed', (snapshot) => onProgress?.(snapshot.bytesTransferred, snapshot.totalBytes), reject, () => resolve());
        });
      });
      urlCache.delete(path);
    },
    publicUrl(path) {
      return path.startsWith('images/') ? publicMediaUrl(bucket, path, emulatorHost) : undefined;
    },
    async blob(path) {
      const { storage, ref } = await sdk();
      try {
        // The signed-in SDK (the caller's ID token in the request), never a download URL.
        if (typeof document !== 'undefined') return await storage.getBlob(ref(path));
        // The SDK's Node build has no getBlob: the same signed-in read, as bytes.
        const [bytes, metadata] = await Promise.all([storage.getBytes(ref(path)), storage.getMetadata(ref(path))]);
        return new Blob([bytes], { type: metadata.contentType ?? '' });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    url(path) {
      let url = urlCache.get(path);
      if (!url) {
        url = sdk()
          .then(({ storage, ref }) => storage.getDownloadURL(ref(path)))
          .catch((error: unknown) => {
            urlCache.delete(path);
            if (isNotFound(error)) return null;
            throw error;
          });
        urlCache.set(path, url);
      }
      return url;
    },
    async remove(path) {
      urlCache.delete(path);
      const { storage, ref } = await sdk();
      try {
        await storage.deleteObject(ref(path));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
