import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
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
  /** Spread on the `<form>`: ref (for focusing the first invalid field), noValidate, onSubmit, aria-busy. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
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

/**
 * One form: values, field props, the form's check, one status model and one
 * submission per click. A refused submit marks the fields to fix and moves the
 * focus to the first (or to the message); a second submit while one is being
 * checked or stored is ignored, even in the same tick; a failure keeps every
 * value; once sent the values are cleared. A submission whose honeypot field
 * is filled (bots fill every field) is checked like any other, then dropped
 * without storing anything, and the form shows the same success a person sees.
 */
export function useForm<Values extends object, Output, Result = unknown>(options: UseFormOptions<Values, Output, Result>): UseFormResult<Values> {
  const [values, setValues] = useState<Values>(options.initialValues);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName<Values>, string>>>({});
  const [resetCount, setResetCount] = useState(0);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const messageElement = useRef<HTMLElement | null>(null);
  const messageRef = useCallback((element: HTMLElement | null) => {
    messageElement.current = element;
  }, []);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(options);
  const valuesRef = useRef(values);

  useLayoutEffect(() => {
    latest.current = options;
    valuesRef.current = values;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status === 'failed') messageElement.current?.focus();
  }, [status]);

  const setValue = useCallback(<K extends FieldName<Values>>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The note under a field goes once the field changes.
    setFieldErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setValues(latest.current.initialValues);
    setStatus('idle');
    setMessage(null);
    setFieldErrors({});
    setResetCount((count) => count + 1);
    if (honeypotRef.current) honeypotRef.current.value = '';
  }, []);

  const busy = status === 'submitting' || status === 'sent';

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      const current = valuesRef.current;
      const run = async () => {
        const { validate, submit, failureMessage, onSent, resetOnSent = true } = latest.current;
        const check = await validate(current);
        if (!mounted.current) return;
        if (!check.ok) {
          setStatus('invalid');
          setMessage(check.message);
          setFieldErrors(check.fieldErrors);
          focusFirstInvalid(messageElement);
          return;
        }
        setFieldErrors({});
        setMessage(null);
        setStatus('submitting');
        const dropped = Boolean(honeypotRef.current?.value);
        let result: Result | undefined;
        try {
          // A filled honeypot: nothing is stored, nothing is sent over the network.
          if (!dropped) result = await submit(check.output, current);
        } catch (error) {
          console.error('[form] the submission failed', error);
          if (!mounted.current) return;
          setMessage(failureMessage(error));
          setStatus('failed');
          return;
        }
        if (!mounted.current) return;
        if (resetOnSent) {
          setValues(latest.current.initialValues);
          setResetCount((count) => count + 1);
          if (honeypotRef.current) honeypotRef.current.value = '';
        }
        setStatus('sent');
        onSent?.(result);
      };
      void run().finally(() => {
        inFlight.current = false;
      });
    },
    [focusFirstInvalid],
  );

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
    formProps: { ref: formRef, noValidate: true, onSubmit, 'aria-busy': status === 'submitting' || undefined },
    messageRef,
    honeypotRef,
    resetCount,
    reset,
  };
}
