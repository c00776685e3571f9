/**
 * What a resume really is, from its bytes alone (never from its name or its
 * declared type, which the sender chooses):
 * - PDF: starts with `%PDF-`;
 * - DOC (Word 97-2003): an OLE compound file, `D0 CF 11 E0 A1 B1 1A E1`;
 * - DOCX: a ZIP (`PK\x03\x04`) that holds `[Content_Types].xml` and an entry
 *   under `word/`.
 * Anything else (HTML, SVG, an executable, a picture, another ZIP) is none of them.
 * Photos likewise: PNG, JPEG, WebP or GIF by their first bytes.
 *
 * The form checks a chosen file with it before uploading (file-content.ts)
 * and the server checks every stored resume with it again
 * (server/resume-check.ts): a script skips the form. Pure, no imports: the
 * Cloud Functions bundle it.
 */

/** The kinds of resume accepted, by their file extension. */
export const resumeTypes = ['pdf', 'doc', 'docx'] as const;
export type ResumeType = (typeof resumeTypes)[number];

/** The content type of each kind of resume. */
export const resumeContentTypes: Readonly<Record<ResumeType, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** `%PDF-` */
const pdfSignature = ascii('%PDF-');
/** The OLE compound file header of a Word 97-2003 document. */
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** `PK\x03\x04`: a ZIP local file header. */
const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04];
/** `PK\x01\x02`: a ZIP central directory entry. */
const zipCentralHeader = [0x50, 0x4b, 0x01, 0x02];

/**
 * True when a ZIP names an entry whose name starts with `prefix`, found in a
 * central directory entry (name at offset 46) or a local file header (name
 * at offset 30).
 */
export function zipHasEntry(bytes: Uint8Array, prefix: string): boolean {
  const name = ascii(prefix);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 30 <= bytes.length; i++) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
    if (startsWith(bytes, zipCentralHeader, i) && i + 46 <= bytes.length) {
      if (view.getUint16(i + 28, true) >= name.length && startsWith(bytes, name, i + 46)) return true;
    } else if (startsWith(bytes, zipLocalHeader, i)) {
      if (view.getUint16(i + 26, true) >= name.length && startsWith(bytes, name, i + 30)) return true;
    }
  }
  return false;
}

/** The kind of resume the bytes are, or null when they are none of them. */
export function resumeTypeOf(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, pdfSignature)) return 'pdf';
  if (startsWith(bytes, oleSignature)) return 'doc';
  if (startsWith(bytes, zipLocalHeader) && zipHasEntry(bytes, '[Content_Types].xml') && zipHasEntry(bytes, 'word/')) return 'docx';
  return null;
}

/** The first bytes of each photo type. */
const imageSignatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  // A RIFF container (`RIFF`, 4 length bytes) of type `WEBP`.
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};

/** True when the bytes are those of the given photo content type. */
export function matchesImageType(contentType: string, bytes: Uint8Array): boolean {
  return imageSignatures[contentType]?.(bytes) ?? false;
}
