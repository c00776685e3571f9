import { css, useTheme, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { visuallyHidden } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const buttonStyles = (theme: Theme, { variant = 'primary', size = 'md' }: StyleProps = {}) => {
  const palette = {
    primary: { bg: theme.colors.primary, fg: theme.colors.inverse, hover: theme.colors.primaryHover, border: theme.colors.primary },
    secondary: { bg: theme.colors.inverse, fg: theme.colors.primary, hover: theme.colors.surface, border: theme.colors.primary },
    ghost: { bg: 'transparent', fg: 'inherit', hover: theme.colors.neutralTint, border: 'transparent' },
    danger: { bg: theme.colors.danger, fg: theme.colors.inverse, hover: theme.colors.dangerHover, border: theme.colors.danger },
    light: { bg: theme.colors.inverse, fg: theme.colors.ink, hover: theme.colors.surface, border: theme.colors.inverse },
  }[variant];
  const padding = { sm: '0.35rem 0.8rem', md: '0.6rem 1.25rem', lg: '0.85rem 1.75rem' }[size];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    padding: ${padding};
    min-height: 44px;
    font: inherit;
    font-weight: 600;
    font-size: ${size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
    line-height: 1.2;
    text-decoration: none;
    color: ${palette.fg};
    background: ${palette.bg};
    border: 2px solid ${palette.border};
    border-radius: ${theme.radii.md};
    cursor: pointer;
    transition:
      background-color 0.2s ease,
      transform 0.2s ease;
    &:hover:not(:disabled) {
      background: ${palette.hover};
    }
    &:active:not(:disabled) {
      transform: translateY(1px);
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `;
};

export interface ButtonProps extends ComponentPropsWithRef<'button'>, StyleProps {
  children: ReactNode;
}

/** `type` defaults to "button" so a button never submits a form by accident. */
export function Button({ variant, size, type = 'button', ...rest }: ButtonProps) {
  const theme = useTheme();
  return <button type={type} css={buttonStyles(theme, { variant, size })} {...rest} />;
}

export interface ButtonLinkProps extends LinkProps, StyleProps {}

export function ButtonLink({ variant, size, ...rest }: ButtonLinkProps) {
  const theme = useTheme();
  return <Link css={buttonStyles(theme, { variant, size })} {...rest} />;
}

export interface ExternalButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, StyleProps {
  href: string;
  newTab?: boolean;
}

export function ExternalButtonLink({ variant, size, newTab = false, children, ...rest }: ExternalButtonLinkProps) {
  const theme = useTheme();
  return (
    <a
      css={buttonStyles(theme, { variant, size })}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {newTab ? <NewTabNote /> : null}
    </a>
  );
}

/** Heard but not seen: a link that opens a new tab says so in its accessible name. */
export function NewTabNote() {
  return <span css={visuallyHidden}> (opens in a new tab)</span>;
}
