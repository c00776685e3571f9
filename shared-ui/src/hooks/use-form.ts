import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm as useHookForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useFocusFirstInvalid } from '../components/field/use-focus-first-invalid';

/**
 * The one status model of every form:
 * - `idle`: nothing sent yet (or the last message was cleared);
 * - `invalid`: a submit was refused by the form's check (message + notes);
 * - `submitting`: the values are being stored (every control disabled);
 * - `failed`: storing failed (message shown, every value kept);
 * - `sent`: stored (the form is cleared and stays disabled).
 */
export type FormStatus = 'idle' | 'invalid' | 'submitting' | 'failed' | 'sent';

/** What a form's check says: the clean values to store, or the form's message and a note per field to fix. */
export type FormCheckResult<Output, Field extends string> =
  | { ok: true; output: Output }
  | { ok: false; message: string; fieldErrors: Partial<Record<Field, string>> };

export interface UseFormOptions<Values extends object, Output, Result> {
  initialValues: Values;
  /** Checks the values (may be async, e.g. reading a file's first bytes). */
  validate: (values: Values) => FormCheckResult<Output, FieldName<Values>> | Promise<FormCheckResult<Output, FieldName<Values>>>;
  /** Stores the checked values; rejects on failure. */
  submit: (output: Output, values: Values) => Promise<Result> | Result;
  /** The message of a failed submit (the form keeps every value). */
  failureMessage: (error: unknown) => string;
  /** Called once sent (a dropped honeypot submission looks sent too: result undefined). */
  onSent?: (result: Result | undefined) => void;
  /** Clear the values once sent (default true). */
  resetOnSent?: boolean;
}

export type FieldName<Values> = Extract<keyof Values, string>;

/** Props for a TextField / TextAreaField / SelectField / FileField-like control. */
export interface FieldProps<T> {
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  /** The note under the field; the field sets aria-invalid and aria-describedby from it. */
  error: string | undefined;
  disabled: boolean;
}

/** Props for a group control (CheckboxGroupField, RadioGroupField) whose change handler is `onChange`. */
export interface ChoiceProps<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
  disabled: boolean;
}

export interface UseFormResult<Values extends object> {
  values: Values;
  status: FormStatus;
  /** The form's message while `invalid` or `failed`, else null. */
  message: string | null;
  fieldErrors: Partial<Record<FieldName<Values>, string>>;
  /** True while submitting and once sent: disable every control. */
  busy: boolean;
  setValue: <K extends FieldName<Values>>(key: K, value: Values[K]) => void;
  field: <K extends FieldName<Values>>(key: K) => FieldProps<Values[K]>;
  choice: <K extends FieldName<Values>>(key: K) => ChoiceProps<Values[K]>;
  /** Spread on the `<form>`: ref (for focusing the first invalid field), method, noValidate, onSubmit, aria-busy. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    /** Sent before the scripts run, a form must never put what was typed into the address (a GET would). */
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    'aria-busy': boolean | undefined;
  };
  /** Put on the form's message (a Notice): it takes the focus after a failure, or a refusal with no field marked. */
  messageRef: (element: HTMLElement | null) => void;
  /** Put on the honeypot input (`HoneypotField`): a submission that fills it is dropped but looks sent. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Increments whenever the form is cleared (use as `resetKey` of uncontrolled file inputs). */
  resetCount: number;
  /** Back to the initial values and `idle`. */
  reset: () => void;
}

/** Where a refusal's message goes when it marks no field (never a field's name: a leading underscore). */
const FORM_ERROR = '_form';

/**
 * What a control of the server's HTML holds now, in the shape of the form's
 * value `initial` (text, choice, ticked boxes, a single box, a file, or a
 * list of lines whose inputs are named `key.index.field`); undefined when the
 * form has no native control for it.
 */
