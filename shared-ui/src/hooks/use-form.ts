import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm as useHookForm, useWatch, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useFocusFirstInvalid } from '../components/field/use-focus-first-invalid';
import { clearOutbox, forgetShownFailure, outboxEntry, trackSend, type OutboxEntry } from './submission-outbox';

export type FormStatus = 'idle' | 'invalid' | 'submitting' | 'failed' | 'sent';

export type FormCheckResult<Output, Field extends string> =
  | { ok: true; output: Output }
  | { ok: false; message: string; fieldErrors: Partial<Record<Field, string>> };

export interface Submission {
  /** The same for every send of the same answers until one succeeds, so the back end stores them once. */
  id: string;
}

export interface UseFormOptions<Values extends object, Output, Result> {
  initialValues: Values;
  validate: (values: Values) => FormCheckResult<Output, FieldName<Values>> | Promise<FormCheckResult<Output, FieldName<Values>>>;
  submit: (output: Output, values: Values, submission: Submission) => Promise<Result> | Result;
  /** The message of a failed submit; the form keeps every value. */
  failureMessage: (error: unknown) => string;
  /** A dropped honeypot submission also looks sent, with result undefined. */
  onSent?: (result: Result | undefined) => void;
  resetOnSent?: boolean;
  /**
   * Names the form's sends: one still on its way when the visitor leaves is finished, and the form shows its
   * outcome when they come back. `keepValues`: the answers may be kept in the session (a form without files), so
   * a send cut off by leaving the site is sent again on return.
   */
  outbox?: { key: string; keepValues?: boolean };
}

export type FieldName<Values> = Extract<keyof Values, string>;

export interface FieldProps<T> {
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  error: string | undefined;
  disabled: boolean;
}

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
  message: string | null;
  fieldErrors: Partial<Record<FieldName<Values>, string>>;
  busy: boolean;
  setValue: <K extends FieldName<Values>>(key: K, value: Values[K]) => void;
  field: <K extends FieldName<Values>>(key: K) => FieldProps<Values[K]>;
  choice: <K extends FieldName<Values>>(key: K) => ChoiceProps<Values[K]>;
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    /** A form sent before the scripts run must not put what was typed into the address, as a GET would. */
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    'aria-busy': boolean | undefined;
  };
  /** Put on the form's Notice: it takes the focus after a failure, or a refusal that marks no field. */
  messageRef: (element: HTMLElement | null) => void;
  /** A submission that fills the honeypot is dropped but looks sent. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Use as `resetKey` of uncontrolled file inputs. */
  resetCount: number;
  reset: () => void;
}

/** A refusal that marks no field goes here; the underscore keeps it apart from field names. */
const FORM_ERROR = '_form';

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newSubmissionId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (byte) => ID_LETTERS[byte % ID_LETTERS.length]).join('');
}

/** Files count by name, size and time, so a chosen file changes the answers like any other value. */
export function fingerprintOf(output: unknown): string {
  return JSON.stringify(output, (_key, value: unknown) => (typeof Blob !== 'undefined' && value instanceof Blob ? `file:${(value as File).name ?? ''}:${value.size}:${(value as File).lastModified ?? ''}` : value));
}

