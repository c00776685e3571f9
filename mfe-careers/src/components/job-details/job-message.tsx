import { css, useTheme } from '@emotion/react';
import { ButtonLink } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';
import type { ReactNode } from 'react';
import { paths } from '../../routes.generated';

export function JobMessage({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        padding: ${theme.space[6]};
        text-align: center;
        background: ${theme.colors.surface};
        border-radius: ${theme.radii.lg};
      `}
    >
      <PageTitle>{title}</PageTitle>
      <div css={css`margin: 0 0 ${theme.space[5]}; & > p { margin: 0; }`}>{children}</div>
      <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]};`}>
        <ButtonLink to={paths.careers.href()} variant="primary">
          Back to Careers
        </ButtonLink>
      </div>
    </div>
  );
}
