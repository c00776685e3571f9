/**
 * Every new application's resume is checked on the server by its content,
 * whatever the sender declared (a script skips the form's own check): once
 * the application is numbered, the trigger reads the stored file and judges
 * it (`judgeResume` of shared-data/src/server/resume-check.ts: a PDF, DOC or
 * DOCX by its bytes, 1 byte to the resume limit).
 *
 * - Kept: the object's content type becomes the one its bytes are, and its
 *   `Content-Disposition` an attachment named `resume-<reference>.<type>`,
 *   whatever type and name the sender gave; staff download it under that name.
 * - Not kept: the application records why (`resumeProblem`), then the file
 *   is deleted. A file that is not there is recorded as missing.
 *
 * Why here and not on the upload itself: the name needs the reference, which
 * exists only once the application is numbered, and a file no application
 * points to never reaches staff (the hourly orphan sweep deletes it).
 *
 * Safe to run again (the trigger is retried): an application already marked
 * is not judged again, only its file is deleted again; a kept file is named
 * again. Pure: the application and the files are reached through the small
 * interfaces below (stores.ts has them over Firestore and Cloud Storage).
 */
import { resumeContentTypes, type ResumeType } from '../../shared-data/src/schemas/file-signatures';
import { attachmentDisposition, judgeResume, RESUME_MAX_BYTES, resumeDownloadName, type ResumeProblem } from '../../shared-data/src/server/resume-check';
import { referencedPath, RESUME_PREFIX } from './orphan-resumes';

/** A stored file as the check reads it: its size and (when not too large) its bytes. */
export interface StoredFile {
  size: number;
  /** The bytes; empty when the size is over the limit asked for (they are not read then). */
  bytes: Uint8Array;
}

/** The resume files, as far as the check needs them. */
export interface ResumeFiles {
  /** The file at `path`, its bytes read only when it is at most `maxBytes`; null when there is none. */
  read(path: string, maxBytes: number): Promise<StoredFile | null>;
  /** Sets the file's content type and Content-Disposition. */
  setDownload(path: string, download: { contentType: string; contentDisposition: string }): Promise<void>;
  /** Deletes the file; a file already gone is not an error. */
  remove(path: string): Promise<void>;
}

/** The application, as far as the check needs it. */
export interface ApplicationResume {
  /** Its `resumeURL` and `resumeProblem` as stored; null when the application is gone. */
  read(): Promise<{ resumeURL: unknown; resumeProblem: unknown } | null>;
  /** Records why its resume is not kept. */
  markProblem(problem: ResumeProblem): Promise<void>;
}

export type ResumeCheckOutcome =
  | { status: 'application-gone' }
  | { status: 'kept'; path: string; type: ResumeType; fileName: string }
  | { status: 'removed'; path: string | null; problem: ResumeProblem; before: boolean };

/** Checks the resume of the application numbered `reference` (see the module comment). */
export async function checkApplicationResume({
  application,
  files,
  reference,
  maxBytes = RESUME_MAX_BYTES,
}: {
  application: ApplicationResume;
  files: ResumeFiles;
  reference: string;
  maxBytes?: number;
}): Promise<ResumeCheckOutcome> {
  const stored = await application.read();
  if (!stored) return { status: 'application-gone' };
  const referenced = referencedPath(stored.resumeURL);
  const path = referenced !== null && referenced.startsWith(RESUME_PREFIX) ? referenced : null;
  const marked = typeof stored.resumeProblem === 'string' && stored.resumeProblem !== '' ? (stored.resumeProblem as ResumeProblem) : null;
  if (marked) {
    // Marked by an earlier run, which may have stopped before the deletion.
    if (path && marked !== 'missing') await files.remove(path);
    return { status: 'removed', path, problem: marked, before: true };
  }
  const file = path ? await files.read(path, maxBytes) : null;
  if (!path || !file) {
    await application.markProblem('missing');
    return { status: 'removed', path, problem: 'missing', before: false };
  }
  const verdict = judgeResume(file.bytes, file.size, maxBytes);
  if ('problem' in verdict) {
    // Recorded first: a retry after a failed deletion still knows why.
    await application.markProblem(verdict.problem);
    await files.remove(path);
    return { status: 'removed', path, problem: verdict.problem, before: false };
  }
  const fileName = resumeDownloadName(reference, verdict.type);
  await files.setDownload(path, { contentType: resumeContentTypes[verdict.type], contentDisposition: attachmentDisposition(fileName) });
  return { status: 'kept', path, type: verdict.type, fileName };
}
