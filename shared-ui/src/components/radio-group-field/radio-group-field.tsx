import { ChoiceGroupFrame, type ChoiceGroupBaseProps, type ChoiceOption } from '../field/choice-group';

export interface RadioGroupFieldProps<V extends string = string> extends ChoiceGroupBaseProps {
  options: readonly ChoiceOption<V>[];
  /** Controlled value; '' when nothing is chosen. */
  value: V | '';
  onChange: (value: V) => void;
}

/**
 * A fieldset of radio buttons with a legend (e.g. relocate yes / no,
 * experience 0-1 / 2-5 / 6+). Arrow keys move between options natively.
 */
export function RadioGroupField<V extends string = string>({ options, value, onChange, ...rest }: RadioGroupFieldProps<V>) {
  return (
    <ChoiceGroupFrame<V>
      {...rest}
      type="radio"
      options={options}
      isChecked={(optionValue) => optionValue === value}
      onOptionChange={(changed, checked) => {
        if (checked) onChange(changed);
      }}
    />
  );
}
