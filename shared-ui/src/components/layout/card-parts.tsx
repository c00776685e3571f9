import { css, jsx, useTheme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

export interface CardTitleProps extends ComponentPropsWithRef<'h2'> {
  /** Heading level: h2 (default) for a card directly under the page title, h3 under a section heading. */
  as?: 'h2' | 'h3';
}

/** A card's title: the same size and colour on every card; a long word wraps rather than widening the card. */
export function CardTitle({ as: Tag = 'h2', children, ...rest }: CardTitleProps) {
  const theme = useTheme();
  return jsx(Tag, {
    ...rest,
    css: css`
      margin: 0;
      font-size: ${theme.fontSizes.xl};
      color: ${theme.colors.ink};
      overflow-wrap: anywhere;
    `,
    children,
  });
}

/** A card's buttons, kept at the bottom of the card (cards in a row line up their actions). */
export function CardActions(props: ComponentPropsWithRef<'div'>) {
  const theme = useTheme();
  return (
    <div
      {...props}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[2]};
        margin-top: auto;
        padding-top: ${theme.space[2]};
      `}
    />
  );
}
