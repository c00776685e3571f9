/**
 * SEAWAVE design tokens. Components read them through emotion's theme
 * (`useTheme()` or a `(theme) => css` function); pages never hard-code colours.
 */
export const theme = {
  colors: {
    ink: '#0b1220',
    text: '#1f2937',
    textMuted: '#4b5563',
    inverse: '#ffffff',
    background: '#ffffff',
    surface: '#f3f6fa',
    border: '#d1d9e6',
    header: '#000000',
    primary: '#0a58ca',
    primaryHover: '#0846a3',
    accent: '#f59e0b',
    ocean: '#0e7490',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#067647',
    successSurface: '#e7f6ee',
    focus: '#f59e0b',
    overlay: 'rgba(11, 18, 32, 0.72)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': 'clamp(2.25rem, 6vw, 3.75rem)',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', round: '999px' },
  shadows: {
    card: '0 2px 10px rgba(11, 18, 32, 0.12)',
    raised: '0 8px 24px rgba(11, 18, 32, 0.2)',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  layout: { headerHeight: '64px', maxWidth: '1200px' },
  zIndex: { header: 1000, floating: 1100, overlay: 1200, dialog: 1300 },
} as const;

export type SeawaveTheme = typeof theme;

/** `@media (min-width: …)` for a breakpoint name. */
export const mq = (bp: keyof SeawaveTheme['breakpoints']) =>
  `@media (min-width: ${theme.breakpoints[bp]}px)`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
