import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FileField } from '../file-field/file-field';
import { SelectField } from '../select-field/select-field';
import { TextAreaField } from '../text-area-field/text-area-field';
import { TextField } from '../text-field/text-field';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './field';

const none = () => undefined;
const frame = { hint: 'As on the invoice.', error: 'This is required.', required: true };

function CustomControl() {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label="Reference" {...frame} count={{ length: 9, limit: 10 }}>
      <input id={ids.controlId} aria-describedby={`${ids.hintId} ${ids.errorId}`} />
    </FieldFrame>
  );
}

describe('FieldFrame', () => {
  it.each([
    ['text field', <TextField key="t" label="Company" value="" onValueChange={none} {...frame} />, 'textbox'],
    ['text area', <TextAreaField key="a" label="Company" value="" onValueChange={none} {...frame} />, 'textbox'],
    ['select field', <SelectField key="s" label="Company" value="" options={[{ value: 'a', label: 'A' }]} onValueChange={none} {...frame} />, 'combobox'],
  ])('frames a %s with label, hint and error', (_kind, field, role) => {
    renderWithTheme(field);
    const control = screen.getByRole(role, { name: 'Company' });
    expect(control).toHaveAccessibleDescription('As on the invoice. This is required.');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Company')).toHaveAttribute('data-required', '');
  });

  it('frames a file field with label, hint, error', () => {
    renderWithTheme(<FileField label="Résumé" {...frame} />);
    const control = screen.getByLabelText('Résumé');
    expect(control).toHaveAccessibleDescription('As on the invoice. This is required.');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('shows a custom control with its count', () => {
    renderWithTheme(<CustomControl />);
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription('As on the invoice. This is required.');
    expect(screen.getByText('9 / 10 characters')).toBeInTheDocument();
  });
});
