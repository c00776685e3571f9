import { css, useTheme } from '@emotion/react';
import { Button, ErrorText, Spinner } from '@seawave/shared-ui';

export const NEXT_PAGE_FAILED_TEXT = 'The next page could not be loaded. Please try again.';

export interface InboxPaging {
  state: { status: 'loading' | 'error' | 'success' };
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  loadingNext: boolean;
  nextFailed: boolean;
  previous: () => void;
  next: () => Promise<void>;
}

/** Marked unavailable rather than disabled, so a keyboard user's focus stays on the button at the first or last page. */
const unavailable = css`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export function Pager({ pages }: { pages: InboxPaging }) {
  const theme = useTheme();
  const { pageNumber, hasPrevious, hasNext, loadingNext, nextFailed } = pages;
  if (pages.state.status !== 'success' || (!hasPrevious && !hasNext)) return null;
  return (
    <nav aria-label="Pages" css={css`display: grid; gap: ${theme.space[2]}; margin-top: ${theme.space[5]};`}>
      {nextFailed ? <ErrorText>{NEXT_PAGE_FAILED_TEXT}</ErrorText> : null}
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]};`}>
        <Button variant="secondary" aria-disabled={!hasPrevious} css={unavailable} onClick={() => hasPrevious && pages.previous()}>
          Previous page
        </Button>
        <span aria-live="polite">Page {pageNumber}</span>
        <Button variant="secondary" aria-disabled={!hasNext || loadingNext} css={unavailable} onClick={() => hasNext && !loadingNext && void pages.next()}>
          {loadingNext ? <Spinner label="Loading the next page" size={16} /> : null}
          Next page
        </Button>
      </div>
    </nav>
  );
}
