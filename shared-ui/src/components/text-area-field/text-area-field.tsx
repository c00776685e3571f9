import { css, useTheme } from '@emotion/react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { controlStyles, describedControlProps, hasContent, joinIds, useFieldIds, type FieldBaseProps } from '../field/field';
import { FieldFrame, fieldCount } from '../field/field-frame';

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'children'>,
    FieldBaseProps {
  value: string;
  onValueChange?: (value: string) => void;
  /** Always show the count, not only from 80% of the limit. */
  showCount?: boolean;
  /** Unlike `maxLength`, nothing typed or pasted is cut: the count turns red and the form refuses the value. */
  characterLimit?: number;
}

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
  characterLimit,
  value,
  onChange,
  onValueChange,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaFieldProps) {
  const theme = useTheme();
  const ids = useFieldIds(id);
  const count = { length: value.length, limit: characterLimit ?? maxLength, always: showCount };
  const counted = fieldCount(ids, count);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className} count={count}>
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        onChange={handleChange}
        {...describedControlProps(ids, hint, error, joinIds(extraDescribedBy, counted.describedById))}
        css={[
          controlStyles(theme, hasContent(error) || counted.over),
          css`
            resize: vertical;
            line-height: 1.5;
          `,
        ]}
      />
    </FieldFrame>
  );
}
