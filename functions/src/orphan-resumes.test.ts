/**
 * @jest-environment node
 */
import { DEFAULT_GRACE_MS, inParallel, referencedPath, sweepOrphanResumes, type ObjectStore, type StoredObject } from './orphan-resumes';

const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** An in-memory bucket listed `pageSize` objects at a time, that records deletions and how many ran at once. */
function memoryObjects(objects: StoredObject[], failOn: string[] = [], pageSize = 1000) {
  const stored = new Map(objects.map((object) => [object.path, object]));
  const removed: string[] = [];
  const pagesRead: (string | null)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const store: ObjectStore = {
    listPage: async (prefix, pageToken) => {
      pagesRead.push(pageToken);
      const all = [...stored.values()].filter((object) => object.path.startsWith(prefix)).sort((a, b) => a.path.localeCompare(b.path));
      // As Cloud Storage's, a page token names where the listing goes on (after that path), so deletions do not shift pages.
      const rest = pageToken === null ? all : all.filter((object) => object.path > pageToken);
      const page = rest.slice(0, pageSize);
      return { objects: page, nextPageToken: rest.length > pageSize ? (page[page.length - 1]?.path ?? null) : null };
    },
    remove: async (path) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (failOn.includes(path)) throw new Error('permission denied');
      removed.push(path);
      stored.delete(path);
    },
  };
  return { store, removed, stored, pagesRead, mostAtOnce: () => mostAtOnce };
}

const references = (values: unknown[]) => ({ resumeReferences: async () => values });

describe('sweepOrphanResumes', () => {
  it('deletes an old orphan, keeps a referenced resume', async () => {
    const { store, removed } = memoryObjects([
      { path: 'resume/1-a-kept.pdf', createdAt: minutesAgo(120) },
      { path: 'resume/2-b-orphan.pdf', createdAt: minutesAgo(120) },
    ]);
    const result = await sweepOrphanResumes({ objects: store, applicants: references(['resume/1-a-kept.pdf']), now });
    expect(removed).toEqual(['resume/2-b-orphan.pdf']);
    expect(result).toEqual({ checked: 2, tooRecent: 0, referenced: 1, deleted: ['resume/2-b-orphan.pdf'], failed: [], complete: true });
  });

  it('never deletes a resume within the grace period', async () => {
    const { store, removed } = memoryObjects([
      { path: 'resume/new.pdf', createdAt: minutesAgo(5) },
      { path: 'resume/just-under.pdf', createdAt: new Date(now.getTime() - DEFAULT_GRACE_MS + 1) },
      { path: 'resume/at-limit.pdf', createdAt: new Date(now.getTime() - DEFAULT_GRACE_MS) },
    ]);
    const result = await sweepOrphanResumes({ objects: store, applicants: references([]), now });
    expect(removed).toEqual(['resume/at-limit.pdf']);
    expect(result.tooRecent).toBe(2);
  });

  it('keeps an object with an unreadable creation time', async () => {
    const { store, removed } = memoryObjects([{ path: 'resume/unknown.pdf', createdAt: new Date('not a date') }]);
    const result = await sweepOrphanResumes({ objects: store, applicants: references([]), now });
    expect(removed).toEqual([]);
    expect(result.tooRecent).toBe(1);
  });

  it('takes the grace period given', async () => {
    const { store, removed } = memoryObjects([{ path: 'resume/fresh.pdf', createdAt: now }]);
    await sweepOrphanResumes({ objects: store, applicants: references([]), now, graceMs: 0 });
    expect(removed).toEqual(['resume/fresh.pdf']);
    await expect(sweepOrphanResumes({ objects: store, applicants: references([]), now, graceMs: -1 })).rejects.toThrow('The grace period must be');
  });

  it('recognises a reference by download URL', async () => {
    const { store, removed } = memoryObjects([
      { path: 'resume/1-a-My CV.pdf', createdAt: minutesAgo(90) },
      { path: 'resume/2-b-other.pdf', createdAt: minutesAgo(90) },
    ]);
    const url = 'https://firebasestorage.googleapis.com/v0/b/seawave.appspot.com/o/resume%2F1-a-My%20CV.pdf?alt=media&token=abc';
    await sweepOrphanResumes({ objects: store, applicants: references([url, null, 42, '']), now });
    expect(removed).toEqual(['resume/2-b-other.pdf']);
  });

  it('only ever touches objects under resume/', async () => {
    const { store, removed } = memoryObjects([
      { path: 'images/photo.png', createdAt: minutesAgo(600) },
      { path: 'resumes-old/x.pdf', createdAt: minutesAgo(600) },
    ]);
    const result = await sweepOrphanResumes({ objects: { ...store, listPage: async (_prefix, token) => store.listPage('', token) }, applicants: references([]), now });
    expect(removed).toEqual([]);
    expect(result.checked).toBe(0);
  });

  it('deletes nothing if applicants are unreadable', async () => {
    const { store, removed } = memoryObjects([{ path: 'resume/a.pdf', createdAt: minutesAgo(600) }]);
    const failing = { resumeReferences: async () => Promise.reject(new Error('Firestore unavailable')) };
    await expect(sweepOrphanResumes({ objects: store, applicants: failing, now })).rejects.toThrow('Firestore unavailable');
    expect(removed).toEqual([]);
  });

  it('reads no applicants when nothing is old enough', async () => {
    const { store } = memoryObjects([{ path: 'resume/new.pdf', createdAt: minutesAgo(1) }]);
    const resumeReferences = jest.fn(async () => []);
    await sweepOrphanResumes({ objects: store, applicants: { resumeReferences }, now });
    expect(resumeReferences).not.toHaveBeenCalled();
  });

  it('reports a failed deletion and goes on', async () => {
    const { store, removed } = memoryObjects(
      [
        { path: 'resume/locked.pdf', createdAt: minutesAgo(90) },
        { path: 'resume/free.pdf', createdAt: minutesAgo(90) },
      ],
      ['resume/locked.pdf'],
    );
    const lines: string[] = [];
    const result = await sweepOrphanResumes({ objects: store, applicants: references([]), now, log: (line) => lines.push(line) });
    expect(removed).toEqual(['resume/free.pdf']);
    expect(result.failed).toEqual(['resume/locked.pdf']);
    expect(lines).toEqual(expect.arrayContaining([expect.stringContaining('Could not delete resume/locked.pdf: permission denied')]));
  });
});

