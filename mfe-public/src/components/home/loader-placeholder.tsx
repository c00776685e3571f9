import { css, useTheme } from '@emotion/react';
import { PairLoader } from '@seawave/shared-ui';
import { useRef } from 'react';
import { useInView } from '../../hooks/use-in-view';

/**
 * Section 2 of the home page: the spinner of 10 pairs of circles between the
 * hero and the partners. It is decorative (nothing is loading), so it is
 * hidden from assistive technology.
 */
export function LoaderPlaceholder() {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  // Its pulse runs only while it is on screen.
  const inView = useInView(ref, '0px');
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-home-section="loader"
      data-in-view={inView ? 'true' : 'false'}
      css={css`
        display: flex;
        justify-content: center;
        padding: ${theme.space[6]} ${theme.space[4]};
        &[data-in-view='false'] * {
          animation-play-state: paused !important;
        }
      `}
    >
      <PairLoader label="SEAWAVE" />
    </div>
  );
}
