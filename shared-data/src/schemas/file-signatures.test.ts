import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resumeTypeOf, zipHasEntry } from './file-signatures';

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : Array.from(part))));
const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../../e2e/fixtures', name)));

/** A ZIP local file header naming `name`. */
const localEntry = (name: string) => bytes([0x50, 0x4b, 0x03, 0x04], new Array(22).fill(0), [name.length, 0, 0, 0], name);
/** A ZIP central directory entry naming `name`. */
const centralEntry = (name: string) => bytes([0x50, 0x4b, 0x01, 0x02], new Array(24).fill(0), [name.length, 0], new Array(16).fill(0), name);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('what a resume is, by its bytes alone', () => {
  it('knows real PDF, DOCX and DOC files', () => {
    expect(resumeTypeOf(fixture('resume.pdf'))).toBe('pdf');
    expect(resumeTypeOf(fixture('resume.docx'))).toBe('docx');
    expect(resumeTypeOf(bytes(OLE, new Array(504).fill(0)))).toBe('doc');
  });

  it('finds no resume in other content', () => {
    expect(resumeTypeOf(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(resumeTypeOf(fixture('script-svg.png'))).toBeNull();
    expect(resumeTypeOf(fixture('program.exe'))).toBeNull();
    expect(resumeTypeOf(fixture('author.png'))).toBeNull();
    expect(resumeTypeOf(fixture('notes.png'))).toBeNull();
    expect(resumeTypeOf(bytes(''))).toBeNull();
  });

  it('needs the whole signature at the start', () => {
    expect(resumeTypeOf(bytes('<html>%PDF-1.4'))).toBeNull();
    expect(resumeTypeOf(bytes(' %PDF-1.4'))).toBeNull();
    expect(resumeTypeOf(bytes('%PDF'))).toBeNull();
    expect(resumeTypeOf(bytes(OLE.slice(0, 4)))).toBeNull();
  });

  it('a DOCX ZIP needs both Word parts', () => {
    expect(resumeTypeOf(bytes(localEntry('[Content_Types].xml'), localEntry('word/document.xml')))).toBe('docx');
    expect(resumeTypeOf(bytes(localEntry('word/document.xml')))).toBeNull();
    expect(resumeTypeOf(bytes(localEntry('[Content_Types].xml'), localEntry('xl/workbook.xml')))).toBeNull();
    expect(resumeTypeOf(bytes(localEntry('index.html')))).toBeNull();
    // A ZIP's names in its central directory count as well as in its local headers; a ZIP must start as one.
    expect(resumeTypeOf(bytes(localEntry('[Content_Types].xml'), centralEntry('word/document.xml')))).toBe('docx');
    expect(resumeTypeOf(bytes('MZ', localEntry('[Content_Types].xml'), localEntry('word/document.xml')))).toBeNull();
  });

  it('reads entry names only where headers say', () => {
    expect(zipHasEntry(centralEntry('word/a.xml'), 'word/')).toBe(true);
    expect(zipHasEntry(bytes('PK\x01\x02'), 'word/')).toBe(false);
    expect(zipHasEntry(bytes('word/ [Content_Types].xml'), 'word/')).toBe(false);
    // A name shorter than the prefix is not a match, even when the bytes after it spell the prefix.
    expect(zipHasEntry(bytes([0x50, 0x4b, 0x03, 0x04], new Array(22).fill(0), [2, 0, 0, 0], 'word/'), 'word/')).toBe(false);
  });
});
