import '@emotion/react';
import type { SeawaveTheme } from './theme';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented way to type the theme
  export interface Theme extends SeawaveTheme {}
}
