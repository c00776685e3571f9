import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  children: ReactNode;
  subtitle?: ReactNode;
  level?: 1 | 2 | 3;
  align?: 'left' | 'center';
  inverse?: boolean;
  id?: string;
}

export function SectionHeading({ children, subtitle, level = 2, align = 'center', inverse = false, id }: SectionHeadingProps) {
  const theme = useTheme();
  const Heading = `h${level}` as const;
  return (
    <header
      css={css`
        text-align: ${align};
        margin-bottom: ${theme.space[6]};
      `}
    >
      <Heading
        id={id}
        css={css`
          margin: 0 0 ${theme.space[3]};
          font-size: ${level === 1 ? theme.fontSizes['3xl'] : theme.fontSizes['2xl']};
          color: ${inverse ? theme.colors.inverse : theme.colors.ink};
          &::after {
            content: '';
            display: block;
            width: 64px;
            height: 4px;
            margin: ${theme.space[3]} ${align === 'center' ? 'auto' : '0'} 0;
            background: ${theme.colors.accent};
            border-radius: ${theme.radii.round};
          }
        `}
      >
        {children}
      </Heading>
      {subtitle ? (
        <p
          css={css`
            margin: 0 auto;
            max-width: 60ch;
            font-size: ${theme.fontSizes.sm};
            letter-spacing: 0.06em;
            color: ${inverse ? theme.colors.inverse : theme.colors.textMuted};
          `}
        >
          {subtitle}
        </p>
      ) : null}
    </header>
  );
}
