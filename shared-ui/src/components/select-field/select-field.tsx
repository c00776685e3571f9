import { useTheme } from '@emotion/react';
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
} from '../field/field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string = string>
  extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'defaultValue' | 'children' | 'multiple'>,
    FieldBaseProps {
  options: readonly SelectOption<V>[];
  /** Controlled value; '' selects the placeholder. */
  value: V | '';
  /** Called with the chosen option's value (besides the native `onChange`). */
  onValueChange?: (value: V) => void;
  /** A first, unselectable option shown while `value` is ''. */
  placeholder?: string;
}

/** A labelled native <select> (e.g. 'Sort by' with Latest / Oldest). */
export function SelectField<V extends string = string>({
  label,
  hint,
  error,
  id,
  className,
  required,
  options,
  value,
  placeholder,
  onChange,
  onValueChange,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectFieldProps<V>) {
  const theme = useTheme();
  const ids = useFieldIds(id);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onValueChange?.(chosen.value);
  };
  return (
    <div className={className} css={fieldStyles(theme)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <select
        {...rest}
        id={ids.controlId}
        value={value}
        required={required}
        onChange={handleChange}
        {...describedControlProps(ids, hint, error, extraDescribedBy)}
        css={controlStyles(theme, hasContent(error))}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
