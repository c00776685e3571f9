import { css, useTheme } from '@emotion/react';
import { mq } from '@seawave/shared-ui';
import type { ReactNode } from 'react';

export interface SplitColumnsProps {
  children: ReactNode;
  /** grid-template-columns from the breakpoint up, e.g. '3fr 2fr'. */
  columns: string;
  /** Below this breakpoint the columns stack. */
  from?: 'md' | 'lg';
}

/** Two columns side by side on wide screens, stacked on narrow ones. */
export function SplitColumns({ children, columns, from = 'lg' }: SplitColumnsProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[6]};
        align-items: start;
        ${mq(from)} {
          grid-template-columns: ${columns};
        }
      `}
    >
      {children}
    </div>
  );
}
