import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export type SectionTone = 'light' | 'surface' | 'dark';

export interface PageSectionProps {
  children: ReactNode;
  /** id of the section's heading; the section is labelled by it. */
  labelledBy: string;
  id?: string;
  tone?: SectionTone;
  /** Marks the section for tests and analytics (e.g. home section order). */
  name?: string;
}

/** A full-width band with a centred content column, labelled by its heading. */
export function PageSection({ children, labelledBy, id, tone = 'light', name }: PageSectionProps) {
  const theme = useTheme();
  const background = { light: theme.colors.background, surface: theme.colors.surface, dark: theme.colors.ink }[tone];
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-home-section={name}
      css={css`
        background: ${background};
        color: ${tone === 'dark' ? theme.colors.inverse : theme.colors.text};
        padding: ${theme.space[7]} ${theme.space[4]};
        scroll-margin-top: ${theme.layout.headerHeight};
      `}
    >
      <Container>{children}</Container>
    </section>
  );
}

/** The centred content column used by every page. */
export function Container({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        max-width: ${theme.layout.maxWidth};
        margin: 0 auto;
      `}
    >
      {children}
    </div>
  );
}

/** A white card with a shadow (a list item of shared-ui's CardGrid). */
export function CardItem({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <li
      css={css`
        display: flex;
        flex-direction: column;
        background: ${theme.colors.background};
        color: ${theme.colors.text};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
        overflow: hidden;
      `}
    >
      {children}
    </li>
  );
}
