import { css, useTheme } from '@emotion/react';
import { Button, ErrorText, Spinner } from '@seawave/shared-ui';

export const NEXT_PAGE_FAILED_TEXT = 'The next page could not be loaded. Please try again.';

export interface PagerProps {
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  loadingNext: boolean;
  nextFailed: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Marked unavailable rather than disabled, so a keyboard user's focus stays on the button at the first or last page. */
const unavailable = css`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** 'Previous page', the page number and 'Next page' under an inbox list. */
export function Pager({ pageNumber, hasPrevious, hasNext, loadingNext, nextFailed, onPrevious, onNext }: PagerProps) {
  const theme = useTheme();
  return (
    <nav aria-label="Pages" css={css`display: grid; gap: ${theme.space[2]}; margin-top: ${theme.space[5]};`}>
      {nextFailed ? <ErrorText>{NEXT_PAGE_FAILED_TEXT}</ErrorText> : null}
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]};`}>
        <Button variant="secondary" aria-disabled={!hasPrevious} css={unavailable} onClick={() => hasPrevious && onPrevious()}>
          Previous page
        </Button>
        <span aria-live="polite">Page {pageNumber}</span>
        <Button variant="secondary" aria-disabled={!hasNext || loadingNext} css={unavailable} onClick={() => hasNext && !loadingNext && onNext()}>
          {loadingNext ? <Spinner label="Loading the next page" size={16} /> : null}
          Next page
        </Button>
      </div>
    </nav>
  );
}
