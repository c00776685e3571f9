import { css, useTheme } from '@emotion/react';
import { acceptAttribute } from '@seawave/shared-data/entities';
import { checkImageContent } from '@seawave/shared-data/schemas';
import { FileField } from '@seawave/shared-ui/form';
import { useEffect, useState } from 'react';

export interface PhotoFieldProps {
  label: string;
  /** Kept by the form, so a failed save keeps it. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  currentUrl?: string | null;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  round?: boolean;
}

function useObjectUrl(file: File | null): string | null {
  const [entry, setEntry] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    // Set from a microtask, not synchronously in the effect body.
    let active = true;
    void Promise.resolve().then(() => {
      if (active) setEntry({ file, url });
    });
    return () => {
      active = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return file && entry?.file === file ? entry.url : null;
}

/** Catches an SVG or a text file renamed .png by its first bytes. */
function useContentProblem(file: File | null): string | null {
  const [entry, setEntry] = useState<{ file: File; problem: string | null } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    let active = true;
    void checkImageContent(file).then((problem) => {
      if (active) setEntry({ file, problem });
    });
    return () => {
      active = false;
    };
  }, [file]);
  return file && entry?.file === file ? entry.problem : null;
}

/** The input is never remounted, so the browser keeps the chosen file through a failed save. */
export function PhotoField({ label, file, onFileChange, currentUrl, error: givenError, required, disabled, round = false }: PhotoFieldProps) {
  const theme = useTheme();
  const contentProblem = useContentProblem(givenError ? null : file);
  const error = givenError ?? contentProblem;
  const chosenUrl = useObjectUrl(error ? null : file);
  const previewUrl = chosenUrl ?? currentUrl ?? null;
  const previewAlt = chosenUrl ? `${label} preview (new)` : `${label} (current)`;
  const size = round ? 96 : 160;
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: ${theme.space[4]};
      `}
    >
      <FileField
        label={label}
        accept={acceptAttribute('image')}
        required={required}
        disabled={disabled}
        error={error ?? undefined}
        hint={currentUrl ? 'Leave empty to keep the current photo. PNG, JPEG, WebP or GIF, up to 5 MB.' : 'PNG, JPEG, WebP or GIF, up to 5 MB.'}
        onFileChange={onFileChange}
        css={css`
          flex: 1 1 18rem;
        `}
      />
      {previewUrl ? (
        <img
          src={previewUrl}
          alt={previewAlt}
          width={round ? size : size * 1.5}
          height={size}
          css={css`
            flex: none;
            width: ${round ? size : size * 1.5}px;
            height: ${size}px;
            object-fit: cover;
            border-radius: ${round ? '50%' : theme.radii.md};
            border: 1px solid ${theme.colors.border};
            background: ${theme.colors.surface};
          `}
        />
      ) : null}
    </div>
  );
}
