import { screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { CheckboxGroupField } from './checkbox-group-field';

const services = [
  { value: 'customClearance', label: 'Custom Clearance' },
  { value: 'freightForwarding', label: 'Freight Forwarding' },
  { value: 'warehousing', label: 'Warehousing' },
];

function Services({ onChange, error, disabled }: { onChange?: (values: string[]) => void; error?: string; disabled?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroupField
      label="Services"
      name="services"
      required
      options={services}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('CheckboxGroupField', () => {
  it('is a legend-named group of labelled checkboxes', () => {
    renderWithTheme(<Services />);
    const group = screen.getByRole('group', { name: 'Services' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'customClearance',
      'freightForwarding',
      'warehousing',
    ]);
  });

  it('reports the checked values in option order', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Services onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
    await user.click(screen.getByLabelText('Custom Clearance'));
    expect(onChange).toHaveBeenLastCalledWith(['customClearance', 'warehousing']);
    expect(screen.getByRole('checkbox', { name: 'Warehousing' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
    expect(onChange).toHaveBeenLastCalledWith(['customClearance']);
    expect(screen.getByRole('checkbox', { name: 'Warehousing' })).not.toBeChecked();
  });

  it('links its error and marks checkboxes invalid', () => {
    renderWithTheme(<Services error="Choose at least one service." />);
    expect(screen.getByRole('group', { name: 'Services' })).toHaveAccessibleDescription('Choose at least one service.');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be disabled and forwards the ref', async () => {
    const ref = createRef<HTMLFieldSetElement>();
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <CheckboxGroupField ref={ref} label="Services" name="s" options={services} value={[]} onChange={onChange} disabled />,
    );
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Services' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
