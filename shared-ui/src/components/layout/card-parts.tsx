import { css, jsx, useTheme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

export interface CardTitleProps extends ComponentPropsWithRef<'h2'> {
  as?: 'h2' | 'h3';
}

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

/** Kept at the bottom, so cards in a row line up their actions. */
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
