import { css, useTheme } from '@emotion/react';
import { PageContainer } from '@seawave/shared-ui';
import type { ReactNode } from 'react';

/** The careers pages' column below the header: PageContainer plus vertical rhythm. */
export function PageFrame({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const theme = useTheme();
  return (
    <div css={css`padding-block: ${theme.space[7]} ${theme.space[8]};`}>
      <PageContainer narrow={narrow}>{children}</PageContainer>
    </div>
  );
}
