import { css, useTheme } from '@emotion/react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { controlStyles, describedControlProps, hasContent, joinIds, useFieldIds, type FieldBaseProps } from '../field/field';
import { FieldFrame, fieldCount } from '../field/field-frame';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number' | 'date';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'children'>,
    FieldBaseProps {
  type?: TextFieldType;
  value: string;
  onValueChange?: (value: string) => void;
  /** Unlike `maxLength`, nothing typed or pasted is cut: a count shows, and the form refuses the value. */
  characterLimit?: number;
}

export function TextField({
  label,
  hint,
  error,
  type = 'text',
  id,
  className,
  required,
  onChange,
  onValueChange,
  characterLimit,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const theme = useTheme();
  const ids = useFieldIds(id);
  const count = { length: rest.value.length, limit: characterLimit ?? rest.maxLength };
  const counted = fieldCount(ids, count);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className} count={count}>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        onChange={handleChange}
        {...describedControlProps(ids, hint, error, joinIds(extraDescribedBy, counted.describedById))}
        css={[
          controlStyles(theme, hasContent(error) || counted.over),
          type === 'date' &&
            css`
              max-width: 20rem;
            `,
        ]}
      />
    </FieldFrame>
  );
}
