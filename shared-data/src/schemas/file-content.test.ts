import { checkResumeContent, RESUME_CONTENT_TEXT, zipHasWordEntry } from './file-content';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** A minimal ZIP local file header naming one entry. */
function zipWith(name: string): Uint8Array {
  const header = [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, name.length, 0, 0, 0];
  return bytes(header, name);
}

const pdf = 'application/pdf';
const doc = 'application/msword';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (content: Uint8Array, name: string, type: string) => new File([content as BlobPart], name, { type });

describe('the resume content check', () => {
  it('accepts a PDF, a DOC (OLE header) and a DOCX (a ZIP holding word/)', async () => {
    await expect(checkResumeContent(file(bytes('%PDF-1.7\n'), 'cv.pdf', pdf))).resolves.toBeNull();
    await expect(checkResumeContent(file(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'cv.doc', doc))).resolves.toBeNull();
    await expect(checkResumeContent(file(zipWith('word/document.xml'), 'cv.docx', docx))).resolves.toBeNull();
  });

  it('refuses an executable renamed .pdf, a PNG renamed .docx and a ZIP without word/', async () => {
    await expect(checkResumeContent(file(bytes('MZ\x90\x00'), 'cv.pdf', pdf))).resolves.toBe(RESUME_CONTENT_TEXT);
    await expect(checkResumeContent(file(bytes([0x89], 'PNG\r\n\x1a\n'), 'cv.docx', docx))).resolves.toBe(RESUME_CONTENT_TEXT);
    await expect(checkResumeContent(file(zipWith('xl/workbook.xml'), 'cv.docx', docx))).resolves.toBe(RESUME_CONTENT_TEXT);
    await expect(checkResumeContent(file(bytes('%PDF-1.7'), 'cv.doc', doc))).resolves.toBe(RESUME_CONTENT_TEXT);
    expect(RESUME_CONTENT_TEXT).toBe('This file is not a real PDF, DOC or DOCX document. Please upload your resume again.');
  });

  it('finds word/ in a central directory entry too', () => {
    const central = bytes([0x50, 0x4b, 0x01, 0x02], new Array(24).fill(0), [10, 0], new Array(16).fill(0), 'word/a.xml');
    expect(zipHasWordEntry(central)).toBe(true);
    expect(zipHasWordEntry(bytes('PK\x01\x02'))).toBe(false);
  });
});
