import { css, useTheme } from '@emotion/react';
import { getDataApi, StoredFileMissingError } from '@seawave/shared-data';
import { Button, ErrorText, Spinner } from '@seawave/shared-ui';
import { useEffect, useRef, useState } from 'react';

export const RESUME_MISSING_TEXT = 'The resume file is missing.';
export const RESUME_DOWNLOAD_FAILED_TEXT = 'The resume could not be downloaded. Please try again.';

/** How long the browser keeps the downloaded file's object URL before it is revoked. */
export const OBJECT_URL_LIFETIME_MS = 1000;

/** The name the browser saves the resume under: the uploaded file's name, without the unique prefix of its storage path. */
export function resumeFileName(path: string): string {
  const stored = path.split('/').pop() ?? '';
  return stored.replace(/^\d+-[0-9a-f]+-/, '') || stored || 'resume';
}

/**
 * The applicant's resume, downloaded by the signed-in admin: the file is read
 * through the data interface with the admin's identity (never a download
 * URL, which would be a permanent link carrying its own key), handed to the
 * browser as an object URL, and that URL is revoked right after.
 */
export function ResumeDownload({ path }: { path: string }) {
  const theme = useTheme();
  const [state, setState] = useState<'idle' | 'busy' | 'missing' | 'failed'>('idle');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (!path) return <ErrorText css={css`margin: 0;`}>{RESUME_MISSING_TEXT}</ErrorText>;

  async function download() {
    if (running.current) return;
    running.current = true;
    setState('busy');
    try {
      const blob = await (await getDataApi()).files.download(path);
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = resumeFileName(path);
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
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]};`}>
        <Button onClick={() => void download()} aria-disabled={state === 'busy'}>
          Download Resume
        </Button>
        {state === 'busy' && <Spinner label="Downloading the resume" />}
      </div>
    </div>
  );
}