function domValueOf(form: HTMLFormElement, key: string, initial: unknown): unknown {
  if (Array.isArray(initial) && initial.length > 0 && initial.every((item) => typeof item === 'object' && item !== null && !(item instanceof Blob))) {
    const lines = initial as Record<string, unknown>[];
    let changed = false;
    const read = lines.map((line, index) => {
      const next: Record<string, unknown> = { ...line };
      for (const [field, value] of Object.entries(line)) {
        if (typeof value !== 'string') continue;
        const control = form.elements.namedItem(`${key}.${index}.${field}`);
        if (control && 'value' in control && typeof control.value === 'string' && control.value !== value) {
          next[field] = control.value;
          changed = true;
        }
      }
      return next;
    });
    return changed ? read : undefined;
  }
  const control = form.elements.namedItem(key);
  if (control === null) return undefined;
  if (control instanceof RadioNodeList) {
    const boxes = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    if (boxes.every((box) => box.type === 'checkbox')) return boxes.filter((box) => box.checked).map((box) => box.value);
    return control.value;
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return Array.isArray(initial) ? (control.checked ? [control.value] : []) : control.checked;
    if (control.type === 'radio') return control.checked ? control.value : initial;
    if (control.type === 'file') return control.files?.[0] ?? initial;
    return control.value;
  }
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
  return undefined;
}

const sameValue = (a: unknown, b: unknown): boolean => (Array.isArray(a) && Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b);

/**
 * One form on react-hook-form: values, field props, the form's check (as
 * the form's resolver), one status model and one submission per click. A
 * refused submit marks the fields to fix and moves the focus to the first (or
 * to the message); a second submit while one is being checked or stored is
 * ignored, even in the same tick; a failure keeps every value; once sent the
 * values are cleared. A submission whose honeypot field is filled (bots fill
 * every field) is checked like any other, then dropped without storing
 * anything, and the form shows the same success a person sees.
 *
 * A prerendered form can be filled before React takes it over (autofill, a
 * paste, quick typing on a slow phone): hydration keeps what the page's
 * controls hold but not the form's state, and the next render of a
 * controlled control would write the state's empty value over it. So when the
 * form mounts, whatever its controls already hold is read into the form's
 * values.
 */
