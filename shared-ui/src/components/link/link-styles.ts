import { css, type Theme } from '@emotion/react';

/** Wraps anywhere so a long address never widens the page. */
export const textLinkStyles = (theme: Theme) => css`
  color: ${theme.colors.primary};
  overflow-wrap: anywhere;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
