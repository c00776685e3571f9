import { css, type Theme } from '@emotion/react';

/**
 * A text link inside content (an e-mail address, a phone number, a name that
 * leads to its page): primary blue, wraps anywhere so a long address never
 * widens the page, and the controls' focus ring on light surfaces.
 */
export const textLinkStyles = (theme: Theme) => css`
  color: ${theme.colors.primary};
  overflow-wrap: anywhere;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
