/**
 * The server's check of a stored resume, declared once: the Cloud Function
 * that records a new application reads the stored file and judges it here,
 * and the staff screens word the outcome and name the download with the same
 * declarations.
 *
 * - A resume is kept only when its bytes are a PDF, DOC or DOCX
 *   (`resumeTypeOf`, file-signatures.ts) and its size is 1 byte to the
 *   resume limit of limits.json. Its declared type and name do not count:
 *   the sender chooses them.
 * - Anything else is deleted and the application records why
 *   (`resumeProblem`, one of `resumeProblems`), which staff see.
 * - A kept resume is served under a name the server gives it,
 *   `resume-<reference>.<pdf|doc|docx>` (`resumeDownloadName`), as an
 *   attachment (`attachmentDisposition`), whatever name the sender gave.
 *
 * `@seawave/shared-data/resume-check` for the staff screens. Pure, no
 * Firebase: the Cloud Functions bundle it (functions/webpack.config.cjs).
 */
import limits from '../limits.json';
import { resumeTypeOf, type ResumeType } from '../schemas/file-signatures';

export { resumeContentTypes, resumeTypeOf, type ResumeType } from '../schemas/file-signatures';

/** Why a stored resume was deleted: not a PDF, DOC or DOCX; empty or too large; no file at its path. */
export const resumeProblems = ['content', 'size', 'missing'] as const;
export type ResumeProblem = (typeof resumeProblems)[number];

/** The largest resume kept, in bytes (the limit the form and the storage rules apply too). */
export const RESUME_MAX_BYTES: number = limits.files.resume.maxBytes;

/** What staff read about an application whose resume the server deleted or did not find. */
export const resumeProblemTexts: Readonly<Record<ResumeProblem, string>> = {
  content: 'The resume was deleted: its content is not a PDF, DOC or DOCX document.',
  size: `The resume was deleted: it is empty or larger than ${Math.round(RESUME_MAX_BYTES / (1024 * 1024))} MB.`,
  missing: 'No resume file was found for this application.',
};

/** The verdict on a stored resume: its real type, or why it is not kept. */
export type ResumeVerdict = { type: ResumeType } | { problem: Exclude<ResumeProblem, 'missing'> };

/** Judges a stored resume by its size and its bytes (see the module comment). */
export function judgeResume(bytes: Uint8Array, size: number, maxBytes = RESUME_MAX_BYTES): ResumeVerdict {
  if (size <= 0 || size > maxBytes || bytes.length > maxBytes) return { problem: 'size' };
  const type = resumeTypeOf(bytes);
  return type ? { type } : { problem: 'content' };
}

/**
 * The name a kept resume is downloaded under: `resume-<reference>.<type>`
 * (`resume-A-2026-000045.pdf`); the application's id stands in for a
 * reference it does not have. Only letters, digits and '-' of it are kept.
 */
export function resumeDownloadName(reference: string, type: ResumeType): string {
  const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'application';
  return `resume-${safe}.${type}`;
}

/**
 * A `Content-Disposition` that always downloads, never shows inline, under
 * `fileName`: the plain `filename` keeps only safe ASCII characters,
 * `filename*` carries the exact name, percent-encoded.
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName || 'resume';
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
