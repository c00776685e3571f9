import { css, useTheme } from '@emotion/react';
import { Button, ErrorText, Spinner } from '@seawave/shared-ui';
import { downloadCsv } from '@seawave/shared-ui/csv';
import { useRef, useState } from 'react';

export const CSV_FAILED_TEXT = 'The CSV could not be prepared. Please try again.';

export interface CsvDownloadButtonProps {
  fileName: string;
  csv: () => Promise<string>;
}

/** One click makes one file. */
export function CsvDownloadButton({ fileName, csv }: CsvDownloadButtonProps) {
  const theme = useTheme();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const busy = useRef(false);

  async function download() {
    if (busy.current) return;
    busy.current = true;
    setState('busy');
    try {
      downloadCsv(fileName, await csv());
      setState('idle');
    } catch (error) {
      console.error('[mfe-admin] could not export the list', error);
      setState('failed');
    } finally {
      busy.current = false;
    }
  }

  return (
    <div css={css`display: grid; gap: ${theme.space[1]};`}>
      <Button variant="secondary" aria-disabled={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? <Spinner label="Preparing the CSV" size={16} /> : null}
        Download CSV
      </Button>
      {state === 'failed' ? <ErrorText css={css`margin: 0;`}>{CSV_FAILED_TEXT}</ErrorText> : null}
    </div>
  );
}
