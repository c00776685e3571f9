import { css, useTheme, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

export interface CardGridProps extends ComponentPropsWithRef<'ul'> {
  min?: string;
  /** Stretch the cards of a short fixed set across the row; lists keep column width. */
  stretch?: boolean;
}

export const cardGridStyles = (theme: Theme, { min = '16rem', stretch = false }: Pick<CardGridProps, 'min' | 'stretch'> = {}) => css`
  display: grid;
  grid-template-columns: repeat(${stretch ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${min}), 1fr));
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function CardGrid({ min, stretch, ...rest }: CardGridProps) {
  const theme = useTheme();
  return <ul {...rest} css={cardGridStyles(theme, { min, stretch })} />;
}
