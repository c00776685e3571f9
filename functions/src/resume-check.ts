// A script skips the form's own check, so the server judges every resume by its bytes. This runs after numbering,
// not on upload: the download name needs the reference. A file no application points to is left to the orphan sweep.
import {
  attachmentDisposition,
  judgeResume,
  RESUME_CACHE_CONTROL,
  RESUME_MAX_BYTES,
  resumeContentTypes,
  resumeDownloadName,
  type ResumeProblem,
  type ResumeType,
} from '@seawave/shared-data/server';
import { referencedPath, RESUME_PREFIX } from './orphan-resumes';

export interface StoredFile {
  size: number;
  bytes: Uint8Array;
}

/** How a kept resume is served: the site's values, never the uploader's. */
export interface ResumeDownload {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

export interface ResumeFiles {
  /** The bytes as stored (never decoded by a declared Content-Encoding), read only when the file is at most `maxBytes`. */
  read(path: string, maxBytes: number): Promise<StoredFile | null>;
  /**
 * Also drops every uploader field that changes how the file is served (the storage's download token stays).
   */
  setDownload(path: string, download: ResumeDownload): Promise<void>;
  remove(path: string): Promise<void>;
}

export interface ApplicationResume {
  read(): Promise<{ resumeURL: unknown; resumeProblem: unknown } | null>;
  markProblem(problem: ResumeProblem): Promise<void>;
}

export type ResumeCheckOutcome =
  | { status: 'application-gone' }
  | { status: 'kept'; path: string; type: ResumeType; fileName: string }
  | { status: 'removed'; path: string | null; problem: ResumeProblem; before: boolean };

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
  // The bytes were judged as stored, so they are served as stored: an uploader's `contentEncoding: gzip` on a plain PDF
  // would otherwise break the download, and an uploader's `public, max-age=86400` let caches keep it.
  await files.setDownload(path, { contentType: resumeContentTypes[verdict.type], contentDisposition: attachmentDisposition(fileName), cacheControl: RESUME_CACHE_CONTROL });
  return { status: 'kept', path, type: verdict.type, fileName };
}
