import { css, type Theme } from '@emotion/react';

export const modalOverlayStyles = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${theme.space[4]};
  background: ${theme.colors.overlay};
`;

export const modalPanelStyles = (theme: Theme) => css`
  width: min(100%, 28rem);
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
