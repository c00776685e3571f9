import { Global, ThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { reducedMotion, theme } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    scroll-behavior: smooth;
  }
  ${reducedMotion} {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
    color: ${theme.colors.ink};
  }
  img,
  video {
    max-width: 100%;
  }
  a {
    color: ${theme.colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function SeawaveThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
