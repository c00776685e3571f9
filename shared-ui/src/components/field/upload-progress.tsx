import { css, useTheme } from '@emotion/react';

export interface UploadProgressProps {
  label: string;
  sentBytes: number;
  totalBytes: number;
}

/** 0 while nothing is known. */
export function uploadPercent(sentBytes: number, totalBytes: number): number {
  if (!(totalBytes > 0) || !(sentBytes > 0)) return 0;
  return Math.min(100, Math.floor((sentBytes / totalBytes) * 100));
}

export function UploadProgress({ label, sentBytes, totalBytes }: UploadProgressProps) {
  const theme = useTheme();
  const percent = uploadPercent(sentBytes, totalBytes);
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: ${theme.space[2]};
        font-size: ${theme.fontSizes.sm};
        color: ${theme.colors.text};
      `}
    >
      <progress
        aria-label={label}
        max={100}
        value={percent}
        css={css`
          flex: 1 1 auto;
          max-width: 16rem;
          height: 0.75rem;
          accent-color: ${theme.colors.primary};
        `}
      />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
