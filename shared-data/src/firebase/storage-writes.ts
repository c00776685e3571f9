import { REQUEST_DEADLINE_MS, UPLOAD_DEADLINE_MS, UPLOAD_STALL_MS, withDeadline } from '../core/deadline';
import type { FileStore } from '../core/stores';
import { attachmentDisposition } from '../schemas/resume-check';
import { isNotFound } from './storage-errors';
import type { Firebase } from './firebase-app';

/** Always a download, never inline; the server renames the file once it has checked it (server/resume-check.ts). */
export function uploadDisposition(path: string): string {
  const stored = path.split('/').pop() ?? '';
  return attachmentDisposition(stored.replace(/^\d+-[0-9a-f]+-/, '') || stored || 'resume');
}

export function createStorageWrites(sdk: Firebase['storage'], urlCache: Map<string, Promise<string | null>>): Pick<FileStore, 'put' | 'remove'> {
  return {
    async put(path, file, contentType, onProgress) {
      const { sdk: storage, ref } = await sdk();
      const download = path.startsWith('resume/') ? { contentDisposition: uploadDisposition(path) } : {};
      await withDeadline(
        `The upload of ${path}`,
        UPLOAD_DEADLINE_MS,
        (signal, progressed) => {
          const task = storage.uploadBytesResumable(ref(path), file, { contentType, ...download });
          signal.addEventListener('abort', () => task.cancel(), { once: true });
          let sent = 0;
          return new Promise<void>((resolve, reject) => {
            task.on(
              'state_changed',
              (snapshot) => {
                // Only bytes sent count: the task also reports changes of its state.
                if (snapshot.bytesTransferred > sent) progressed();
                sent = Math.max(sent, snapshot.bytesTransferred);
                onProgress?.(snapshot.bytesTransferred, snapshot.totalBytes);
              },
              reject,
              () => resolve(),
            );
          });
        },
        { stallMs: UPLOAD_STALL_MS },
      );
      urlCache.delete(path);
    },
    async remove(path) {
      urlCache.delete(path);
      const { sdk: storage, ref } = await sdk();
      try {
        await withDeadline(`Deleting ${path}`, REQUEST_DEADLINE_MS, () => storage.deleteObject(ref(path)));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
