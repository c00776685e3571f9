import { css, useTheme } from '@emotion/react';
import { useCallback, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlStyles, describedControlProps, focusRing, hasContent, useFieldIds, type FieldBaseProps } from '../field/field';
import { FieldFrame } from '../field/field-frame';

export interface FileFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'multiple' | 'children'>,
    FieldBaseProps {
  accept?: string;
  onFileChange?: (file: File | null) => void;
  resetKey?: string | number;
  emptyText?: ReactNode;
  chosenText?: ReactNode;
}

/** Uncontrolled, as the browser owns a file input's value: change `resetKey` to clear it. */
export function FileField({ resetKey, ...props }: FileFieldProps) {
  return <FileFieldControl key={resetKey === undefined ? 'file' : `file-${resetKey}`} {...props} />;
}

function FileFieldControl({
  label,
  hint,
  error,
  id,
  className,
  required,
  onChange,
  onFileChange,
  emptyText = 'No file chosen',
  chosenText = 'Chosen file:',
  'aria-describedby': extraDescribedBy,
  ref,
  ...rest
}: Omit<FileFieldProps, 'resetKey'>) {
  const theme = useTheme();
  const ids = useFieldIds(id);
  const [fileName, setFileName] = useState<string | null>(null);
  const adoptingRef = useCallback(
    (input: HTMLInputElement | null) => {
      // A file chosen before the scripts took the page over is in the input already: say so.
      const chosen = input?.files?.[0];
      if (chosen) setFileName(chosen.name);
      if (typeof ref === 'function') return ref(input);
      if (ref) ref.current = input;
    },
    [ref],
  );
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileName(file ? file.name : null);
    onChange?.(event);
    onFileChange?.(file);
  };
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...rest}
        ref={adoptingRef}
        id={ids.controlId}
        type="file"
        required={required}
        onChange={handleChange}
        {...describedControlProps(ids, hint, error, extraDescribedBy)}
        // The browser's own file-name text is hidden: the line under the control states the choice once.
        css={[
          controlStyles(theme, hasContent(error)),
          css`
            padding: ${theme.space[1]};
            cursor: pointer;
            font-size: 0;
            color: transparent;
            &:disabled {
              color: transparent;
            }
            &::file-selector-button {
              min-height: 36px;
              margin-right: ${theme.space[3]};
              padding: ${theme.space[1]} ${theme.space[4]};
              font: inherit;
              font-size: ${theme.fontSizes.md};
              font-weight: 600;
              color: ${theme.colors.inverse};
              background: ${theme.colors.primary};
              border: 0;
              border-radius: ${theme.radii.sm};
              cursor: pointer;
            }
            &:disabled::file-selector-button {
              opacity: 0.6;
              cursor: not-allowed;
            }
            &:focus-visible {
              ${focusRing(theme)}
            }
          `,
        ]}
      />
      <p
        aria-live="polite"
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes.sm};
          color: ${theme.colors.text};
          overflow-wrap: anywhere;
        `}
      >
        {fileName ? (
          <>
            {chosenText} <strong>{fileName}</strong>
          </>
        ) : (
          emptyText
        )}
      </p>
    </FieldFrame>
  );
}
