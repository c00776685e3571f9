import { css, type Theme } from '@emotion/react';
import { mq } from '@seawave/shared-ui';
import { navItemStyle } from './services-menu';

export const headerBar = (theme: Theme) => css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${theme.zIndex.header};
  background: ${theme.colors.header};
  color: ${theme.colors.inverse};
`;

export const headerRow = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  max-width: ${theme.layout.maxWidth};
  min-height: ${theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};
`;

/** The phone's Menu: hidden on large screens, its icon following the open state. */
export const menuDetails = css`
  & [data-icon='open'],
  &[open] [data-icon='closed'] {
    display: none;
  }
  &[open] [data-icon='open'] {
    display: inline;
  }
  ${mq('lg')} {
    display: none;
  }
`;

export const menuSummary = (theme: Theme) => css`
  ${navItemStyle(theme)};
  list-style: none;
  border: 1px solid ${theme.colors.headerControlBorder};
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
`;

/** Collapsed behind the Menu on phones (shown while the Menu's details is open), a row on large screens. */
export const mainNav = (theme: Theme) => css`
  display: none;
  details[open] + & {
    display: block;
  }
  flex-basis: 100%;
  padding-bottom: ${theme.space[4]};
  ${mq('lg')} {
    display: block;
    flex-basis: auto;
    padding-bottom: 0;
  }
`;

export const mainNavList = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  ${mq('lg')} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space[2]};
  }
`;

export const navLink = (theme: Theme) => css`
  ${navItemStyle(theme)};
  &[aria-current='page'] {
    color: ${theme.colors.accent};
    box-shadow: inset 0 -3px 0 ${theme.colors.accent};
  }
`;