export function useForm<Values extends object, Output, Result = unknown>(options: UseFormOptions<Values, Output, Result>): UseFormResult<Values> {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const messageElement = useRef<HTMLElement | null>(null);
  const messageRef = useCallback((element: HTMLElement | null) => {
    messageElement.current = element;
  }, []);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const inFlight = useRef(false);
  /** Set once sent, until `reset`: the form stays disabled, and a click that reaches it before it re-renders disabled sends nothing. */
  const sent = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(options);
  /** The message of the last refusal (the resolver reports field notes; the form's own message is kept here). */
  const refusal = useRef<string | null>(null);

  useLayoutEffect(() => {
    latest.current = options;
  });

  // The resolver is the form's own check: its clean output, or a note per field.
  const resolver = useCallback<Resolver<FieldValues, unknown, Output>>(async (values) => {
    // Values is the form's own shape; react-hook-form types values as a plain record.
    const check = await latest.current.validate(values as Values);
    if (check.ok) {
      refusal.current = null;
      return { values: check.output, errors: {} };
    }
    refusal.current = check.message;
    const errors: FieldErrors = {};
    for (const [key, note] of Object.entries(check.fieldErrors)) {
      if (typeof note === 'string') errors[key] = { type: 'check', message: note };
    }
    // With no field to mark, the refusal still has to count as one.
    if (Object.keys(errors).length === 0) errors[FORM_ERROR] = { type: 'check', message: check.message };
    return { values: {}, errors };
  }, []);

  const form = useHookForm<FieldValues, unknown, Output>({
    // The form's values are any object shape; react-hook-form's own type is a plain record of them.
    defaultValues: options.initialValues as FieldValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The focus goes to the first control marked invalid, in document order, or to the message (below).
    shouldFocusError: false,
  });
  // Every render shows the current values (the forms compute live figures from them).
  const values = useWatch({ control: form.control }) as Values;
  const errors = form.formState.errors;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Before any other render of the form's controls: what they already hold becomes the form's values.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const [key, initial] of Object.entries(latest.current.initialValues)) {
      const held = domValueOf(element, key, initial);
      if (held !== undefined && !sameValue(held, initial)) form.setValue(key, held, { shouldDirty: true });
    }
    // From now on a submit goes through onSubmit (after-paint.js holds one made before).
    element.setAttribute('data-hydrated', '');
    // Only the server's HTML is read, once: afterwards the controls follow the form's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (status === 'failed') messageElement.current?.focus();
  }, [status]);

  const setValue = useCallback(
    <K extends FieldName<Values>>(key: K, value: Values[K]) => {
      form.setValue(key as string, value, { shouldDirty: true });
      // The note under a field goes once the field changes.
      form.clearErrors(key);
    },
    [form],
  );

  const reset = useCallback(() => {
    form.reset(latest.current.initialValues as FieldValues);
    sent.current = false;
    setStatus('idle');
    setMessage(null);
    setResetCount((count) => count + 1);
    if (honeypotRef.current) honeypotRef.current.value = '';
  }, [form]);

  const busy = status === 'submitting' || status === 'sent';

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current || sent.current) return;
      inFlight.current = true;
      const current = form.getValues() as Values;
      const onValid = async (output: Output) => {
        if (!mounted.current) return;
        const { submit, failureMessage, onSent, resetOnSent = true } = latest.current;
        setMessage(null);
        setStatus('submitting');
        const dropped = Boolean(honeypotRef.current?.value);
        let result: Result | undefined;
        try {
          // A filled honeypot: nothing is stored, nothing is sent over the network.
          if (!dropped) result = await submit(output, current);
        } catch (error) {
          console.error('[form] the submission failed', error);
          if (!mounted.current) return;
          setMessage(failureMessage(error));
          setStatus('failed');
          return;
        }
        if (!mounted.current) return;
        if (resetOnSent) {
          form.reset(latest.current.initialValues as FieldValues);
          setResetCount((count) => count + 1);
          if (honeypotRef.current) honeypotRef.current.value = '';
        }
        sent.current = true;
        setStatus('sent');
        onSent?.(result);
      };
      let refused = false;
      const onInvalid = () => {
        if (!mounted.current) return;
        refused = true;
        setStatus('invalid');
        setMessage(refusal.current);
      };
      void form
        .handleSubmit(onValid, onInvalid)(event)
        .then(() => {
          // Only now has react-hook-form published the field errors (after onInvalid returned):
          // the focus goes to the first field they mark once that render is done.
          if (refused && mounted.current) focusFirstInvalid(messageElement);
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
    [form, focusFirstInvalid],
  );

  const fieldErrors: Partial<Record<FieldName<Values>, string>> = {};
  for (const key of Object.keys(errors)) {
    const note = errors[key]?.message;
    if (key !== FORM_ERROR && typeof note === 'string') fieldErrors[key as FieldName<Values>] = note;
  }

  const field = <K extends FieldName<Values>>(key: K): FieldProps<Values[K]> => ({
    name: key,
    value: values[key],
    onValueChange: (value: Values[K]) => setValue(key, value),
    error: fieldErrors[key],
    disabled: busy,
  });
  const choice = <K extends FieldName<Values>>(key: K): ChoiceProps<Values[K]> => {
    const { onValueChange, ...rest } = field(key);
    return { ...rest, onChange: onValueChange };
  };

  return {
    values,
    status,
    message: status === 'invalid' || status === 'failed' ? message : null,
    fieldErrors,
    busy,
    setValue,
    field,
    choice,
    formProps: { ref: formRef, method: 'post', noValidate: true, onSubmit, 'aria-busy': status === 'submitting' || undefined },
    messageRef,
    honeypotRef,
    resetCount,
    reset,
  };
}
