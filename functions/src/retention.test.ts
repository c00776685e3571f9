/**
 * @jest-environment node
 */
import type { ObjectStore } from './orphan-resumes';
import { DAY_MS, checkRetentionDays, deleteExpiredApplicants, retentionCutOff, type ApplicantRecords, type ExpiredApplicant } from './retention';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** Applicants in memory, read as Firestore would: created before the cut-off, oldest first, then by id, after a cursor. */
function memoryApplicants(initial: ExpiredApplicant[], failing: readonly string[] = []) {
  const stored = new Map(initial.map((applicant) => [applicant.id, applicant]));
  const pages: number[] = [];
  const records: ApplicantRecords = {
    async createdBefore(cutOff, limit, after) {
      const sorted = [...stored.values()]
        .filter((applicant) => applicant.createdAt < cutOff)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
      const start = after ? sorted.findIndex((applicant) => applicant.createdAt > after.createdAt || (applicant.createdAt.getTime() === after.createdAt.getTime() && applicant.id > after.id)) : 0;
      const page = start < 0 ? [] : sorted.slice(start, start + limit);
      pages.push(page.length);
      return page;
    },
    async remove(id) {
      if (failing.includes(id)) throw new Error('unavailable');
      stored.delete(id);
    },
  };
  return { records, ids: () => [...stored.keys()].sort(), pages };
}

function memoryFiles(paths: string[], failing: readonly string[] = []) {
  const files = new Set(paths);
  const objects: ObjectStore = {
    async listPage() {
      return { objects: [], nextPageToken: null };
    },
    async remove(path) {
      if (failing.includes(path)) throw new Error('unavailable');
      files.delete(path);
    },
  };
  return { objects, paths: () => [...files].sort() };
}

describe('retentionCutOff', () => {
  it('is the given days before now', () => {
    expect(retentionCutOff(now, 180).toISOString()).toBe('2026-05-29T12:00:00.000Z');
  });

  it.each([0, -3, 1.5, '180', Number.NaN])('refuses a retention period of %p', (days) => {
    expect(() => checkRetentionDays(days)).toThrow(`The retention period must be a whole number of days from 1; got ${String(days)}.`);
  });
});

describe('deleteExpiredApplicants', () => {
  it('deletes applicants past the period, with resumes', async () => {
    const applicants = memoryApplicants([
      { id: 'old-1', createdAt: daysAgo(400), resumeURL: 'resume/u1/1-cv.pdf' },
      { id: 'old-2', createdAt: daysAgo(180.01), resumeURL: 'https://firebasestorage.googleapis.com/v0/b/b.appspot.com/o/resume%2Fu2%2F2-cv.pdf?alt=media&token=t' },
      { id: 'limit', createdAt: daysAgo(180), resumeURL: 'resume/u3/3-cv.pdf' },
      { id: 'young', createdAt: daysAgo(10), resumeURL: 'resume/u4/4-cv.pdf' },
    ]);
    const files = memoryFiles(['resume/u1/1-cv.pdf', 'resume/u2/2-cv.pdf', 'resume/u3/3-cv.pdf', 'resume/u4/4-cv.pdf']);

    const result = await deleteExpiredApplicants({ applicants: applicants.records, objects: files.objects, now, retentionDays: 180 });

    expect(result).toEqual({
      cutOff: '2026-05-29T12:00:00.000Z',
      deleted: ['old-1', 'old-2'],
      resumesDeleted: ['resume/u1/1-cv.pdf', 'resume/u2/2-cv.pdf'],
      failed: [],
      complete: true,
    });
    expect(applicants.ids()).toEqual(['limit', 'young']);
    expect(files.paths()).toEqual(['resume/u3/3-cv.pdf', 'resume/u4/4-cv.pdf']);
  });

  it('pages through many applicants', async () => {
    const many = Array.from({ length: 25 }, (_, i): ExpiredApplicant => ({ id: `a${String(i).padStart(2, '0')}`, createdAt: daysAgo(200), resumeURL: `resume/u/${i}.pdf` }));
    const applicants = memoryApplicants(many);
    const files = memoryFiles(many.map((applicant) => String(applicant.resumeURL)));
    const result = await deleteExpiredApplicants({ applicants: applicants.records, objects: files.objects, now, retentionDays: 180, pageSize: 10 });
    expect(result.deleted).toHaveLength(25);
    expect(applicants.pages).toEqual([10, 10, 5]);
    expect(applicants.ids()).toEqual([]);
    expect(files.paths()).toEqual([]);
  });

  it('touches only resume/, going on past failures', async () => {
    const applicants = memoryApplicants(
      [
        { id: 'a', createdAt: daysAgo(300), resumeURL: 'posts/photo.jpg' },
        { id: 'b', createdAt: daysAgo(300), resumeURL: 'resume/u/b.pdf' },
        { id: 'c', createdAt: daysAgo(300), resumeURL: 'resume/u/c.pdf' },
        { id: 'd', createdAt: daysAgo(300), resumeURL: null },
      ],
      ['b'],
    );
    const files = memoryFiles(['posts/photo.jpg', 'resume/u/b.pdf', 'resume/u/c.pdf'], ['resume/u/c.pdf']);
    const lines: string[] = [];
    const result = await deleteExpiredApplicants({ applicants: applicants.records, objects: files.objects, now, retentionDays: 180, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ deleted: ['a', 'c', 'd'], resumesDeleted: [], failed: ['applicants/b', 'resume/u/c.pdf'] });
    // The applicant whose deletion failed keeps its resume; the resume left behind is the orphan sweep's.
    expect(files.paths()).toEqual(['posts/photo.jpg', 'resume/u/b.pdf', 'resume/u/c.pdf']);
    expect(applicants.ids()).toEqual(['b']);
    expect(lines).toContain('Could not delete applicant b: unavailable');
  });

  it('starts no page once its time budget passed', async () => {
    const many = Array.from({ length: 5 }, (_, i): ExpiredApplicant => ({ id: `a${i}`, createdAt: daysAgo(200), resumeURL: null }));
    const applicants = memoryApplicants(many);
    let time = 0;
    const result = await deleteExpiredApplicants({
      applicants: applicants.records,
      objects: memoryFiles([]).objects,
      now,
      retentionDays: 180,
      pageSize: 2,
      timeBudgetMs: 1000,
      clock: () => (time += 600),
    });
    expect(result).toMatchObject({ deleted: ['a0', 'a1'], complete: false });
  });
});
