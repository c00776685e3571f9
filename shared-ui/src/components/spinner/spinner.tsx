import { css, keyframes, useTheme } from '@emotion/react';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  label?: string;
  size?: number;
  inverse?: boolean;
}

export function Spinner({ label = 'Loading', size = 20, inverse = false }: SpinnerProps) {
  const theme = useTheme();
  const color = inverse ? theme.colors.inverse : theme.colors.primary;
  return (
    <span role="status" aria-live="polite" css={css`display: inline-flex;`}>
      <span
        aria-hidden="true"
        css={css`
          width: ${size}px;
          height: ${size}px;
          border: 3px solid ${color}33;
          border-top-color: ${color};
          border-radius: 50%;
          animation: ${spin} 0.8s linear infinite;
        `}
      />
      <span css={visuallyHidden}>{label}</span>
    </span>
  );
}

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const pulse = keyframes`
  0%, 100% { transform: scale(0.4); opacity: 0.35; }
  50% { transform: scale(1); opacity: 1; }
`;

export const PAIR_LOADER_PAIRS = 10;

export function PairLoader({ label = 'Loading' }: { label?: string }) {
  const theme = useTheme();
  return (
    <div role="status" aria-live="polite" css={css`display: inline-flex; align-items: center;`}>
      <div
        aria-hidden="true"
        data-testid="pair-loader"
        css={css`
          display: flex;
          gap: 6px;
        `}
      >
        {Array.from({ length: PAIR_LOADER_PAIRS }, (_, index) => (
          <span
            key={index}
            data-pair={index + 1}
            css={css`
              display: flex;
              flex-direction: column;
              gap: 6px;
              & > span {
                width: 10px;
                height: 10px;
                border-radius: 50%;
                animation: ${pulse} 1.2s ease-in-out infinite;
                animation-delay: ${index * 0.12}s;
              }
              & > span:first-of-type {
                background: ${theme.colors.primary};
              }
              & > span:last-of-type {
                background: ${theme.colors.ocean};
                animation-delay: ${index * 0.12 + 0.6}s;
              }
            `}
          >
            <span />
            <span />
          </span>
        ))}
      </div>
      <span css={visuallyHidden}>{label}</span>
    </div>
  );
}

export function FullScreenSpinner({ label = 'Loading page' }: { label?: string }) {
  const theme = useTheme();
  return (
    <div
      data-testid="full-screen-spinner"
      css={css`
        position: fixed;
        inset: 0;
        display: grid;
        place-items: center;
        background: ${theme.colors.background};
        z-index: ${theme.zIndex.overlay};
      `}
    >
      <Spinner label={label} size={48} />
    </div>
  );
}
