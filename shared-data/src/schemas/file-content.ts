// A renamed executable, picture or script is refused before anything is uploaded; the server checks stored resumes again.
import { bytesOf } from '../blob-bytes';
import { contentTypeOf } from '../entities';
import { matchesImageType, resumeContentTypes, resumeTypeOf } from './file-signatures';

export const RESUME_CONTENT_TEXT = 'This file is not a real PDF, DOC or DOCX document. Please upload your resume again.';

export function matchesResumeType(contentType: string, bytes: Uint8Array): boolean {
  const type = resumeTypeOf(bytes);
  return type !== null && resumeContentTypes[type] === contentType;
}

export const IMAGE_CONTENT_TEXT = 'This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.';

const IMAGE_HEADER_BYTES = 16;

/** Type and size are checked by `validateFile` first. */
export async function checkResumeContent(file: File): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file);
  } catch {
    return RESUME_CONTENT_TEXT;
  }
  return matchesResumeType(contentTypeOf(file), bytes) ? null : RESUME_CONTENT_TEXT;
}

export async function checkImageContent(file: File): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file.slice(0, IMAGE_HEADER_BYTES));
  } catch {
    return IMAGE_CONTENT_TEXT;
  }
  return matchesImageType(contentTypeOf(file), bytes) ? null : IMAGE_CONTENT_TEXT;
}
