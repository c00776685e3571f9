import { ChoiceGroupFrame, type ChoiceGroupBaseProps, type ChoiceOption } from '../field/choice-group';

export interface CheckboxGroupFieldProps<V extends string = string> extends ChoiceGroupBaseProps {
  options: readonly ChoiceOption<V>[];
  value: readonly V[];
  /** The new list is in the order of `options`. */
  onChange: (value: V[]) => void;
}

export function CheckboxGroupField<V extends string = string>({ options, value, onChange, ...rest }: CheckboxGroupFieldProps<V>) {
  return (
    <ChoiceGroupFrame<V>
      {...rest}
      type="checkbox"
      options={options}
      isChecked={(optionValue) => value.includes(optionValue)}
      onOptionChange={(changed, checked) =>
        onChange(
          options
            .map((option) => option.value)
            .filter((optionValue) => (optionValue === changed ? checked : value.includes(optionValue))),
        )
      }
    />
  );
}
