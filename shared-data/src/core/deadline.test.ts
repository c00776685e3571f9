/**
 * @jest-environment node
 */
import { collections } from '../entities';
import { createDataApiFromStores } from './create-data-api';
import type { DocumentStore, FileStore, PublicForms } from './stores';
import { DeadlineExceededError, REQUEST_DEADLINE_MS, UNREACHABLE_RETRY_MS, UPLOAD_DEADLINE_MS, UPLOAD_STALL_MS, withDeadline } from './deadline';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('withDeadline', () => {
  it('gives a timely result, leaving no timer', async () => {
    const result = withDeadline('Saving', 1000, async () => 'done');
    await expect(result).resolves.toBe('done');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes on a timely failure', async () => {
    await expect(withDeadline('Saving', 1000, async () => Promise.reject(new Error('permission-denied')))).rejects.toThrow('permission-denied');
    await expect(
      withDeadline('Saving', 1000, () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
  });

  it('rejects and aborts at the deadline', async () => {
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

  it('gives up when progress stalls', async () => {
    let signal: AbortSignal | null = null;
    let progressed: () => void = () => undefined;
    const result = withDeadline(
      'The upload of images/a.png',
      60_000,
      (given, report) => {
        signal = given;
        progressed = report;
        return new Promise<void>(() => undefined);
      },
      { stallMs: 10_000 },
    );
    const settled = jest.fn();
    result.then(settled, settled);
    await jest.advanceTimersByTimeAsync(9_000);
    progressed();
    await jest.advanceTimersByTimeAsync(9_000);
    progressed();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    expect(signal!.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toEqual(new DeadlineExceededError('The upload of images/a.png', 10_000, 'stalled'));
    await expect(result).rejects.toThrow('The upload of images/a.png made no progress for 10 s.');
    expect(signal!.aborted).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives up at the deadline despite progress', async () => {
    let progressed: () => void = () => undefined;
    const result = withDeadline(
      'The upload of images/a.png',
      30_000,
      (_signal, report) => {
        progressed = report;
        return new Promise<void>(() => undefined);
      },
      { stallMs: 10_000 },
    );
    const failed = expect(result).rejects.toEqual(new DeadlineExceededError('The upload of images/a.png', 30_000));
    for (let second = 0; second < 30; second += 1) {
      progressed();
      await jest.advanceTimersByTimeAsync(1_000);
    }
    await failed;
    expect(jest.getTimerCount()).toBe(0);
  });

  it('without a stall window, progress changes nothing', async () => {
    let progressed: () => void = () => undefined;
    const result = withDeadline('Saving', 1_000, (_signal, report) => {
      progressed = report;
      return new Promise<void>(() => undefined);
    });
    const failed = expect(result).rejects.toEqual(new DeadlineExceededError('Saving', 1_000));
    await jest.advanceTimersByTimeAsync(999);
    progressed();
    await jest.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('states the request and upload deadlines', () => {
    expect(REQUEST_DEADLINE_MS).toBeGreaterThanOrEqual(10_000);
    expect(REQUEST_DEADLINE_MS).toBeLessThanOrEqual(20_000);
    expect(UNREACHABLE_RETRY_MS).toBeLessThan(UPLOAD_STALL_MS);
    // An application signs in, reads its limit and takes its ticket before the upload starts.
    expect(UPLOAD_STALL_MS).toBeLessThanOrEqual(20_000 - 3 * 1_000);
    // The largest file (5 MB) at about 0.5 Mbit/s.
    expect((5 * 1024 * 1024 * 8) / 0.5e6).toBeLessThan(UPLOAD_DEADLINE_MS / 1000);
    // The largest one-request upload (256 KB) at about 1.5 Mbit/s is answered well within the stall window.
    expect((256 * 1024 * 8) / 1.5e6).toBeLessThan(UPLOAD_STALL_MS / 1000 / 4);
  });
});

describe('an upload that stalls', () => {
  /** A file store whose uploads never progress nor finish unless cancelled, as an upload to an unanswering Storage (with the same deadlines as the Firebase store). */
  function stalledFiles() {
    const cancelled: string[] = [];
    const store: FileStore = {
      put: (path) =>
        withDeadline(
          `The upload of ${path}`,
          UPLOAD_DEADLINE_MS,
          (signal) =>
            new Promise<void>((_, reject) =>
              signal.addEventListener('abort', () => {
                cancelled.push(path);
                reject(new Error('canceled'));
              }),
            ),
          { stallMs: UPLOAD_STALL_MS },
        ),
      url: async () => null,
      blob: async () => null,
      remove: async () => undefined,
    };
    return { store, cancelled };
  }

  function recordingDocs() {
    const added: string[] = [];
    const docs: DocumentStore = {
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
      staffEmail: async () => null,
    };
    const forms: PublicForms = {
      submitQuote: async () => {
        added.push(collections.quotes);
        return { id: 'new-id', reference: null, indicativePrice: null };
      },
      startResumeUpload: async ({ fileName }) => ({ ticket: 'TicketTicketTicket012', path: `resume/TicketTicketTicket012/1-ab-${fileName}`, expiresAtMillis: Date.now() + 600_000 }),
      submitApplication: async () => {
        added.push(collections.applicants);
        return { id: 'new-id', reference: null };
      },
      acceptQuote: () => Promise.reject(new Error('not used here')),
      askAboutQuote: () => Promise.reject(new Error('not used here')),
    };
    return { docs, forms, added };
  }

  it('is cancelled and leaves no application behind', async () => {
    const { store, cancelled } = stalledFiles();
    const { docs, forms, added } = recordingDocs();
    const api = createDataApiFromStores(docs, store, forms);
    const resume = new File(['%PDF-1.4\n'], 'Asha.pdf', { type: 'application/pdf' });
    const progress = jest.fn();
    const created = api.applicants.create(
      { name: 'Asha', email: 'asha@example.com', number: '+91 98765 43210', position: 'Analyst', relocate: 'yes', experience: '0-1', resume, consent: true },
      { onProgress: progress },
    );
    const failed = expect(created).rejects.toMatchObject({ name: 'DeadlineExceededError', kind: 'stalled' });
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    await failed;
    expect(progress).toHaveBeenCalledWith({ sentBytes: 0, totalBytes: resume.size });
    expect(cancelled).toEqual([expect.stringMatching(/^resume\/.+-Asha\.pdf$/)]);
    expect(added).not.toContain(collections.applicants);
    expect(added).toEqual([]);
  });
});
