import { css, useTheme, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

export interface CardGridProps extends ComponentPropsWithRef<'ul'> {
  /** Narrowest column (any CSS length, default '16rem'); narrower screens get one full-width column. */
  min?: string;
  /**
   * Stretches the cards across the row when there are fewer than would fit
   * (fixed sets such as the home page cards). Default false: a short list
   * keeps its cards at column width (lists of quotes, jobs, posts).
   */
  stretch?: boolean;
}

/** The grid of CardGrid, for a grid that is not a list (e.g. the loading placeholders). */
export const cardGridStyles = (theme: Theme, { min = '16rem', stretch = false }: Pick<CardGridProps, 'min' | 'stretch'> = {}) => css`
  display: grid;
  grid-template-columns: repeat(${stretch ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${min}), 1fr));
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A responsive grid of cards: an unstyled list whose items are cards (`<li>`). */
export function CardGrid({ min, stretch, ...rest }: CardGridProps) {
  const theme = useTheme();
  return <ul {...rest} css={cardGridStyles(theme, { min, stretch })} />;
}
