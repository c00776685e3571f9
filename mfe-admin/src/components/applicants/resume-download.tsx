import { css, useTheme } from '@emotion/react';
import { bytesOf, getDataApi, StoredFileMissingError, type Applicant } from '@seawave/shared-data';
import { resumeContentTypes, resumeDownloadName, resumeProblemTexts, resumeTypeOf } from '@seawave/shared-data/resume-check';
import { Button, ErrorText, Spinner } from '@seawave/shared-ui';
import { useEffect, useRef, useState } from 'react';

export const RESUME_MISSING_TEXT = 'The resume file is missing.';
export const RESUME_DOWNLOAD_FAILED_TEXT = 'The resume could not be downloaded. Please try again.';
export const RESUME_NOT_A_DOCUMENT_TEXT = 'This file is not a PDF, DOC or DOCX document, so it is not downloaded.';

export const OBJECT_URL_LIFETIME_MS = 1000;

/**
 * Read with the admin's identity, never through a download URL (a permanent link carrying its own key).
 * Checked by its bytes once more (for resumes stored before the server's check) and saved as
 * `resume-<reference>.<type>` of the type its bytes are, never under the name or type its sender chose.
 */
export function ResumeDownload({ applicant }: { applicant: Pick<Applicant, 'id' | 'reference' | 'resumeURL' | 'resumeProblem'> }) {
  const { resumeURL: path, resumeProblem } = applicant;
  const theme = useTheme();
  const [state, setState] = useState<'idle' | 'busy' | 'missing' | 'failed' | 'refused'>('idle');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (resumeProblem) return <ErrorText css={css`margin: 0;`}>{resumeProblemTexts[resumeProblem]}</ErrorText>;
  if (!path) return <ErrorText css={css`margin: 0;`}>{RESUME_MISSING_TEXT}</ErrorText>;

  async function download() {
    if (running.current) return;
    running.current = true;
    setState('busy');
    try {
      const stored = await (await getDataApi()).files.download(path);
      const type = resumeTypeOf(await bytesOf(stored));
      if (!type) {
        if (mounted.current) setState('refused');
        return;
      }
      const url = URL.createObjectURL(new Blob([stored], { type: resumeContentTypes[type] }));
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = resumeDownloadName(applicant.reference || applicant.id, type);
        link.hidden = true;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // The browser has the file once the click is handled; the URL is not kept.
        setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      }
      if (mounted.current) setState('idle');
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) console.error('[mfe-admin] could not download the resume', error);
      if (mounted.current) setState(error instanceof StoredFileMissingError ? 'missing' : 'failed');
    } finally {
      running.current = false;
    }
  }

  return (
    <div>
      {state === 'missing' && <ErrorText>{RESUME_MISSING_TEXT}</ErrorText>}
      {state === 'failed' && <ErrorText>{RESUME_DOWNLOAD_FAILED_TEXT}</ErrorText>}
      {state === 'refused' && <ErrorText>{RESUME_NOT_A_DOCUMENT_TEXT}</ErrorText>}
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]};`}>
        <Button onClick={() => void download()} aria-disabled={state === 'busy'}>
          Download Resume
        </Button>
        {state === 'busy' && <Spinner label="Downloading the resume" />}
      </div>
    </div>
  );
}
