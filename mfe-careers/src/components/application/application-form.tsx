import { css, useTheme } from '@emotion/react';
import {
  FileValidationError,
  acceptAttribute,
  experienceOptions,
  fieldLimits,
  fieldNotes,
  isOverLimit,
  isPhoneNumber,
  PHONE_INVALID_TEXT,
  TOO_LONG_TEXT,
  validateFile,
  type ExperienceRange,
  type NewApplicant,
  type Relocate,
} from '@seawave/shared-data';
import { Button, FileField, Notice, RadioGroupField, SelectField, Spinner, TextField, useFocusFirstInvalid, useSubmitOnce } from '@seawave/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';

export const APPLICATION_MISSING_TEXT = 'Please fill in all fields and upload your resume.';
export const APPLICATION_SUCCESS_TEXT = 'Application submitted successfully!';
export const APPLICATION_FAILURE_TEXT = 'An error occurred while submitting the application.';
export const APPLICATION_EMAIL_TEXT = 'Please enter a valid email address.';
export const RESUME_HINT = 'Enter resume name as your first name.';

const relocateChoices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly { value: Relocate; label: string }[];

const experienceChoices = experienceOptions.map((value) => ({ value, label: `${value} years` }));

interface Values {
  name: string;
  email: string;
  number: string;
  position: string;
  relocate: Relocate;
  experience: ExperienceRange;
}

const initialValues: Values = { name: '', email: '', number: '', position: '', relocate: 'yes', experience: '0-1' };

/** Which fields to fix, each with its note (shown under the field, which is marked invalid). */
type FieldErrors = Partial<Record<'name' | 'email' | 'number' | 'position' | 'resume', string>>;

const resumeNote = 'Please upload your resume.';
const textFields = ['name', 'email', 'number', 'position'] as const;

type Status =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string; fields: FieldErrors }
  | { kind: 'failed'; message: string }
  | { kind: 'succeeded' };

export interface ApplicationFormProps {
  /** Stores the application; rejects on failure. */
  onSubmit: (input: NewApplicant) => Promise<string>;
  /** Called after the success message has been shown for `successDelayMs`. */
  onSuccess: () => void;
  /** How long the success message stays before `onSuccess` (default 4 s, long enough to read it). */
  successDelayMs?: number;
}

/**
 * The job application: name, email, number, current position, relocate
 * (yes by default), experience (0-1 by default) and a resume (PDF, DOC or
 * DOCX, 5 MB). Required fields and the resume are checked before anything is
 * stored. While submitting every input is disabled and a spinner shows; a
 * double click submits once. On failure every value (the chosen file too)
 * stays; on success the form resets, shows the message and then calls
 * `onSuccess`.
 */
