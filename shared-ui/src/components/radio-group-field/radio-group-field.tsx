import { ChoiceGroupFrame, type ChoiceGroupBaseProps, type ChoiceOption } from '../field/choice-group';

export interface RadioGroupFieldProps<V extends string = string> extends ChoiceGroupBaseProps {
  options: readonly ChoiceOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
}

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
