import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentDisposition, judgeResume, RESUME_MAX_BYTES, resumeDownloadName, resumeProblemTexts } from './resume-check';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../../e2e/fixtures', name)));

describe('judgeResume', () => {
  it('keeps real resumes of allowed size', () => {
    const pdf = fixture('resume.pdf');
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(judgeResume(pdf, pdf.length)).toEqual({ type: 'pdf' });
    expect(judgeResume(fixture('resume.docx'), fixture('resume.docx').length)).toEqual({ type: 'docx' });
  });

  it('refuses other content, empty and oversized files', () => {
    expect(judgeResume(fixture('program.exe'), 2048)).toEqual({ problem: 'content' });
    expect(judgeResume(new Uint8Array(), 0)).toEqual({ problem: 'size' });
    expect(judgeResume(new Uint8Array(), RESUME_MAX_BYTES + 1)).toEqual({ problem: 'size' });
    expect(judgeResume(fixture('resume.pdf'), 652, 100)).toEqual({ problem: 'size' });
  });

  it('words each problem for staff', () => {
    expect(resumeProblemTexts).toEqual({
      content: 'The resume was deleted: its content is not a PDF, DOC or DOCX document.',
      size: 'The resume was deleted: it is empty or larger than 5 MB.',
      missing: 'No resume file was found for this application.',
    });
  });
});

describe('the name a kept resume downloads under', () => {
  it('is resume-<reference>.<type>, with safe characters only', () => {
    expect(resumeDownloadName('A-2026-000045', 'pdf')).toBe('resume-A-2026-000045.pdf');
    expect(resumeDownloadName('Xy12abc', 'docx')).toBe('resume-Xy12abc.docx');
    expect(resumeDownloadName('../cv.html"\r\n', 'doc')).toBe('resume-cvhtml.doc');
    expect(resumeDownloadName('', 'pdf')).toBe('resume-application.pdf');
  });

  it('is always served as an attachment', () => {
    expect(attachmentDisposition('resume-A-2026-000045.pdf')).toBe(`attachment; filename="resume-A-2026-000045.pdf"; filename*=UTF-8''resume-A-2026-000045.pdf`);
    expect(attachmentDisposition('')).toBe(`attachment; filename="resume"; filename*=UTF-8''resume`);
  });
});
