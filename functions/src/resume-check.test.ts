/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkApplicationResume, type ApplicationResume, type ResumeDownload, type ResumeFiles } from './resume-check';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../e2e/fixtures', name)));
const text = (value: string) => new Uint8Array(Buffer.from(value));
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);
const PATH = 'resume/uid/1732240000000-a1b2c3d4e5f6-cv.pdf';

/** An application and its files in memory, recording what the check does to them. */
function setup(resumeURL: unknown, stored: Uint8Array | null, { resumeProblem, failRemove = false }: { resumeProblem?: string; failRemove?: boolean } = {}) {
  const files = new Map<string, { bytes: Uint8Array; download?: ResumeDownload }>(stored ? [[PATH, { bytes: stored }]] : []);
  const doc: { resumeURL: unknown; resumeProblem: unknown } = { resumeURL, resumeProblem };
  const calls: string[] = [];
  const application: ApplicationResume = {
    read: async () => doc,
    markProblem: async (problem) => {
      calls.push(`mark ${problem}`);
      doc.resumeProblem = problem;
    },
  };
  const store: ResumeFiles = {
    read: async (path, maxBytes) => {
      const file = files.get(path);
      if (!file) return null;
      return { size: file.bytes.length, bytes: file.bytes.length > maxBytes ? new Uint8Array() : file.bytes };
    },
    setDownload: async (path, download) => {
      calls.push(`name ${path}`);
      const file = files.get(path);
      if (file) file.download = download;
    },
    remove: async (path) => {
      calls.push(`remove ${path}`);
      if (failRemove) throw new Error('Storage is unreachable');
      files.delete(path);
    },
  };
  return { files, doc, calls, check: (maxBytes?: number) => checkApplicationResume({ application, files: store, reference: 'A-2026-000045', ...(maxBytes ? { maxBytes } : {}) }) };
}

describe('the server check of a new application\'s resume', () => {
  it.each([
    ['a real PDF', fixture('resume.pdf'), 'pdf', 'application/pdf'],
    ['a real DOCX', fixture('resume.docx'), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a Word 97-2003 DOC', OLE, 'doc', 'application/msword'],
  ])('keeps %s as a named, uncached attachment', async (_, bytes, type, contentType) => {
    const { check, files, doc } = setup(PATH, bytes);
    expect(await check()).toEqual({ status: 'kept', path: PATH, type, fileName: `resume-A-2026-000045.${type}` });
    expect(files.get(PATH)?.download).toEqual({
      contentType,
      contentDisposition: `attachment; filename="resume-A-2026-000045.${type}"; filename*=UTF-8''resume-A-2026-000045.${type}`,
      cacheControl: 'private, no-store',
    });
    expect(doc.resumeProblem).toBeUndefined();
  });

  it.each([
    ['HTML with a script', text('<!doctype html><script>alert(document.cookie)</script>')],
    ['an SVG with a script', fixture('script-svg.png')],
    ['an executable', fixture('program.exe')],
    ['a PNG', fixture('author.png')],
  ])('deletes %s after marking the application', async (_, bytes) => {
    const { check, files, doc, calls } = setup(PATH, bytes);
    expect(await check()).toEqual({ status: 'removed', path: PATH, problem: 'content', before: false });
    expect(files.has(PATH)).toBe(false);
    expect(doc.resumeProblem).toBe('content');
    expect(calls).toEqual(['mark content', `remove ${PATH}`]);
  });

  it('deletes an oversized or empty file', async () => {
    const large = setup(PATH, fixture('resume.pdf'));
    expect(await large.check(100)).toMatchObject({ status: 'removed', problem: 'size' });
    expect(large.files.has(PATH)).toBe(false);
    const empty = setup(PATH, new Uint8Array());
    expect(await empty.check()).toMatchObject({ status: 'removed', problem: 'size' });
  });

  it('records a missing or misplaced resume, deleting nothing', async () => {
    const gone = setup(PATH, null);
    expect(await gone.check()).toEqual({ status: 'removed', path: PATH, problem: 'missing', before: false });
    expect(gone.calls).toEqual(['mark missing']);
    const elsewhere = setup('images/photo.png', fixture('resume.pdf'));
    expect(await elsewhere.check()).toEqual({ status: 'removed', path: null, problem: 'missing', before: false });
    expect(elsewhere.calls).toEqual(['mark missing']);
  });

  it('reads an earlier-site download URL as its path', async () => {
    const url = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(PATH)}?alt=media&token=abc`;
    expect(await setup(url, fixture('resume.pdf')).check()).toMatchObject({ status: 'kept', path: PATH });
  });

  it('after a failed deletion, only deletes again', async () => {
    const first = setup(PATH, text('<html>'), { failRemove: true });
    await expect(first.check()).rejects.toThrow('Storage is unreachable');
    expect(first.doc.resumeProblem).toBe('content');
    const again = setup(PATH, text('<html>'), { resumeProblem: 'content' });
    expect(await again.check()).toEqual({ status: 'removed', path: PATH, problem: 'content', before: true });
    expect(again.calls).toEqual([`remove ${PATH}`]);
    expect(again.files.has(PATH)).toBe(false);
  });

  it('does nothing for an application deleted meanwhile', async () => {
    const { check } = setup(PATH, fixture('resume.pdf'));
    const gone = checkApplicationResume({
      application: { read: async () => null, markProblem: async () => undefined },
      files: { read: async () => null, setDownload: async () => undefined, remove: async () => undefined },
      reference: 'A-2026-000045',
    });
    expect(await gone).toEqual({ status: 'application-gone' });
    expect(await check()).toMatchObject({ status: 'kept' });
  });
});
