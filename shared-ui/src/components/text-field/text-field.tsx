import { css, useTheme } from '@emotion/react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import {
  FieldMessages,
  controlStyles,
  describedControlProps,
  fieldStyles,
  hasContent,
  useFieldIds,
  type FieldBaseProps,
  FieldLabel,
  CharacterCount,
  characterCountState,
  joinIds,
} from '../field/field';

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
  const countId = `${ids.controlId}-count`;
  const limit = characterLimit ?? rest.maxLength;
  const count = characterCountState(countId, rest.value.length, limit);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <div className={className} css={fieldStyles(theme)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        onChange={handleChange}
        {...describedControlProps(ids, hint, error, joinIds(extraDescribedBy, count.describedById))}
        css={[
          controlStyles(theme, hasContent(error) || count.over),
          type === 'date' &&
            css`
              max-width: 20rem;
            `,
        ]}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
      <CharacterCount id={countId} length={rest.value.length} limit={limit} shown={count.describedById !== undefined} />
    </div>
  );
}
