import { css, type Theme } from '@emotion/react';

/** The headings of the detail pages' sections (History, Notes, Cargo figures). */
export const panelHeadingStyles = (theme: Theme) => css`
  margin: ${theme.space[4]} 0 0;
  font-size: ${theme.fontSizes.xl};
`;
