// A file's kind from its bytes alone, never from its name or declared type, which the sender chooses.
// The form checks before uploading and the server checks again, since a script skips the form; no imports, as the Cloud Functions bundle it.

export const resumeTypes = ['pdf', 'doc', 'docx'] as const;
export type ResumeType = (typeof resumeTypes)[number];

export const resumeContentTypes: Readonly<Record<ResumeType, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const pdfSignature = ascii('%PDF-');
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04];
const zipCentralHeader = [0x50, 0x4b, 0x01, 0x02];

/** Looks in central directory entries (name at offset 46) and local file headers (name at offset 30). */
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

export function resumeTypeOf(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, pdfSignature)) return 'pdf';
  if (startsWith(bytes, oleSignature)) return 'doc';
  if (startsWith(bytes, zipLocalHeader) && zipHasEntry(bytes, '[Content_Types].xml') && zipHasEntry(bytes, 'word/')) return 'docx';
  return null;
}

const imageSignatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  // A RIFF container (`RIFF`, 4 length bytes) of type `WEBP`.
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};

export function matchesImageType(contentType: string, bytes: Uint8Array): boolean {
  return imageSignatures[contentType]?.(bytes) ?? false;
}
