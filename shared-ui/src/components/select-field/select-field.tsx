import { useTheme } from '@emotion/react';
import { useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { controlStyles, describedControlProps, hasContent, useFieldIds, type FieldBaseProps } from '../field/field';
import { FieldFrame } from '../field/field-frame';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string = string>
  extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'defaultValue' | 'children' | 'multiple'>,
    FieldBaseProps {
  options: readonly SelectOption<V>[];
  value: V | '';
  onValueChange?: (value: V) => void;
  placeholder?: string;
}

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
  ref: outerRef,
  ...rest
}: SelectFieldProps<V>) {
  const theme = useTheme();
  const ids = useFieldIds(id);
  const select = useRef<HTMLSelectElement | null>(null);
  // A choice made on the server's HTML before the scripts took the page over is the visitor's choice.
  useLayoutEffect(() => {
    const held = options.find((option) => option.value === select.current?.value);
    if (held && held.value !== value) onValueChange?.(held.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's HTML is read, once
  }, []);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onValueChange?.(chosen.value);
  };
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        {...rest}
        ref={(element) => {
          select.current = element;
          if (typeof outerRef === 'function') outerRef(element);
          else if (outerRef) outerRef.current = element;
        }}
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
    </FieldFrame>
  );
}
