import { css, jsx, useTheme } from '@emotion/react';
import type { ComponentPropsWithRef, HTMLAttributes, ReactNode, Ref } from 'react';
import { mq } from '../../theme/theme';
import { containerStyles } from './page-container';

export type SectionTone = 'default' | 'surface' | 'dark';

export interface SectionProps extends ComponentPropsWithRef<'section'> {
  /** Background: page white (default), light surface, or dark with inverse text. */
  tone?: SectionTone;
  /** Wraps the children in a PageContainer (default true). */
  contained?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}

/**
 * A page section with vertical rhythm. Give it `aria-labelledby` pointing at
 * its heading (e.g. SectionHeading's `id`) so it becomes a named region.
 */
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
  /** Element to render: div (default), article (a post or vacancy), section or li. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Inner padding (default true; false for cards whose image reaches the edges). */
  padded?: boolean;
}

/** A white surface with rounded corners and a shadow. It is positioned, so an Overlay can cover it. */
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
  /**
   * Lets clicks reach the controls under the overlay (e.g. the admin's
   * Unblock button under 'Blocked'). Default false: the overlay blocks them.
   */
  passThrough?: boolean;
}

/**
 * A label covering its positioned parent (a Card), e.g. 'Currently Unavailable'
 * or 'Blocked': dark translucent layer with large white text (over 7:1
 * contrast whatever lies beneath).
 */
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
