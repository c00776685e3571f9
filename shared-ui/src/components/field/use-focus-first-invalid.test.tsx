import { screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TextField } from '../text-field/text-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

function Form() {
  const [errors, setErrors] = useState<{ first?: string; second?: string }>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [first, setFirst] = useState('filled');
  const [second, setSecond] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({ first: first ? undefined : 'Required.', second: second ? undefined : 'Required.' });
    focusFirstInvalid();
  }
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit}>
      <TextField label="First" value={first} onValueChange={setFirst} error={errors.first} />
      <TextField label="Second" value={second} onValueChange={setSecond} error={errors.second} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('focuses the first invalid field on submit', async () => {
    const { user } = renderWithTheme(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  });
});
