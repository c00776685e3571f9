import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkImageContent, checkResumeContent, IMAGE_CONTENT_TEXT, RESUME_CONTENT_TEXT } from './file-content';
import { matchesImageType } from './file-signatures';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** Minimal ZIP local file headers naming the entries. */
function zipWith(...names: string[]): Uint8Array {
  return bytes(...names.flatMap((name) => [[0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, name.length, 0, 0, 0], name]));
}

const pdf = 'application/pdf';
const doc = 'application/msword';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (content: Uint8Array, name: string, type: string) => new File([content as BlobPart], name, { type });

describe('the resume content check', () => {
  it('accepts a real PDF, DOC and DOCX', async () => {
    await expect(checkResumeContent(file(bytes('%PDF-1.7\n'), 'cv.pdf', pdf))).resolves.toBeNull();
    await expect(checkResumeContent(file(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'cv.doc', doc))).resolves.toBeNull();
    await expect(checkResumeContent(file(zipWith('[Content_Types].xml', 'word/document.xml'), 'cv.docx', docx))).resolves.toBeNull();
  });

  it('refuses renamed files and a bare ZIP', async () => {
    await expect(checkResumeContent(file(bytes('MZ\x90\x00'), 'cv.pdf', pdf))).resolves.toBe(RESUME_CONTENT_TEXT);
    await expect(checkResumeContent(file(bytes([0x89], 'PNG\r\n\x1a\n'), 'cv.docx', docx))).resolves.toBe(RESUME_CONTENT_TEXT);
    await expect(checkResumeContent(file(zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'cv.docx', docx))).resolves.toBe(RESUME_CONTENT_TEXT);
    await expect(checkResumeContent(file(bytes('%PDF-1.7'), 'cv.doc', doc))).resolves.toBe(RESUME_CONTENT_TEXT);
    expect(RESUME_CONTENT_TEXT).toBe('This file is not a real PDF, DOC or DOCX document. Please upload your resume again.');
  });

  it('refuses a document declared as another type', async () => {
    await expect(checkResumeContent(file(bytes('%PDF-1.7\n'), 'cv.docx', docx))).resolves.toBe(RESUME_CONTENT_TEXT);
  });
});

describe('the photo content check', () => {
  /** A real image of the end-to-end fixtures, as the browser hands it over (type from its name). */
  const fixture = (name: string, type: string) => file(new Uint8Array(readFileSync(join(__dirname, '../../../e2e/fixtures', name))), name, type);

  it('accepts real PNG, JPEG, WebP and GIF', async () => {
    await expect(checkImageContent(fixture('author.png', 'image/png'))).resolves.toBeNull();
    await expect(checkImageContent(fixture('photo.jpg', 'image/jpeg'))).resolves.toBeNull();
    await expect(checkImageContent(fixture('pixel.webp', 'image/webp'))).resolves.toBeNull();
    await expect(checkImageContent(fixture('pixel.gif', 'image/gif'))).resolves.toBeNull();
  });

  it('refuses a scripted SVG and renamed text clearly', async () => {
    await expect(checkImageContent(fixture('script-svg.png', 'image/png'))).resolves.toBe(IMAGE_CONTENT_TEXT);
    await expect(checkImageContent(fixture('notes.png', 'image/png'))).resolves.toBe(IMAGE_CONTENT_TEXT);
    await expect(checkImageContent(file(bytes('<svg/>'), 'photo.svg', 'image/svg+xml'))).resolves.toBe(IMAGE_CONTENT_TEXT);
    expect(IMAGE_CONTENT_TEXT).toBe('This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.');
  });

  it('refuses a mislabelled or empty picture', async () => {
    await expect(checkImageContent(fixture('photo.jpg', 'image/png'))).resolves.toBe(IMAGE_CONTENT_TEXT);
    await expect(checkImageContent(file(bytes(''), 'empty.gif', 'image/gif'))).resolves.toBe(IMAGE_CONTENT_TEXT);
    expect(matchesImageType('image/webp', bytes('RIFF\0\0\0\0WAVE'))).toBe(false);
    expect(matchesImageType('image/gif', bytes('GIF88a'))).toBe(false);
  });
});
