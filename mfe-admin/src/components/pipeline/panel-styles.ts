import { css, type Theme } from '@emotion/react';

export const panelHeadingStyles = (theme: Theme) => css`
  margin: ${theme.space[4]} 0 0;
  font-size: ${theme.fontSizes.xl};
`;
