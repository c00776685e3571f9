import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RadioGroupField } from './radio-group-field';

type Experience = '0-1' | '2-5' | '6+';
const experience = [
  { value: '0-1', label: '0-1' },
  { value: '2-5', label: '2-5' },
  { value: '6+', label: '6+' },
] as const;

function ExperienceField({ onChange, hint }: { onChange?: (value: Experience) => void; hint?: string }) {
  const [value, setValue] = useState<Experience>('0-1');
  return (
    <RadioGroupField<Experience>
      label="Experience"
      name="experience"
      options={experience}
      value={value}
      hint={hint}
      inline
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RadioGroupField', () => {
  it('is a legend-named group with the choice checked', () => {
    renderWithTheme(<ExperienceField hint="In years" />);
    expect(screen.getByRole('group', { name: 'Experience' })).toHaveAccessibleDescription('In years');
    expect(screen.getByRole('radio', { name: '0-1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '6+' })).not.toBeChecked();
  });

  it('is changed by click and arrow keys', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<ExperienceField onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '2-5' }));
    expect(onChange).toHaveBeenLastCalledWith('2-5');
    expect(screen.getByRole('radio', { name: '2-5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '0-1' })).not.toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('6+');
    expect(screen.getByRole('radio', { name: '6+' })).toBeChecked();
  });

  it('marks options invalid and can be disabled', () => {
    renderWithTheme(
      <RadioGroupField label="Relocate" name="relocate" options={[{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]} value="yes" onChange={() => undefined} error="Choose one." disabled />,
    );
    expect(screen.getByRole('group', { name: 'Relocate' })).toHaveAccessibleDescription('Choose one.');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'No' })).toBeDisabled();
  });
});