function domValueOf(form: HTMLFormElement, key: string, initial: unknown): unknown {
  if (Array.isArray(initial) && initial.length > 0 && initial.every((item) => typeof item === 'object' && item !== null && !(item instanceof Blob))) {
    const lines = initial as Record<string, unknown>[];
    let changed = false;
    const read = lines.map((line, index) => {
      const next: Record<string, unknown> = { ...line };
      for (const [field, value] of Object.entries(line)) {
        if (typeof value !== 'string' && typeof value !== 'boolean') continue;
        const control = form.elements.namedItem(`${key}.${index}.${field}`);
        // A yes/no of a line is a checkbox: its tick, not its value, is the answer.
        const held = typeof value === 'boolean' ? (control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : value) : control && 'value' in control ? control.value : value;
        if (held !== value && typeof held === typeof value) {
          next[field] = held;
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

type Latest<Values extends object, Output, Result> = { current: UseFormOptions<Values, Output, Result> };
type HookForm<Output> = UseFormReturn<FieldValues, unknown, Output>;

/** react-hook-form, checked on submit by the form's own check; `refusalRef` holds the message of the last refusal. */
function useCheckedForm<Values extends object, Output, Result>(latestRef: Latest<Values, Output, Result>, initialValues: Values) {
  const refusalRef = useRef<string | null>(null);
  const resolver = useCallback<Resolver<FieldValues, unknown, Output>>(
    async (values) => {
      const check = await latestRef.current.validate(values as Values);
      if (check.ok) {
        refusalRef.current = null;
        return { values: check.output, errors: {} };
      }
      refusalRef.current = check.message;
      const errors: FieldErrors = {};
      for (const [key, note] of Object.entries(check.fieldErrors)) {
        if (typeof note === 'string') errors[key] = { type: 'check', message: note };
      }
      if (Object.keys(errors).length === 0) errors[FORM_ERROR] = { type: 'check', message: check.message };
      return { values: {}, errors };
    },
    [latestRef],
  );
  const form = useHookForm<FieldValues, unknown, Output>({
    defaultValues: initialValues as FieldValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  return { form, refusalRef };
}

/**
 * A prerendered form can be filled before hydration (autofill, quick typing), and a controlled
 * control's next render would overwrite that with the empty state, so on mount the controls' values are read in.
 */
function useServerHtmlValues<Output>(formRef: RefObject<HTMLFormElement | null>, form: HookForm<Output>, latestRef: { current: { initialValues: object } }) {
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const [key, initial] of Object.entries(latestRef.current.initialValues)) {
      const held = domValueOf(element, key, initial);
      if (held !== undefined && !sameValue(held, initial)) form.setValue(key, held, { shouldDirty: true });
    }
    // From now on a submit goes through onSubmit (after-paint.js holds one made before).
    element.setAttribute('data-hydrated', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's HTML is read, once, on mount
  }, []);
}

/** The state of the form's sends: status, message, and what a success, a failure and a reset do. */
function useSending<Values extends object, Output, Result>(form: HookForm<Output>, latestRef: Latest<Values, Output, Result>) {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const inFlightRef = useRef(false);
  /** Set once sent: a click that lands before the disabled re-render sends nothing. */
  const sentRef = useRef(false);
  const mountedRef = useRef(true);
  /** The send whose id a retry of the same answers reuses. */
  const lastSendRef = useRef<{ id: string; fingerprint: string } | null>(null);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const clear = useCallback(() => {
    form.reset(latestRef.current.initialValues as FieldValues);
    setResetCount((count) => count + 1);
    if (honeypotRef.current) honeypotRef.current.value = '';
  }, [form, latestRef]);

  const reset = useCallback(() => {
    clear();
    sentRef.current = false;
    setStatus('idle');
    setMessage(null);
  }, [clear]);

  const succeed = useCallback(
    (result: Result | undefined) => {
      const { onSent, resetOnSent = true, outbox } = latestRef.current;
      if (outbox) clearOutbox(outbox.key);
      lastSendRef.current = null;
      if (resetOnSent) clear();
      sentRef.current = true;
      setStatus('sent');
      onSent?.(result);
    },
    [clear, latestRef],
  );

  const fail = useCallback(
    (error: unknown) => {
      console.error('[form] the submission failed', error);
      setMessage(latestRef.current.failureMessage(error));
      setStatus('failed');
    },
    [latestRef],
  );

  /** Sends `output`, reusing the id of the last send when the answers are the same, and tracks it in the outbox. */
  const send = useCallback(
    (output: Output, values: Values, id?: string): Promise<Result> => {
      const { submit, outbox } = latestRef.current;
      const fingerprint = fingerprintOf(output);
      const submissionId = id ?? (lastSendRef.current?.fingerprint === fingerprint ? lastSendRef.current.id : newSubmissionId());
      lastSendRef.current = { id: submissionId, fingerprint };
      const sending = Promise.resolve().then(() => submit(output, values, { id: submissionId }));
      if (outbox) trackSend(outbox.key, { id: submissionId, fingerprint, values }, sending, outbox.keepValues ?? false);
      return sending;
    },
    [latestRef],
  );

  return { status, setStatus, message, setMessage, resetCount, honeypotRef, inFlightRef, sentRef, mountedRef, lastSendRef, reset, succeed, fail, send };
}

type Sending<Values extends object, Output, Result> = ReturnType<typeof useSending<Values, Output, Result>>;

/** A send that was on its way when the visitor left: its outcome, or the send again when the page was unloaded. */
function useResumedSend<Values extends object, Output, Result>(form: HookForm<Output>, sending: Sending<Values, Output, Result>, latestRef: Latest<Values, Output, Result>) {
  useEffect(() => {
    const { outbox } = latestRef.current;
    const entry: OutboxEntry | null = outbox ? outboxEntry(outbox.key) : null;
    if (!outbox || !entry) return;
    const { succeed, fail, send, mountedRef, inFlightRef, lastSendRef } = sending;
    lastSendRef.current = { id: entry.id, fingerprint: entry.fingerprint };
    if (entry.state === 'sent') {
      succeed(entry.result as Result);
      return;
    }
    form.reset(entry.values as FieldValues);
    if (entry.state === 'failed') {
      forgetShownFailure(outbox.key);
      fail(entry.error);
      return;
    }
    inFlightRef.current = true;
    sending.setStatus('submitting');
    const resumed = entry.promise
      ? (entry.promise as Promise<Result>)
      : Promise.resolve(latestRef.current.validate(entry.values as Values)).then((check) => {
          if (!check.ok) throw new Error(check.message);
          return send(check.output, entry.values as Values, entry.id);
        });
    resumed
      .then(
        (result) => {
          if (mountedRef.current) succeed(result);
        },
        (error: unknown) => {
          if (!mountedRef.current) return;
          forgetShownFailure(outbox.key);
          fail(error);
        },
      )
      .finally(() => {
        inFlightRef.current = false;
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was on its way when the form mounted
  }, []);
}

/** The form's submit: checks, sends once (a double click sends nothing more), and focuses what needs fixing. */
function useSubmit<Values extends object, Output, Result>(
  form: HookForm<Output>,
  sending: Sending<Values, Output, Result>,
  latestRef: Latest<Values, Output, Result>,
  refusalRef: RefObject<string | null>,
  focusInvalid: () => void,
) {
  const { inFlightRef, sentRef, mountedRef, honeypotRef, setMessage, setStatus, send, succeed, fail } = sending;
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlightRef.current || sentRef.current) return;
      inFlightRef.current = true;
      const current = form.getValues() as Values;
      const onValid = async (output: Output) => {
        if (!mountedRef.current) return;
        setMessage(null);
        setStatus('submitting');
        const dropped = Boolean(honeypotRef.current?.value);
        let result: Result | undefined;
        try {
          if (!dropped) result = await send(output, current);
        } catch (error) {
          if (!mountedRef.current) return;
          const { outbox } = latestRef.current;
          if (outbox) forgetShownFailure(outbox.key);
          fail(error);
          return;
        }
        if (mountedRef.current) succeed(result);
      };
      let refused = false;
      const onInvalid = () => {
        if (!mountedRef.current) return;
        refused = true;
        setStatus('invalid');
        setMessage(refusalRef.current);
      };
      void form
        .handleSubmit(onValid, onInvalid)(event)
        .then(() => {
          // react-hook-form publishes the field errors only after onInvalid returns.
          if (refused && mountedRef.current) focusInvalid();
        })
        .finally(() => {
          inFlightRef.current = false;
        });
    },
    [form, latestRef, refusalRef, focusInvalid, inFlightRef, sentRef, mountedRef, honeypotRef, setMessage, setStatus, send, succeed, fail],
  );
}

function fieldErrorsOf<Values>(errors: FieldErrors): Partial<Record<FieldName<Values>, string>> {
  const fieldErrors: Partial<Record<FieldName<Values>, string>> = {};
  for (const key of Object.keys(errors)) {
    const note = errors[key]?.message;
    if (key !== FORM_ERROR && typeof note === 'string') fieldErrors[key as FieldName<Values>] = note;
  }
  return fieldErrors;
}

export function useForm<Values extends object, Output, Result = unknown>(options: UseFormOptions<Values, Output, Result>): UseFormResult<Values> {
  const latestRef = useRef(options);
  useLayoutEffect(() => {
    latestRef.current = options;
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const messageElement = useRef<HTMLElement | null>(null);
  const messageRef = useCallback((element: HTMLElement | null) => {
    messageElement.current = element;
  }, []);
  const { form, refusalRef } = useCheckedForm(latestRef, options.initialValues);
  // The forms compute live figures from the values on every render.
  const values = useWatch({ control: form.control }) as Values;
  useServerHtmlValues(formRef, form, latestRef);
  const sending = useSending(form, latestRef);
  const { status, message } = sending;
  const busy = status === 'submitting' || status === 'sent';
  useEffect(() => {
    if (status === 'failed') messageElement.current?.focus();
  }, [status]);
  useResumedSend(form, sending, latestRef);
  const focusInvalid = useCallback(() => focusFirstInvalid(messageElement), [focusFirstInvalid]);
  const onSubmit = useSubmit(form, sending, latestRef, refusalRef, focusInvalid);

  const setValue = useCallback(
    <K extends FieldName<Values>>(key: K, value: Values[K]) => {
      form.setValue(key as string, value, { shouldDirty: true });
      form.clearErrors(key);
    },
    [form],
  );
  const fieldErrors = fieldErrorsOf<Values>(form.formState.errors);
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
    honeypotRef: sending.honeypotRef,
    resetCount: sending.resetCount,
    reset: sending.reset,
  };
}
