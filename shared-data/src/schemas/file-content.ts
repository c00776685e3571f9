/**
 * The content checks of uploads: a file's leading bytes must be those of the
 * type its name and declared type claim, so a renamed executable, picture or
 * script is refused before anything is uploaded. Resumes must be PDF, DOC or
 * DOCX, photos PNG, JPEG, WebP or GIF (the signatures are file-signatures.ts,
 * with which the server checks every stored resume again).
 */
import { bytesOf } from '../core/blob-bytes';
import { contentTypeOf } from '../entities';
import { matchesImageType, resumeContentTypes, resumeTypeOf } from './file-signatures';

/** The message of a resume whose content is not what its name says. */
export const RESUME_CONTENT_TEXT = 'This file is not a real PDF, DOC or DOCX document. Please upload your resume again.';

/** True when the bytes are those of the given resume content type (`resumeTypeOf` of file-signatures.ts). */
export function matchesResumeType(contentType: string, bytes: Uint8Array): boolean {
  const type = resumeTypeOf(bytes);
  return type !== null && resumeContentTypes[type] === contentType;
}

/** The message of a photo whose content is not a PNG, JPEG, WebP or GIF image as its name says. */
export const IMAGE_CONTENT_TEXT = 'This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.';

/** How many leading bytes the photo check reads. */
const IMAGE_HEADER_BYTES = 16;

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