describe("resumes in their uploaders' folders", () => {
  it('are found across listing pages; orphans deleted', async () => {
    const paths = [
      'resume/5-e-legacy-kept.pdf',
      'resume/6-f-legacy-orphan.pdf',
      'resume/uidA/1-a1-asha.pdf',
      'resume/uidA/2-a2-orphan.pdf',
      'resume/uidB/3-b1-ravi.pdf',
      'resume/uidB/4-b2-orphan.pdf',
      'resume/uidC/7-c1-orphan.pdf',
    ];
    const { store, removed, stored, pagesRead } = memoryObjects(
      paths.map((path) => ({ path, createdAt: minutesAgo(90) })),
      [],
      2,
    );
    const kept = ['resume/uidA/1-a1-asha.pdf', 'resume/uidB/3-b1-ravi.pdf', 'resume/5-e-legacy-kept.pdf'];
    const result = await sweepOrphanResumes({ objects: store, applicants: references(kept), now });
    expect(pagesRead).toHaveLength(4);
    expect(result).toMatchObject({ checked: 7, tooRecent: 0, referenced: 3, failed: [], complete: true });
    expect(result.deleted).toEqual(['resume/6-f-legacy-orphan.pdf', 'resume/uidA/2-a2-orphan.pdf', 'resume/uidB/4-b2-orphan.pdf', 'resume/uidC/7-c1-orphan.pdf']);
    expect(removed.sort()).toEqual(result.deleted);
    expect([...stored.keys()].sort()).toEqual([...kept].sort());
  });
});

describe('a burst of orphaned uploads', () => {
  const burst = (count: number) =>
    Array.from({ length: count }, (_, i): StoredObject => ({ path: `resume/${String(i).padStart(4, '0')}-x-cv.pdf`, createdAt: minutesAgo(60) }));

  it('is cleared in one run, deleting in parallel', async () => {
    const { store, removed, stored, pagesRead, mostAtOnce } = memoryObjects([...burst(250), { path: 'resume/kept.pdf', createdAt: minutesAgo(60) }], [], 100);
    const resumeReferences = jest.fn(async () => ['resume/kept.pdf']);
    const result = await sweepOrphanResumes({ objects: store, applicants: { resumeReferences }, now, parallel: 10 });
    expect(pagesRead).toEqual([null, 'resume/0099-x-cv.pdf', 'resume/0199-x-cv.pdf']);
    expect(resumeReferences).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ checked: 251, tooRecent: 0, referenced: 1, failed: [], complete: true });
    expect(result.deleted).toHaveLength(250);
    expect(removed).toHaveLength(250);
    expect([...stored.keys()]).toEqual(['resume/kept.pdf']);
    expect(mostAtOnce()).toBe(10);
  });

  it('stops at its time budget, reporting incomplete', async () => {
    const { store, pagesRead } = memoryObjects(burst(30), [], 10);
    let time = 0;
    const clock = () => {
      time += 40;
      return time;
    };
    const result = await sweepOrphanResumes({ objects: store, applicants: references([]), now, timeBudgetMs: 100, clock });
    expect(pagesRead).toEqual([null, 'resume/0009-x-cv.pdf']);
    expect(result).toMatchObject({ checked: 20, complete: false });
    expect(result.deleted).toHaveLength(20);
  });
});

describe('inParallel', () => {
  it('runs every task within the limit', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      done.push(n);
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    await expect(inParallel([], 3, async () => undefined)).resolves.toBeUndefined();
  });
});

describe('referencedPath', () => {
  it('reads a storage path or download URL only', () => {
    expect(referencedPath('resume/cv.pdf')).toBe('resume/cv.pdf');
    expect(referencedPath('/resume/cv.pdf')).toBe('resume/cv.pdf');
    expect(referencedPath('http://127.0.0.1:9199/v0/b/demo.appspot.com/o/resume%2Fcv.pdf?alt=media')).toBe('resume/cv.pdf');
    expect(referencedPath('https://example.com/cv.pdf')).toBeNull();
    expect(referencedPath('https://firebasestorage.googleapis.com/v0/b/x/o/%E0%A4%A')).toBeNull();
    expect(referencedPath('')).toBeNull();
    expect(referencedPath(undefined)).toBeNull();
  });
});
