import { css, useTheme, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** A title may be one long word (a company, a post topic): it wraps rather than widening the page. */
export const pageTitleStyles = (theme: Theme) => css`
  margin: 0 0 ${theme.space[3]};
  min-width: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['3xl']};
  line-height: 1.2;
  color: ${theme.colors.ink};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

export type PageTitleProps = ComponentPropsWithRef<'h1'>;

/** Focusable (tabIndex -1) without a ring: after a client-side navigation the shell focuses the h1 so screen readers announce it. */
export function PageTitle({ children, ...rest }: PageTitleProps) {
  const theme = useTheme();
  return (
    <h1 tabIndex={-1} {...rest} css={pageTitleStyles(theme)}>
      {children}
    </h1>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  titleId?: string;
  /** They wrap below the title on narrow screens. */
  actions?: ReactNode;
}

export function PageHeader({ title, titleId, actions }: PageHeaderProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        justify-content: space-between;
        gap: ${theme.space[3]} ${theme.space[4]};
        margin-bottom: ${theme.space[5]};
        & > h1 {
          margin: 0;
        }
      `}
    >
      <PageTitle id={titleId}>{title}</PageTitle>
      {actions}
    </div>
  );
}
