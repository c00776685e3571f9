import { screen, waitFor } from '@testing-library/react';
import { Button } from '../components/button/button';
import { HoneypotField } from '../components/honeypot/honeypot-field';
import { Notice } from '../components/notice/notice';
import { TextField } from '../components/text-field/text-field';
import { renderWithTheme } from '../testing/render-with-theme';
import { useForm, type FormCheckResult } from './use-form';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

interface Values {
  name: string;
  city: string;
}

const validate = (values: Values): FormCheckResult<Values, keyof Values> => {
  const fieldErrors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) fieldErrors.name = 'This field is required.';
  if (!values.city.trim()) fieldErrors.city = 'This field is required.';
  return Object.keys(fieldErrors).length > 0 ? { ok: false, message: 'Please fill in every field.', fieldErrors } : { ok: true, output: values };
};

function DemoForm({ send, onSent }: { send: (values: Values) => Promise<string>; onSent?: () => void }) {
  // The button stays enabled while submitting: the hook alone must stop a second submit.
  const { formProps, field, message, messageRef, status, honeypotRef } = useForm({
    initialValues: { name: '', city: '' },
    validate,
    submit: send,
    failureMessage: () => 'Could not send.',
    onSent,
  });
  return (
    <form {...formProps} aria-label="Demo">
      <TextField label="Name" {...field('name')} />
      <TextField label="City" {...field('city')} />
      <HoneypotField inputRef={honeypotRef} />
      {message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          {message}
        </Notice>
      ) : null}
      <p>Status: {status}</p>
      <Button type="submit">Send</Button>
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('useForm', () => {
  it('refuses, marks and focuses invalid fields', async () => {
    const send = jest.fn(async () => 'id');
    const { user } = renderWithTheme(<DemoForm send={send} />);
    await user.type(box('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in every field.');
    expect(screen.getByText('Status: invalid')).toBeInTheDocument();
    expect(box('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Name')).toHaveAccessibleDescription('This field is required.');
    expect(box('City')).not.toHaveAttribute('aria-invalid');
    expect(box('Name')).toHaveFocus();
    // The note goes once the field changes.
    await user.type(box('Name'), 'A');
    expect(box('Name')).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('submits once, disabled while sending, then clears', async () => {
    const pending = deferred<string>();
    const send = jest.fn(() => pending.promise);
    const onSent = jest.fn();
    const { user } = renderWithTheme(<DemoForm send={send} onSent={onSent} />);
    await user.type(box('Name'), 'Asha');
    await user.type(box('City'), 'Pune');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune' }, { name: 'Asha', city: 'Pune' }, { id: expect.stringMatching(/^[A-Za-z0-9]{24}$/) });
    expect(screen.getByText('Status: submitting')).toBeInTheDocument();
    expect(box('Name')).toBeDisabled();
    pending.resolve('new-id');
    expect(await screen.findByText('Status: sent')).toBeInTheDocument();
    expect(box('Name')).toHaveValue('');
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps values after a failure for a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = jest.fn<Promise<string>, [Values]>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('id');
    const { user } = renderWithTheme(<DemoForm send={send} />);
    await user.type(box('Name'), 'Asha');
    await user.type(box('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByText('Status: failed')).toBeInTheDocument();
    expect(box('Name')).toHaveValue('Asha');
    expect(box('City')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Status: sent')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('silently drops honeypot submissions', async () => {
    const send = jest.fn(async () => 'id');
    const onSent = jest.fn();
    const { user, container } = renderWithTheme(<DemoForm send={send} onSent={onSent} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await user.type(box('Name'), 'Bot');
    await user.type(box('City'), 'Spam');
    honeypot.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Status: sent')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(box('Name')).toHaveValue('');
  });

  it('never tabs into the honeypot', async () => {
    const { user, container } = renderWithTheme(<DemoForm send={jest.fn(async () => 'id')} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.click(box('City'));
    await user.tab();
    expect(honeypot).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