export function ApplicationForm({ onSubmit, onSuccess, successDelayMs = 4000 }: ApplicationFormProps) {
  const theme = useTheme();
  const [values, setValues] = useState<Values>(initialValues);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeKey, setResumeKey] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { submit, submitting } = useSubmitOnce(onSubmit);
  const emailRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const busy = submitting || status.kind === 'succeeded';
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (status.kind !== 'succeeded') return undefined;
    // The visitor may be at the bottom of the form: bring the message to them, and announce it.
    successRef.current?.scrollIntoView?.({ block: 'center' });
    successRef.current?.focus({ preventScroll: true });
    const timer = window.setTimeout(onSuccess, successDelayMs);
    return () => window.clearTimeout(timer);
  }, [status.kind, onSuccess, successDelayMs]);

  useEffect(() => {
    // A refused submit focuses its first field to fix (see refuse); a failed save, its message.
    if (status.kind === 'failed') noticeRef.current?.focus();
  }, [status]);

  const resumeProblem = resume ? validateFile('resume', resume) : null;
  const fieldError = (key: keyof FieldErrors) => (status.kind === 'invalid' ? status.fields[key] : undefined);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      number: values.number.trim(),
      position: values.position.trim(),
    };
    const refuse = (message: string, fields: FieldErrors) => {
      setStatus({ kind: 'invalid', message, fields });
      focusFirstInvalid(noticeRef);
    };
    const missing: FieldErrors = {};
    for (const key of textFields) if (!trimmed[key]) missing[key] = fieldNotes.required;
    if (!resume) missing.resume = resumeNote;
    if (Object.keys(missing).length > 0 || !resume) {
      refuse(APPLICATION_MISSING_TEXT, missing);
      return;
    }
    if (emailRef.current?.validity.typeMismatch) {
      refuse(APPLICATION_EMAIL_TEXT, { email: fieldNotes.email });
      return;
    }
    if (!isPhoneNumber(trimmed.number)) {
      refuse(PHONE_INVALID_TEXT, { number: fieldNotes.phone });
      return;
    }
    const tooLong: FieldErrors = {};
    for (const key of textFields) if (isOverLimit(key, trimmed[key])) tooLong[key] = fieldNotes.tooLong(key);
    if (Object.keys(tooLong).length > 0) {
      refuse(TOO_LONG_TEXT, tooLong);
      return;
    }
    if (resumeProblem) {
      refuse(resumeProblem, {});
      return;
    }
    setStatus({ kind: 'idle' });
    try {
      const result = await submit({ ...trimmed, relocate: values.relocate, experience: values.experience, resume });
      if (result === undefined) return; // a second click while the first submission runs
      setValues(initialValues);
      setResume(null);
      setResumeKey((key) => key + 1);
      setStatus({ kind: 'succeeded' });
    } catch (error) {
      console.error('[mfe-careers] the application could not be submitted', error);
      setStatus({
        kind: 'failed',
        message: error instanceof FileValidationError ? error.message : APPLICATION_FAILURE_TEXT,
      });
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-describedby="application-required-note">
      <p id="application-required-note" css={css`margin: 0 0 ${theme.space[4]}; color: ${theme.colors.textMuted};`}>
        Fields marked * are required.
      </p>
      {status.kind === 'invalid' || status.kind === 'failed' ? (
        <Notice variant="error" ref={noticeRef} tabIndex={-1}>
          <p>{status.message}</p>
        </Notice>
      ) : null}
      {status.kind === 'succeeded' ? (
        <Notice variant="success" ref={successRef} tabIndex={-1}>
          <p>{APPLICATION_SUCCESS_TEXT}</p>
        </Notice>
      ) : null}
      <fieldset disabled={busy} css={css`margin: 0; padding: 0; border: 0; min-width: 0;`}>
        <legend css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>Your details</legend>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          characterLimit={fieldLimits.name}
          value={values.name}
          onValueChange={set('name')}
          error={fieldError('name')}
          disabled={busy}
        />
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          characterLimit={fieldLimits.email}
          value={values.email}
          onValueChange={set('email')}
          error={fieldError('email')}
          disabled={busy}
        />
        <TextField
          label="Number"
          name="number"
          type="tel"
          autoComplete="tel"
          required
          characterLimit={fieldLimits.number}
          value={values.number}
          onValueChange={set('number')}
          error={fieldError('number')}
          disabled={busy}
        />
        <TextField
          label="Current Position"
          name="position"
          autoComplete="organization-title"
          required
          characterLimit={fieldLimits.position}
          value={values.position}
          onValueChange={set('position')}
          error={fieldError('position')}
          disabled={busy}
        />
        <RadioGroupField<Relocate>
          label="Willing to relocate?"
          name="relocate"
          inline
          options={relocateChoices.map((choice) => ({ ...choice, disabled: busy }))}
          value={values.relocate}
          onChange={set('relocate')}
        />
        <SelectField<ExperienceRange>
          label="Experience"
          name="experience"
          options={experienceChoices}
          value={values.experience}
          onValueChange={set('experience')}
          disabled={busy}
        />
        <FileField
          label="Resume"
          name="resume"
          required
          accept={acceptAttribute('resume')}
          hint={
            <>
              <span>{RESUME_HINT}</span> <span>PDF, DOC or DOCX, up to 5 MB.</span>
            </>
          }
          error={resumeProblem ?? fieldError('resume')}
          resetKey={resumeKey}
          onFileChange={setResume}
          disabled={busy}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={busy}>
        {submitting ? <Spinner label="Submitting application" inverse /> : null}
        {submitting ? 'Submitting…' : 'Submit Application'}
      </Button>
    </form>
  );
}
