import { css, useTheme, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button/button';
import { focusRing } from '../field/field';

export type NoticeVariant = 'error' | 'success' | 'info';

export interface NoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'children'> {
  variant?: NoticeVariant;
  heading?: ReactNode;
  children: ReactNode;
  onDismiss?: () => void;
}

const palette = (theme: Theme, variant: NoticeVariant) =>
  ({
    error: { accent: theme.colors.danger, surface: theme.colors.dangerSurface, icon: '!' },
    success: { accent: theme.colors.success, surface: theme.colors.successSurface, icon: '✓' },
    info: { accent: theme.colors.primary, surface: theme.colors.surface, icon: 'i' },
  })[variant];

type NoticeColors = ReturnType<typeof palette>;

const noticeStyles = (theme: Theme, colors: NoticeColors) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.colors.ink};
  background: ${colors.surface};
  border: 1px solid ${colors.accent};
  border-left-width: 6px;
  border-radius: ${theme.radii.md};
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

const iconStyles = (theme: Theme, colors: NoticeColors) => css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  margin-top: 0.05rem;
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inverse};
  background: ${colors.accent};
  border-radius: 50%;
  &::before {
    content: attr(data-icon);
  }
`;

const bodyStyles = css`
  flex: 1;
  min-width: 0;
  align-self: center;
`;

const headingStyles = (colors: NoticeColors) => css`
  margin: 0;
  font-weight: 700;
  color: ${colors.accent};
`;

const textStyles = css`
  & > p {
    margin: 0;
  }
`;

const dismissStyles = (theme: Theme) => css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -${theme.space[2]} -${theme.space[2]} -${theme.space[2]} 0;
  padding: 0;
  font: inherit;
  font-size: ${theme.fontSizes.xl};
  line-height: 1;
  color: ${theme.colors.ink};
  background: transparent;
  border: 0;
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.inkTint};
  }
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

/** Render it only when there is a message: screen readers announce it when it appears. */
export function Notice({ variant = 'info', heading, children, onDismiss, ...rest }: NoticeProps) {
  const theme = useTheme();
  const colors = palette(theme, variant);
  return (
    <div {...rest} role={variant === 'error' ? 'alert' : 'status'} data-variant={variant} css={noticeStyles(theme, colors)}>
      <span aria-hidden="true" data-icon={colors.icon} css={iconStyles(theme, colors)} />
      <div css={bodyStyles}>
        {heading ? <p css={headingStyles(colors)}>{heading}</p> : null}
        <div css={textStyles}>{children}</div>
      </div>
      {onDismiss ? (
        <button type="button" aria-label="Dismiss" onClick={onDismiss} css={dismissStyles(theme)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

export type ErrorTextProps = Omit<ComponentPropsWithRef<'p'>, 'role'>;

export function ErrorText({ children, ...rest }: ErrorTextProps) {
  const theme = useTheme();
  return (
    <p
      {...rest}
      role="alert"
      css={css`
        margin: 0 0 ${theme.space[3]};
        font-weight: 600;
        color: ${theme.colors.danger};
      `}
    >
      {children}
    </p>
  );
}

export interface LoadErrorProps {
  message: ReactNode;
  onRetry: () => void;
  actions?: ReactNode;
  className?: string;
}

export function LoadError({ message, onRetry, actions, className }: LoadErrorProps) {
  const theme = useTheme();
  return (
    <div className={className}>
      <ErrorText>{message}</ErrorText>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space[4]};
        `}
      >
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
        {actions}
      </div>
    </div>
  );
}
