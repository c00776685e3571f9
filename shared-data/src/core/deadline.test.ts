/**
 * @jest-environment node
 */
import { collections } from '../entities';
import { createDataApiFromStores, type DocumentStore, type FileStore } from './create-data-api';
import { DeadlineExceededError, UNREACHABLE_RETRY_MS, UPLOAD_DEADLINE_MS, WRITE_DEADLINE_MS, withDeadline } from './deadline';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('withDeadline', () => {
  it('gives the result of work that finishes in time, and leaves no timer behind', async () => {
    const result = withDeadline('Saving', 1000, async () => 'done');
    await expect(result).resolves.toBe('done');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes on the failure of work that fails in time', async () => {
    await expect(withDeadline('Saving', 1000, async () => Promise.reject(new Error('permission-denied')))).rejects.toThrow('permission-denied');
    await expect(
      withDeadline('Saving', 1000, () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
  });

  it('rejects when the deadline passes, aborts the work and ignores its late result', async () => {
    let signal: AbortSignal | null = null;
    let finish: (value: string) => void = () => undefined;
    const result = withDeadline('The upload of resume/cv.pdf', 30_000, (given) => {
      signal = given;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    const settled = jest.fn();
    result.then(settled, settled);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    expect(signal!.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toEqual(new DeadlineExceededError('The upload of resume/cv.pdf', 30_000));
    await expect(result).rejects.toThrow('The upload of resume/cv.pdf did not finish within 30 s.');
    expect(signal!.aborted).toBe(true);
    finish('too late');
    await expect(result).rejects.toBeInstanceOf(DeadlineExceededError);
  });

  it('states the deadlines: about 30 s for an upload of the largest file on a slow connection, writes shorter, an unreachable service sooner', () => {
    expect(UPLOAD_DEADLINE_MS).toBe(30_000);
    // 5 MB at about 1.5 Mbit/s.
    expect((5 * 1024 * 1024 * 8) / 1.5e6).toBeLessThan(UPLOAD_DEADLINE_MS / 1000);
    expect(WRITE_DEADLINE_MS).toBeLessThan(UPLOAD_DEADLINE_MS);
    expect(UNREACHABLE_RETRY_MS).toBeLessThan(WRITE_DEADLINE_MS);
  });
});

describe('an upload that passes its deadline', () => {
  /** A file store whose uploads never finish unless cancelled, as an upload to an unanswering Storage (with the same deadline as the Firebase store). */
  function stalledFiles() {
    const cancelled: string[] = [];
    const store: FileStore = {
      put: (path) =>
        withDeadline(`The upload of ${path}`, UPLOAD_DEADLINE_MS, (signal) => new Promise<void>((_, reject) => signal.addEventListener('abort', () => {
          cancelled.push(path);
          reject(new Error('canceled'));
        }))),
      url: async () => null,
      blob: async () => null,
      remove: async () => undefined,
    };
    return { store, cancelled };
  }

  function recordingDocs() {
    const added: string[] = [];
    const docs: DocumentStore = {
      writer: async () => ({ uid: 'visitor', limited: true }),
      readLimit: async () => null,
      addLimited: async (collection) => {
        added.push(collection);
        return 'new-id';
      },
      takeTicket: async () => undefined,
      list: async () => [],
      get: async () => null,
      add: async (collection) => {
        added.push(collection);
        return 'new-id';
      },
      update: async () => undefined,
      remove: async () => undefined,
      subscribe: () => () => undefined,
      page: async () => ({ docs: [], last: null }),
      count: async () => 0,
      replaceFields: async () => undefined,
      listSub: async () => [],
      addSub: async () => 'new-id',
      updateWithHistory: async () => undefined,
      removeWithSubs: async () => undefined,
      readReceipt: async () => null,
      staffEmail: async () => null,
    };
    return { docs, added };
  }

  it('is cancelled and leaves no application behind', async () => {
    const { store, cancelled } = stalledFiles();
    const { docs, added } = recordingDocs();
    const api = createDataApiFromStores(docs, store);
    const resume = new File(['%PDF-1.4\n'], 'Asha.pdf', { type: 'application/pdf' });
    const progress = jest.fn();
    const created = api.applicants.create(
      { name: 'Asha', email: 'asha@example.com', number: '+91 98765 43210', position: 'Analyst', relocate: 'yes', experience: '0-1', resume, consent: true },
      { onProgress: progress },
    );
    const failed = expect(created).rejects.toBeInstanceOf(DeadlineExceededError);
    await jest.advanceTimersByTimeAsync(UPLOAD_DEADLINE_MS);
    await failed;
    expect(progress).toHaveBeenCalledWith({ sentBytes: 0, totalBytes: resume.size });
    expect(cancelled).toEqual([expect.stringMatching(/^resume\/.+-Asha\.pdf$/)]);
    expect(added).not.toContain(collections.applicants);
    expect(added).toEqual([]);
  });
});
