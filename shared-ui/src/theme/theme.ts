/** The only place that names a colour or a media query: `theme-usage.test.ts` fails on one anywhere else. */
const colors = {
  ink: '#0b1220',
  text: '#1f2937',
  textMuted: '#4b5563',
  inverse: '#ffffff',
  inverseMuted: '#e5e7eb',
  inverseSubtle: '#cbd5e1',
  inverseLink: '#93c5fd',
  inverseBorder: 'rgba(255, 255, 255, 0.25)',
  background: '#ffffff',
  surface: '#f3f6fa',
  border: '#d1d9e6',
  header: '#000000',
  headerRaised: '#1f2937',
  headerControlBorder: '#555555',
  headerMenuBorder: '#333333',
  primary: '#0a58ca',
  primaryHover: '#0846a3',
  accent: '#f59e0b',
  ocean: '#0e7490',
  oceanSurface: '#e0f2fe',
  deepSea: '#0b3b60',
  navy: '#12305c',
  csrRose: '#831843',
  csrViolet: '#4c1d95',
  csrAccent: '#9d174d',
  /** 5.6:1 contrast for the chat button's white icon. */
  chat: '#0b7a3e',
  chatHover: '#095e30',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSurface: '#fdecea',
  success: '#067647',
  successSurface: '#e7f6ee',
  focus: '#f59e0b',
  overlay: 'rgba(11, 18, 32, 0.72)',
  inkTint: 'rgba(11, 18, 32, 0.08)',
  neutralTint: 'rgba(127, 127, 127, 0.15)',
  skeleton: '#e3e8ef',
  skeletonHighlight: '#f4f6f9',
} as const;

export const theme = {
  colors,
  gradients: {
    banner: `linear-gradient(135deg, ${colors.ink}, ${colors.deepSea})`,
    csr: `linear-gradient(135deg, ${colors.csrRose}, ${colors.csrViolet})`,
    careers: `radial-gradient(circle at 20% 120%, ${colors.ocean} 0, transparent 55%), linear-gradient(135deg, ${colors.ink} 0%, ${colors.navy} 60%, ${colors.primaryHover} 100%)`,
    /** White title over the hero photos needs 4.5:1 or more. */
    heroScrim: 'linear-gradient(180deg, rgba(2, 6, 23, 0.55), rgba(2, 6, 23, 0.75))',
    /** Dark enough for white text even where the photo is white. */
    photoScrim: 'linear-gradient(180deg, rgba(2, 6, 23, 0.6), rgba(2, 6, 23, 0.85))',
    skeleton: `linear-gradient(90deg, ${colors.skeleton} 25%, ${colors.skeletonHighlight} 50%, ${colors.skeleton} 75%)`,
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

type Breakpoint = keyof SeawaveTheme['breakpoints'];

/** `mq('sm', 'below')` is for the rare rule that applies only under a breakpoint. */
export const mq = (bp: Breakpoint, range: 'up' | 'below' = 'up') =>
  range === 'up' ? `@media (min-width: ${theme.breakpoints[bp]}px)` : `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
