import { css, jsx, useTheme } from '@emotion/react';
import type { ComponentPropsWithRef, HTMLAttributes, ReactNode, Ref } from 'react';
import { mq } from '../../theme/theme';
import { containerStyles } from './page-container';

export type SectionTone = 'default' | 'surface' | 'dark';

export interface SectionProps extends ComponentPropsWithRef<'section'> {
  tone?: SectionTone;
  contained?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}

/** Give it `aria-labelledby` pointing at its heading so it becomes a named region. */
export function Section({ tone = 'default', contained = true, narrow = false, children, ...rest }: SectionProps) {
  const theme = useTheme();
  return (
    <section
      {...rest}
      css={css`
        padding-block: ${theme.space[7]};
        scroll-margin-top: ${theme.layout.headerHeight};
        color: ${tone === 'dark' ? theme.colors.inverse : theme.colors.text};
        background: ${tone === 'dark' ? theme.colors.ink : tone === 'surface' ? theme.colors.surface : theme.colors.background};
        ${mq('md')} {
          padding-block: ${theme.space[8]};
        }
      `}
    >
      {contained ? <div css={containerStyles(theme, narrow)}>{children}</div> : children}
    </section>
  );
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  as?: 'div' | 'article' | 'section' | 'li';
  padded?: boolean;
}

/** Positioned, so an Overlay can cover it. */
export function Card({ as: Tag = 'div', padded = true, ...rest }: CardProps) {
  const theme = useTheme();
  return jsx(Tag, {
    ...rest,
    css: css`
        position: relative;
        display: flex;
        flex-direction: column;
        gap: ${theme.space[3]};
        min-width: 0;
        padding: ${padded ? theme.space[5] : 0};
        overflow: hidden;
        color: ${theme.colors.text};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
        list-style: none;
      `,
  });
}

export interface OverlayProps extends ComponentPropsWithRef<'div'> {
  children: ReactNode;
  /** Lets clicks reach controls under the overlay, such as the admin's Unblock button. */
  passThrough?: boolean;
}

/** Dark translucent layer: its white text has over 7:1 contrast whatever lies beneath. */
export function Overlay({ passThrough = false, ...rest }: OverlayProps) {
  const theme = useTheme();
  return (
    <div
      {...rest}
      data-overlay=""
      css={css`
        position: absolute;
        inset: 0;
        z-index: 1;
        display: grid;
        place-items: center;
        padding: ${theme.space[4]};
        text-align: center;
        font-family: ${theme.fonts.heading};
        font-size: ${theme.fontSizes.xl};
        font-weight: 700;
        letter-spacing: 0.02em;
        color: ${theme.colors.inverse};
        background: ${theme.colors.overlay};
        border-radius: inherit;
        pointer-events: ${passThrough ? 'none' : 'auto'};
      `}
    />
  );
}
