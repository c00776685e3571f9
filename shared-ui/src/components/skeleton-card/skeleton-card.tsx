import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { reducedMotion } from '../../theme/theme';
import { cardGridStyles } from '../card-grid/card-grid';
import { visuallyHidden } from '../spinner/spinner';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const block = (theme: Theme) => css`
  display: block;
  border-radius: ${theme.radii.sm};
  background: ${theme.gradients.skeleton};
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${reducedMotion} {
    animation: none;
    background: ${theme.colors.skeleton};
  }
`;

export interface SkeletonCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  media?: boolean;
  lines?: number;
}

/** Hidden from assistive technology: the list announces the loading. */
export function SkeletonCard({ media = true, lines = 3, ...rest }: SkeletonCardProps) {
  const theme = useTheme();
  return (
    <div
      {...rest}
      aria-hidden="true"
      data-testid="skeleton-card"
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        background: ${theme.colors.background};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
      `}
    >
      {media ? (
        <span
          css={[
            block(theme),
            css`
              aspect-ratio: 16 / 9;
              border-radius: ${theme.radii.md};
            `,
          ]}
        />
      ) : null}
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          css={[
            block(theme),
            css`
              height: ${index === 0 ? '1.25rem' : '0.875rem'};
              width: ${index === 0 ? '70%' : index === lines - 1 ? '45%' : '90%'};
            `,
          ]}
        />
      ))}
    </div>
  );
}

export interface SkeletonCardListProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  count?: number;
  label?: string;
  media?: boolean;
  lines?: number;
}

export function SkeletonCardList({ count = 3, label = 'Loading', media, lines, ...rest }: SkeletonCardListProps) {
  const theme = useTheme();
  return (
    <div
      {...rest}
      role="status"
      aria-live="polite"
      css={cardGridStyles(theme)}
    >
      <span css={visuallyHidden}>{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} media={media} lines={lines} />
      ))}
    </div>
  );
}
