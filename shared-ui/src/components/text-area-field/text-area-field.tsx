import { css, type Theme } from '@emotion/react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import {
  FieldMessages,
  LengthNote,
  controlStyles,
  describedControlProps,
  fieldStyles,
  hasContent,
  hintStyles,
  joinIds,
  useFieldIds,
  type FieldBaseProps,
  FieldLabel,
} from '../field/field';

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'children'>,
    FieldBaseProps {
  /** Controlled value. */
  value: string;
  onValueChange?: (value: string) => void;
  /** With `maxLength`, shows "n / max characters" under the field. */
  showCount?: boolean;
}

/**
 * A labelled multi-line input (blog message, comments, job texts). Same
 * contract as TextField; `rows` defaults to 5 and the field resizes vertically.
 */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 5,
  showCount = false,
  maxLength,
  value,
  onChange,
  onValueChange,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const countId = `${ids.controlId}-count`;
  const counting = showCount && maxLength !== undefined;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <div className={className} css={fieldStyles}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        onChange={handleChange}
        {...describedControlProps(ids, hint, error, joinIds(extraDescribedBy, counting && countId))}
        css={[
          controlStyles(hasContent(error)),
          css`
            resize: vertical;
            line-height: 1.5;
          `,
        ]}
      />
      {counting ? (
        <p id={countId} css={(theme: Theme) => [hintStyles(theme), css`text-align: right;`]}>
          {value.length} / {maxLength} characters
        </p>
      ) : null}
      <FieldMessages ids={ids} hint={hint} error={error} />
      {counting ? null : <LengthNote id={`${ids.controlId}-length`} length={value.length} max={maxLength} />}
    </div>
  );
}
