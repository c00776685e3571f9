/**
 * The writes of the file store (uploads and deletes), loaded on the first of
 * them: pages that only show pictures never download them.
 */
import { UPLOAD_DEADLINE_MS, withDeadline } from '../core/deadline';
import type { FileStore } from '../core/create-data-api';
import { isNotFound } from './storage-errors';
import type { StorageSdk } from './storage-store';

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

export function createStorageWrites(sdk: StorageSdk, urlCache: Map<string, Promise<string | null>>): Pick<FileStore, 'put' | 'remove'> {
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
