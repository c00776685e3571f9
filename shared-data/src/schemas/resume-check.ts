// A resume is kept only when its bytes are a PDF, DOC or DOCX within the size limit: its declared type and name are the
// sender's choice. Pure: the Cloud Functions bundle it.
import limits from '../limits.json';
import { resumeTypeOf, type ResumeType } from './file-signatures';

export { resumeContentTypes, resumeTypeOf, type ResumeType } from './file-signatures';

export const resumeProblems = ['content', 'size', 'missing'] as const;
export type ResumeProblem = (typeof resumeProblems)[number];

export const RESUME_MAX_BYTES: number = limits.files.resume.maxBytes;

/** A resume is personal data: no browser or shared cache may keep a copy. */
export const RESUME_CACHE_CONTROL = 'private, no-store';

export const resumeProblemTexts: Readonly<Record<ResumeProblem, string>> = {
  content: 'The resume was deleted: its content is not a PDF, DOC or DOCX document.',
  size: `The resume was deleted: it is empty or larger than ${Math.round(RESUME_MAX_BYTES / (1024 * 1024))} MB.`,
  missing: 'No resume file was found for this application.',
};

export type ResumeVerdict = { type: ResumeType } | { problem: Exclude<ResumeProblem, 'missing'> };

export function judgeResume(bytes: Uint8Array, size: number, maxBytes = RESUME_MAX_BYTES): ResumeVerdict {
  if (size <= 0 || size > maxBytes || bytes.length > maxBytes) return { problem: 'size' };
  const type = resumeTypeOf(bytes);
  return type ? { type } : { problem: 'content' };
}

/** The application's id stands in for a missing reference; only letters, digits and '-' are kept. */
export function resumeDownloadName(reference: string, type: ResumeType): string {
  const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'application';
  return `resume-${safe}.${type}`;
}

/** `filename` keeps only safe ASCII characters; `filename*` carries the exact name, percent-encoded. */
export function attachmentDisposition(fileName: string): string {
  const name = fileName || 'resume';
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
