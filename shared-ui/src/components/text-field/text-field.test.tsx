import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Email" type="email" value={value} onValueChange={setValue} {...props} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled, controlled and keeps its value', async () => {
    const { user, rerender } = renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'a@example.com');
    expect(input).toHaveValue('a@example.com');
    expect(screen.getByText('a@example.com', { selector: 'output' })).toBeInTheDocument();
    rerender(<Controlled hint="We reply within a day." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@example.com');
  });

  it('links hint and error; marks itself invalid', () => {
    renderWithTheme(<TextField label="Name" value="" onValueChange={() => undefined} hint="Your full name" error="Name is required." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your full name Name is required.');
    expect(screen.getByText('Name is required.')).toBeVisible();
  });

  it('is valid without an error', () => {
    renderWithTheme(<TextField label="Name" value="" onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required without changing its name', () => {
    renderWithTheme(<TextField label="Contact number" type="tel" required value="" onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Contact number' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'tel');
    // The "*" is CSS generated content: the label text stays exactly the label.
    expect(screen.getByText('Contact number')).toHaveAttribute('data-required');
    expect(screen.getByLabelText('Contact number')).toBe(input);
  });

  it('honours maxLength, disabled, ref and props', async () => {
    const ref = createRef<HTMLInputElement>();
    const { user, rerender } = renderWithTheme(<Controlled maxLength={5} ref={ref} name="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await user.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
    rerender(<Controlled maxLength={5} disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('calls the native onChange too', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('announces nearing and reaching maxLength', async () => {
    const { user } = renderWithTheme(<Controlled label="Name" type="text" maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, '1234567');
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await user.type(input, '8');
    expect(input).toHaveAccessibleDescription('8 / 10 characters');
    await user.type(input, '90123');
    expect(input).toHaveValue('1234567890');
    expect(input).toHaveAccessibleDescription('10 / 10 characters');
    expect(screen.getByText('Limit of 10 characters reached.')).toBeInTheDocument();
  });

  it('keeps and counts text over a characterLimit', async () => {
    const { user } = renderWithTheme(<Controlled label="Name" type="text" characterLimit={10} hint="Your full name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('maxLength');
    await user.type(input, '1234567');
    expect(input).toHaveAccessibleDescription('Your full name');
    await user.type(input, '8');
    expect(input).toHaveAccessibleDescription('Your full name 8 / 10 characters');
    await user.click(input);
    await user.paste('ABCD');
    expect(input).toHaveValue('12345678ABCD');
    expect(input).toHaveAccessibleDescription('Your full name 12 / 10 characters: 2 too many');
    expect(screen.getByText('Over the limit of 10 characters.')).toBeInTheDocument();
    // The count alone does not mark the field invalid: the form decides, with its own message.
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
