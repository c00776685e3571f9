import { css, jsx, useTheme, type Theme } from '@emotion/react';
import type { HTMLAttributes, Ref } from 'react';
import { mq } from '../../theme/theme';

type ContainerTag = 'div' | 'main' | 'section' | 'article';

export interface PageContainerProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  as?: ContainerTag;
  narrow?: boolean;
  /** For pages that are not made of Sections. */
  padded?: boolean;
}

export const containerStyles = (theme: Theme, narrow: boolean, padded = false) => css`
  width: 100%;
  max-width: ${narrow ? '48rem' : theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space[4]};
  ${padded ? `padding-block: ${theme.space[7]} ${theme.space[8]};` : ''}
  ${mq('md')} {
    padding-inline: ${theme.space[6]};
  }
`;

export function PageContainer({ as: Tag = 'div', narrow = false, padded = false, ...rest }: PageContainerProps) {
  const theme = useTheme();
  // emotion's jsx() takes the tag as a value, so one code path serves every allowed tag.
  return jsx(Tag, { ...rest, css: containerStyles(theme, narrow, padded) });
}
