import { css, useTheme } from '@emotion/react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import {
  CharacterCount,
  FieldMessages,
  characterCountState,
  controlStyles,
  describedControlProps,
  fieldStyles,
  hasContent,
  joinIds,
  useFieldIds,
  type FieldBaseProps,
  FieldLabel,
} from '../field/field';

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
  const countId = `${ids.controlId}-count`;
  const limit = characterLimit ?? maxLength;
  const count = characterCountState(countId, value.length, limit, showCount);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <div className={className} css={fieldStyles(theme)}>
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
        {...describedControlProps(ids, hint, error, joinIds(extraDescribedBy, count.describedById))}
        css={[
          controlStyles(theme, hasContent(error) || count.over),
          css`
            resize: vertical;
            line-height: 1.5;
          `,
        ]}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
      <CharacterCount id={countId} length={value.length} limit={limit} shown={count.describedById !== undefined} />
    </div>
  );
}
