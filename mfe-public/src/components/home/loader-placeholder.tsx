import { css, useTheme } from '@emotion/react';
import { PairLoader } from '@seawave/shared-ui';

/**
 * Section 2 of the home page: the spinner of 10 pairs of circles between the
 * hero and the partners. It is decorative (nothing is loading), so it is
 * hidden from assistive technology.
 */
export function LoaderPlaceholder() {
  const theme = useTheme();
  return (
    <div
      aria-hidden="true"
      data-home-section="loader"
      css={css`
        display: flex;
        justify-content: center;
        padding: ${theme.space[6]} ${theme.space[4]};
      `}
    >
      <PairLoader label="SEAWAVE" />
    </div>
  );
}
