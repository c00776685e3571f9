/**
 * The content checks of uploads: a file's leading bytes must be those of the
 * type its name and declared type claim, so a renamed executable, picture or
 * script is refused before anything is uploaded. Resumes must be PDF, DOC or
 * DOCX; photos PNG, JPEG, WebP or GIF.
 */
import { contentTypeOf } from '../entities';

/** The message of a resume whose content is not what its name says. */
export const RESUME_CONTENT_TEXT = 'This file is not a real PDF, DOC or DOCX document. Please upload your resume again.';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** `%PDF-` */
const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** The OLE compound file header of a Word 97-2003 document. */
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** `PK\x03\x04`: a ZIP local file header (a DOCX is a ZIP). */
const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04];
/** `PK\x01\x02`: a ZIP central directory entry. */
const zipCentralHeader = [0x50, 0x4b, 0x01, 0x02];
const wordFolder = [...'word/'].map((c) => c.charCodeAt(0));

/**
 * True when a ZIP names an entry under `word/`, found in a central directory
 * entry (name at offset 46) or a local file header (name at offset 30).
 */
export function zipHasWordEntry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 30 <= bytes.length; i++) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
    if (startsWith(bytes, zipCentralHeader, i) && i + 46 <= bytes.length) {
      const nameLength = view.getUint16(i + 28, true);
      if (nameLength >= wordFolder.length && startsWith(bytes, wordFolder, i + 46)) return true;
    } else if (startsWith(bytes, zipLocalHeader, i)) {
      const nameLength = view.getUint16(i + 26, true);
      if (nameLength >= wordFolder.length && startsWith(bytes, wordFolder, i + 30)) return true;
    }
  }
  return false;
}

/** True when the bytes are those of the given resume content type. */
export function matchesResumeType(contentType: string, bytes: Uint8Array): boolean {
  if (contentType === PDF) return startsWith(bytes, pdfSignature);
  if (contentType === DOC) return startsWith(bytes, oleSignature);
  if (contentType === DOCX) return startsWith(bytes, zipLocalHeader) && zipHasWordEntry(bytes);
  return false;
}

/** The message of a photo whose content is not a PNG, JPEG, WebP or GIF image as its name says. */
export const IMAGE_CONTENT_TEXT = 'This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** The first bytes of each photo type. */
const imageSignatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  // A RIFF container (`RIFF`, 4 length bytes) of type `WEBP`.
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};

/** How many leading bytes the photo check reads. */
const IMAGE_HEADER_BYTES = 16;

/** True when the bytes are those of the given photo content type. */
export function matchesImageType(contentType: string, bytes: Uint8Array): boolean {
  return imageSignatures[contentType]?.(bytes) ?? false;
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  // Older environments (and jsdom) without Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Checks that a resume's content is a PDF, DOC or DOCX as its type says.
 * Returns the message to show, or null when it is. (Type and size are checked
 * by `validateFile` first.)
 */
export async function checkResumeContent(file: File): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file);
  } catch {
    return RESUME_CONTENT_TEXT;
  }
  return matchesResumeType(contentTypeOf(file), bytes) ? null : RESUME_CONTENT_TEXT;
}

/**
 * Checks that a photo's content is a PNG, JPEG, WebP or GIF image as its type
 * says (its first bytes only). Returns the message to show, or null when it
 * is. (Type and size are checked by `validateFile` first.)
 */
export async function checkImageContent(file: File): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file.slice(0, IMAGE_HEADER_BYTES));
  } catch {
    return IMAGE_CONTENT_TEXT;
  }
  return matchesImageType(contentTypeOf(file), bytes) ? null : IMAGE_CONTENT_TEXT;
}
