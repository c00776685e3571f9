/**
 * @jest-environment node
 */
import type { FirebaseApp } from 'firebase/app';
import { DeadlineExceededError, UNREACHABLE_RETRY_MS, UPLOAD_DEADLINE_MS, UPLOAD_STALL_MS } from '../core/deadline';
import { parseAppConfig } from '../config';
import { testAppConfig } from '../testing/app-config';
import { connectFirebase } from './firebase-app';
import { createStorageStore } from './storage-store';
import { uploadDisposition } from './storage-writes';

/** The Storage SDK as far as an upload goes: each upload task is kept so a test can report progress, finish it, or see it cancelled. */
const sdk = {
  instance: { maxUploadRetryTime: 600_000, maxOperationRetryTime: 120_000 },
  tasks: [] as { path: string; cancelled: boolean; progress: (sent: number, total: number) => void; finish: () => void }[],
};
jest.mock('firebase/storage', () => ({
  getStorage: () => sdk.instance,
  connectStorageEmulator: () => undefined,
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: (ref: { fullPath: string }) => {
    const listeners: { next?: (s: { bytesTransferred: number; totalBytes: number }) => void; error?: (e: Error) => void; complete?: () => void } = {};
    const task = {
      path: ref.fullPath,
      cancelled: false,
      progress: (sent: number, total: number) => listeners.next?.({ bytesTransferred: sent, totalBytes: total }),
      finish: () => listeners.complete?.(),
    };
    sdk.tasks.push(task);
    return {
      on: (_event: string, next: typeof listeners.next, error: typeof listeners.error, complete: typeof listeners.complete) => Object.assign(listeners, { next, error, complete }),
      cancel: () => {
        task.cancelled = true;
        listeners.error?.(Object.assign(new Error('User canceled the upload/download.'), { code: 'storage/canceled' }));
        return true;
      },
    };
  },
}));

describe('uploads to Cloud Storage', () => {
  const app = {} as FirebaseApp;
  const config = parseAppConfig(testAppConfig({ emulators: { auth: null, firestore: null, storage: null, functions: null } }));
  beforeEach(() => {
    sdk.tasks.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('report progress, and give up when unreachable', async () => {
    const store = createStorageStore(connectFirebase(config, app));
    const progress = jest.fn();
    const put = store.put('images/1-a-harbour.png', new Blob(['x'.repeat(100)]), 'image/png', progress);
    await jest.advanceTimersByTimeAsync(0);
    expect(sdk.instance).toMatchObject({ maxUploadRetryTime: UNREACHABLE_RETRY_MS, maxOperationRetryTime: UNREACHABLE_RETRY_MS });
    sdk.tasks[0]!.progress(40, 100);
    expect(progress).toHaveBeenLastCalledWith(40, 100);
    sdk.tasks[0]!.progress(100, 100);
    sdk.tasks[0]!.finish();
    await expect(put).resolves.toBeUndefined();
    expect(sdk.tasks[0]!.cancelled).toBe(false);
  });

  it('are cancelled when no bytes are acknowledged', async () => {
    const store = createStorageStore(connectFirebase(config, app));
    const put = store.put('resume/1-a-cv.pdf', new Blob(['%PDF-1.4']), 'application/pdf');
    const failed = expect(put).rejects.toEqual(new DeadlineExceededError('The upload of resume/1-a-cv.pdf', UPLOAD_STALL_MS, 'stalled'));
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(sdk.tasks[0]!.cancelled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(sdk.tasks[0]!.cancelled).toBe(true);
  });

  it('count only bytes sent as progress', async () => {
    const store = createStorageStore(connectFirebase(config, app));
    const put = store.put('images/1-a-harbour.png', new Blob(['x'.repeat(1000)]), 'image/png');
    const failed = expect(put).rejects.toMatchObject({ kind: 'stalled' });
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1_000);
    sdk.tasks[0]!.progress(500, 1000);
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1_000);
    // The same count again (a change of the task's state) is no progress.
    sdk.tasks[0]!.progress(500, 1000);
    await jest.advanceTimersByTimeAsync(1_000);
    await failed;
    expect(sdk.tasks[0]!.cancelled).toBe(true);
  });

  it('let a large slow upload finish', async () => {
    const size = 5 * 1024 * 1024;
    const bytesPerSecond = 1.5e6 / 8;
    const store = createStorageStore(connectFirebase(config, app));
    const progress = jest.fn();
    const put = store.put('resume/1-a-cv.pdf', new Blob([new Uint8Array(size)]), 'application/pdf', progress);
    await jest.advanceTimersByTimeAsync(0);
    let sent = 0;
    while (sent < size) {
      await jest.advanceTimersByTimeAsync(1_000);
      sent = Math.min(size, sent + bytesPerSecond);
      sdk.tasks[0]!.progress(sent, size);
    }
    sdk.tasks[0]!.finish();
    await expect(put).resolves.toBeUndefined();
    expect(progress).toHaveBeenLastCalledWith(size, size);
    expect(sdk.tasks[0]!.cancelled).toBe(false);
  });

  it('stop at the deadline, even while progressing', async () => {
    const store = createStorageStore(connectFirebase(config, app));
    const put = store.put('resume/1-a-cv.pdf', new Blob([new Uint8Array(1_000_000)]), 'application/pdf');
    const failed = expect(put).rejects.toEqual(new DeadlineExceededError('The upload of resume/1-a-cv.pdf', UPLOAD_DEADLINE_MS));
    await jest.advanceTimersByTimeAsync(0);
    for (let second = 1; second <= UPLOAD_DEADLINE_MS / 1000; second += 1) {
      sdk.tasks[0]!.progress(second, 1_000_000);
      await jest.advanceTimersByTimeAsync(1_000);
    }
    await failed;
    expect(sdk.tasks[0]!.cancelled).toBe(true);
  });
});

describe('uploadDisposition (how a resume is served until the server names it)', () => {
  it('is a download named after the file', () => {
    expect(uploadDisposition('resume/1732240000000-a1b2c3d4e5f6-Asha-Rao.pdf')).toBe(
      `attachment; filename="Asha-Rao.pdf"; filename*=UTF-8''Asha-Rao.pdf`,
    );
  });

  it('encodes unsafe characters only in filename*', () => {
    const header = uploadDisposition('resume/1-ab-CV "final"\r\nSet-Cookie: x=1; Résumé(1).docx');
    expect(header).toBe(
      `attachment; filename="CV _final___Set-Cookie_ x_1_ R_sum__1_.docx"; filename*=UTF-8''CV%20%22final%22%0D%0ASet-Cookie%3A%20x%3D1%3B%20R%C3%A9sum%C3%A9%281%29.docx`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('falls back to the stored name, or "resume"', () => {
    expect(uploadDisposition('resume/cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(uploadDisposition('resume/')).toBe(`attachment; filename="resume"; filename*=UTF-8''resume`);
  });
});
