import { css, useTheme } from '@emotion/react';
import { Notice } from '@seawave/shared-ui';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

export const SOURCE_FILTER_TEXT = 'Showing only the arrivals from one source, marked suspected flood.';
export const SHOW_ALL_TEXT = 'Show all';

/** The source a staff digest's folded line links to (`?source=<hash>`), or null. */
export function useSourceFilter(): string | null {
  const [params] = useSearchParams();
  const source = params.get('source');
  return source && /^[0-9a-f]{1,64}$/.test(source) ? source : null;
}

/** Says the list shows one source only, with the way back to the whole list. */
export function SourceFilterNotice({ source }: { source: string | null }) {
  const theme = useTheme();
  const { pathname } = useLocation();
  if (!source) return null;
  return (
    <Notice variant="info">
      <p
        css={css`
          margin: 0;
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[3]};
        `}
      >
        <span>{SOURCE_FILTER_TEXT}</span>
        <Link to={pathname}>{SHOW_ALL_TEXT}</Link>
      </p>
    </Notice>
  );
}
