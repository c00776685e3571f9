import { css, useTheme } from '@emotion/react';
import { fieldLimits, type NewVacancy } from '@seawave/shared-data';
import { Button, ErrorText, Notice, Spinner, TextAreaField, TextField, useSubmitOnce } from '@seawave/shared-ui';
import { useState, type FormEvent } from 'react';

export const JOB_REQUIRED_TEXT = 'All fields are required.';
export const JOB_POST_FAILURE_TEXT = 'The job could not be posted. Please try again.';

type Values = Omit<NewVacancy, 'isBlocked'>;
const emptyValues: Values = { position: '', department: '', overview: '', responsibilities: '', prerequisite: '', experience: '' };

export interface JobPostFormProps {
  /** Stores the vacancy; rejects on failure. */
  onSubmit: (input: NewVacancy) => Promise<string>;
  /** Called after a successful post. */
  onPosted: (id: string) => void;
}

/**
 * The job posting form: Position, Department, Overview, Responsibilities and
 * Prerequisite (one per line), Experience (years, free text). All six are
 * required, else 'All fields are required.' in red. While posting every input
 * is disabled and a spinner shows; a double click posts once; a failure is
 * shown and every value kept.
 */
export function JobPostForm({ onSubmit, onPosted }: JobPostFormProps) {
  const theme = useTheme();
  const [values, setValues] = useState<Values>(emptyValues);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { submit, submitting } = useSubmitOnce(onSubmit);
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmed: Values = {
      position: values.position.trim(),
      department: values.department.trim(),
      overview: values.overview.trim(),
      responsibilities: values.responsibilities.trim(),
      prerequisite: values.prerequisite.trim(),
      experience: values.experience.trim(),
    };
    if (Object.values(trimmed).some((value) => value === '')) {
      setFailed(false);
      setError(JOB_REQUIRED_TEXT);
      return;
    }
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
    <form noValidate onSubmit={handleSubmit} css={css`max-width: 48rem;`}>
      {error ? <ErrorText>{error}</ErrorText> : null}
      {failed ? (
        <Notice variant="error">
          <p>{JOB_POST_FAILURE_TEXT}</p>
        </Notice>
      ) : null}
      <TextField label="Position" name="position" required maxLength={fieldLimits.position} value={values.position} onValueChange={set('position')} disabled={submitting} />
      <TextField label="Department" name="department" required maxLength={fieldLimits.department} value={values.department} onValueChange={set('department')} disabled={submitting} />
      <TextAreaField label="Overview" name="overview" required rows={4} maxLength={fieldLimits.overview} value={values.overview} onValueChange={set('overview')} disabled={submitting} />
      <TextAreaField
        label="Responsibilities"
        name="responsibilities"
        required
        rows={5}
        hint="One responsibility per line."
        maxLength={fieldLimits.responsibilities}
        value={values.responsibilities}
        onValueChange={set('responsibilities')}
        disabled={submitting}
      />
      <TextAreaField
        label="Prerequisite"
        name="prerequisite"
        required
        rows={5}
        hint="One prerequisite per line."
        maxLength={fieldLimits.prerequisite}
        value={values.prerequisite}
        onValueChange={set('prerequisite')}
        disabled={submitting}
      />
      <TextField
        label="Experience"
        name="experience"
        required
        hint="In years, e.g. 2-4 years."
        maxLength={fieldLimits.experience}
        value={values.experience}
        onValueChange={set('experience')}
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
