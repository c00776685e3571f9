import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from '../components/button/button';
import { CheckboxGroupField } from '../components/checkbox-group-field/checkbox-group-field';
import { Notice } from '../components/notice/notice';
import { RadioGroupField } from '../components/radio-group-field/radio-group-field';
import { SelectField } from '../components/select-field/select-field';
import { TextAreaField } from '../components/text-area-field/text-area-field';
import { TextField } from '../components/text-field/text-field';
import { SeawaveThemeProvider } from '../theme/theme-provider';
import { hydrateServerHtml } from '../testing/hydrate';
import { useForm, type FormCheckResult } from './use-form';

/**
 * A prerendered form is in the page before React takes it over: what a
 * visitor (or the browser's autofill) puts into it in that time must survive
 * hydration and be what the form sends.
 */

/** Puts `element`'s server HTML in the document, lets `beforeHydration` change it, then hydrates it. */
const prerenderThenHydrate = (element: ReactNode, beforeHydration: (container: HTMLElement) => void) =>
  hydrateServerHtml(renderToString(element), element, beforeHydration);

/** Sets a control's value as autofill does: no key presses, the native setter and an input event. */
function autofill(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
function tick(box: HTMLInputElement) {
  box.checked = true;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('what React does with a control filled before hydration', () => {
  function Controlled() {
    const [name, setName] = useState('');
    const [clicks, setClicks] = useState(0);
    return (
      <form>
        <input aria-label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Clicked {clicks}
        </button>
      </form>
    );
  }
  function Uncontrolled() {
    const [clicks, setClicks] = useState(0);
    return (
      <form>
        <input aria-label="Name" name="name" defaultValue="" />
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Clicked {clicks}
        </button>
      </form>
    );
  }

  it('controlled input text is lost on re-render', async () => {
    await prerenderThenHydrate(<Controlled />, (container) => autofill(container.querySelector('input')!, 'Asha Rao'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('an uncontrolled input keeps its text', async () => {
    await prerenderThenHydrate(<Uncontrolled />, (container) => autofill(container.querySelector('input')!, 'Asha Rao'));
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
  });
});

interface Values {
  name: string;
  notes: string;
  services: string[];
  mode: string;
  relocate: 'yes' | 'no';
}

const validate = (values: Values): FormCheckResult<Values, keyof Values> =>
  values.name.trim() ? { ok: true, output: values } : { ok: false, message: 'Please fill in every field.', fieldErrors: { name: 'This field is required.' } };

function PrerenderedForm({ send }: { send: (values: Values) => Promise<string> }) {
  const { formProps, field, choice, message, messageRef, status } = useForm({
    initialValues: { name: '', notes: '', services: [], mode: '', relocate: 'yes' } as Values,
    validate,
    submit: send,
    failureMessage: () => 'Could not send.',
  });
  return (
    <form {...formProps} aria-label="Demo">
      <TextField label="Name" {...field('name')} />
      <TextAreaField label="Notes" {...field('notes')} />
      <CheckboxGroupField
        label="Services"
        options={[
          { value: 'sea', label: 'Sea' },
          { value: 'air', label: 'Air' },
        ]}
        {...choice('services')}
      />
      <SelectField
        label="Mode"
        options={[
          { value: '', label: 'Select a mode' },
          { value: 'fcl', label: 'Full container' },
          { value: 'lcl', label: 'Part container' },
        ]}
        {...field('mode')}
      />
      <RadioGroupField
        label="Relocate?"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        {...choice('relocate')}
      />
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

describe('a form filled before hydration', () => {
  it('keeps and sends every value typed before hydration', async () => {
    const send = jest.fn(async (_values: Values) => 'id');
    const tree = (
      <SeawaveThemeProvider>
        <PrerenderedForm send={send} />
      </SeawaveThemeProvider>
    );
    let serverForm: HTMLFormElement | null = null;
    const { recoverableErrors } = await prerenderThenHydrate(tree, (container) => {
      serverForm = container.querySelector('form');
      // Until the app has taken the form over, a send must not go through it (the page holds it).
      expect(serverForm).not.toHaveAttribute('data-hydrated');
      const named = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      autofill(named('name'), 'Asha Rao');
      autofill(container.querySelector('textarea')!, 'Two containers a month.');
      tick(container.querySelector<HTMLInputElement>('input[value="air"]')!);
      autofill(container.querySelector('select')!, 'lcl');
      tick(container.querySelector<HTMLInputElement>('input[type="radio"][value="no"]')!);
    });
    expect(recoverableErrors).toEqual([]);
    expect(serverForm).toHaveAttribute('data-hydrated');

    // A later change anywhere renders every control again: nothing typed before may go.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sea' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Two containers a month.');
    expect(screen.getByRole('checkbox', { name: 'Air' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('lcl');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Status: sent')).toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Asha Rao', notes: 'Two containers a month.', services: ['sea', 'air'], mode: 'lcl', relocate: 'no' });
  });
});

interface Line {
  count: string;
  stackable: boolean;
}

function PrerenderedLines({ send }: { send: (values: { lines: Line[] }) => Promise<string> }) {
  const { formProps, values, setValue, status } = useForm({
    initialValues: { lines: [{ count: '', stackable: true }] } as { lines: Line[] },
    validate: (checked: { lines: Line[] }): FormCheckResult<{ lines: Line[] }, 'lines'> => ({ ok: true, output: checked }),
    submit: send,
    failureMessage: () => 'Could not send.',
  });
  const change = (patch: Partial<Line>) => setValue('lines', [{ ...values.lines[0]!, ...patch }]);
  return (
    <form {...formProps} aria-label="Lines">
      <label>
        Count
        <input name="lines.0.count" value={values.lines[0]!.count} onChange={(event) => change({ count: event.target.value })} />
      </label>
      <label>
        <input type="checkbox" name="lines.0.stackable" checked={values.lines[0]!.stackable} onChange={(event) => change({ stackable: event.target.checked })} />
        Stackable
      </label>
      <p>Status: {status}</p>
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('a line filled before hydration', () => {
  it('keeps an unticked checkbox and its text', async () => {
    const send = jest.fn(async (_values: { lines: Line[] }) => 'id');
    const tree = (
      <SeawaveThemeProvider>
        <PrerenderedLines send={send} />
      </SeawaveThemeProvider>
    );
    await prerenderThenHydrate(tree, (container) => {
      autofill(container.querySelector<HTMLInputElement>('[name="lines.0.count"]')!, '40');
      const box = container.querySelector<HTMLInputElement>('[name="lines.0.stackable"]')!;
      box.checked = false;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Count' }), '0');
    expect(screen.getByRole('checkbox', { name: 'Stackable' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Status: sent')).toBeInTheDocument());
    expect(send.mock.calls[0]?.[0]).toEqual({ lines: [{ count: '400', stackable: false }] });
  });
});
