import { css, useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from './page-section';

export interface PageBannerProps {
  /** id of the page's h1; the banner section is labelled by it. */
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  /** The band's background, a theme gradient; defaults to 'banner' (ink to deep sea). */
  gradient?: keyof Theme['gradients'];
  /** max-width of the intro paragraph, in ch. */
  introWidth?: number;
}

/** The centred gradient band at the top of a page: its h1 and an intro line. */
export function PageBanner({ titleId, title, intro, gradient = 'banner', introWidth = 60 }: PageBannerProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={titleId}
      css={css`
        background: ${theme.gradients[gradient]};
        padding: ${theme.space[8]} ${theme.space[4]};
        text-align: center;
        h1,
        p {
          color: ${theme.colors.inverse};
        }
      `}
    >
      <Container>
        <h1
          id={titleId}
          css={css`
            margin: 0 0 ${theme.space[3]};
            font-size: ${theme.fontSizes['4xl']};
          `}
        >
          {title}
        </h1>
        <p
          css={css`
            margin: 0 auto;
            max-width: ${introWidth}ch;
            font-size: ${theme.fontSizes.lg};
          `}
        >
          {intro}
        </p>
      </Container>
    </section>
  );
}
