import { css, useTheme } from '@emotion/react';
import { fieldLimits, fieldNotes, isOverLimit, TOO_LONG_TEXT, type NewVacancy } from '@seawave/shared-data';
import { Button, ErrorText, Notice, Spinner, TextAreaField, TextField, useFocusFirstInvalid, useSubmitOnce } from '@seawave/shared-ui';
import { useRef, useState, type FormEvent } from 'react';

export const JOB_REQUIRED_TEXT = 'All fields are required.';
export const JOB_POST_FAILURE_TEXT = 'The job could not be posted. Please try again.';

type Values = Omit<NewVacancy, 'isBlocked'>;
const emptyValues: Values = { position: '', department: '', overview: '', responsibilities: '', prerequisite: '', experience: '' };
const keys = ['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'] as const;
/** The fields to fix, each with its note (shown under the field, which is marked invalid). */
type FieldErrors = Partial<Record<keyof Values, string>>;

export interface JobPostFormProps {
  /** Stores the vacancy; rejects on failure. */
  onSubmit: (input: NewVacancy) => Promise<string>;
  /** Called after a successful post. */
  onPosted: (id: string) => void;
}

/**
 * The job posting form: Position, Department, Overview, Responsibilities and
 * Prerequisite (one per line), Experience (years, free text). All six are
 * required, else 'All fields are required.' in red; each field to fix is
 * marked with its note and the focus moves to the first. The texts keep
 * whatever is typed and count it against their limits (over a limit, the form
 * refuses). While posting every input is disabled and a spinner shows; a double click posts once; a failure is
 * shown and every value kept.
 */
export function JobPostForm({ onSubmit, onPosted }: JobPostFormProps) {
  const theme = useTheme();
  const [values, setValues] = useState<Values>(emptyValues);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const { submit, submitting } = useSubmitOnce(onSubmit);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The note under a field goes once it changes.
    setFieldErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = Object.fromEntries(keys.map((key) => [key, values[key].trim()])) as Values;
    const refuse = (message: string, fields: FieldErrors) => {
      setFailed(false);
      setError(message);
      setFieldErrors(fields);
      focusFirstInvalid(errorRef);
    };
    const missing: FieldErrors = {};
    for (const key of keys) if (trimmed[key] === '') missing[key] = fieldNotes.required;
    if (Object.keys(missing).length > 0) {
      refuse(JOB_REQUIRED_TEXT, missing);
      return;
    }
    const tooLong: FieldErrors = {};
    for (const key of keys) if (isOverLimit(key, trimmed[key])) tooLong[key] = fieldNotes.tooLong(key);
    if (Object.keys(tooLong).length > 0) {
      refuse(TOO_LONG_TEXT, tooLong);
      return;
    }
    setFieldErrors({});
    setError(null);
    setFailed(false);
    try {
      const id = await submit({ ...trimmed, isBlocked: false });
      if (id !== undefined) onPosted(id);
    } catch (cause) {
      console.error('[mfe-admin] the job could not be posted', cause);
      setFailed(true);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} css={css`max-width: 48rem;`}>
      {error ? (
        <ErrorText ref={errorRef} tabIndex={-1}>
          {error}
        </ErrorText>
      ) : null}
      {failed ? (
        <Notice variant="error">
          <p>{JOB_POST_FAILURE_TEXT}</p>
        </Notice>
      ) : null}
      <TextField
        label="Position"
        name="position"
        required
        characterLimit={fieldLimits.position}
        value={values.position}
        onValueChange={set('position')}
        error={fieldErrors.position}
        disabled={submitting}
      />
      <TextField
        label="Department"
        name="department"
        required
        characterLimit={fieldLimits.department}
        value={values.department}
        onValueChange={set('department')}
        error={fieldErrors.department}
        disabled={submitting}
      />
      <TextAreaField
        label="Overview"
        name="overview"
        required
        rows={4}
        characterLimit={fieldLimits.overview}
        value={values.overview}
        onValueChange={set('overview')}
        error={fieldErrors.overview}
        disabled={submitting}
      />
      <TextAreaField
        label="Responsibilities"
        name="responsibilities"
        required
        rows={5}
        hint="One responsibility per line."
        characterLimit={fieldLimits.responsibilities}
        value={values.responsibilities}
        onValueChange={set('responsibilities')}
        error={fieldErrors.responsibilities}
        disabled={submitting}
      />
      <TextAreaField
        label="Prerequisite"
        name="prerequisite"
        required
        rows={5}
        hint="One prerequisite per line."
        characterLimit={fieldLimits.prerequisite}
        value={values.prerequisite}
        onValueChange={set('prerequisite')}
        error={fieldErrors.prerequisite}
        disabled={submitting}
      />
      <TextField
        label="Experience"
        name="experience"
        required
        hint="In years, e.g. 2-4 years."
        characterLimit={fieldLimits.experience}
        value={values.experience}
        onValueChange={set('experience')}
        error={fieldErrors.experience}
        disabled={submitting}
      />
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Spinner label="Posting job" inverse /> : null}
          Post
        </Button>
      </div>
    </form>
  );
}
