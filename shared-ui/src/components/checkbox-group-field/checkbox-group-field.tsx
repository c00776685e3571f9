import { ChoiceGroupFrame, type ChoiceGroupBaseProps, type ChoiceOption } from '../field/choice-group';

export interface CheckboxGroupFieldProps<V extends string = string> extends ChoiceGroupBaseProps {
  options: readonly ChoiceOption<V>[];
  /** Controlled list of checked values. */
  value: readonly V[];
  /** Called with the new list, in the order of `options`. */
  onChange: (value: V[]) => void;
}

/**
 * A fieldset of checkboxes with a legend (e.g. the quote form's six services).
 * `disabled` disables the whole group (native fieldset); `ref` and other
 * native props go to the <fieldset>.
 */
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
