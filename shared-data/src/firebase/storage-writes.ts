/**
 * The writes of the file store (uploads and deletes), loaded on the first of
 * them: pages that only show pictures never download them.
 */
import { UPLOAD_DEADLINE_MS, withDeadline } from '../core/deadline';
import type { FileStore } from '../core/create-data-api';
import { attachmentDisposition } from '../server/resume-check';
import { isNotFound } from './storage-errors';
import type { StorageSdk } from './storage-store';

/**
 * The `Content-Disposition` a resume is uploaded with: always a download,
 * never shown inline, named after the uploaded file (the `<time>-<random>-`
 * prefix of its unique path left out) until the server checks it and names
 * it `resume-<reference>.<type>` (server/resume-check.ts).
 */
export function uploadDisposition(path: string): string {
  const stored = path.split('/').pop() ?? '';
  return attachmentDisposition(stored.replace(/^\d+-[0-9a-f]+-/, '') || stored || 'resume');
}

export function createStorageWrites(sdk: StorageSdk, urlCache: Map<string, Promise<string | null>>): Pick<FileStore, 'put' | 'remove'> {
  return {
    async put(path, file, contentType, onProgress) {
      const { storage, ref } = await sdk();
      const download = path.startsWith('resume/') ? { contentDisposition: uploadDisposition(path) } : {};
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
