import { css, useTheme } from '@emotion/react';
import { fieldLimits, type NewVacancy } from '@seawave/shared-data';
import { checkForm, emptyForm, newVacancySchema, type FormValues } from '@seawave/shared-data/schemas';
import { Button, ErrorText, Notice, Spinner, TextAreaField, TextField } from '@seawave/shared-ui';
import { useForm } from '@seawave/shared-ui/form';

export const JOB_REQUIRED_TEXT = 'All fields are required.';
export const JOB_POST_FAILURE_TEXT = 'The job could not be posted. Please try again.';

type Values = FormValues<typeof newVacancySchema>;
/** Empty texts; a new job is not blocked. */
const emptyValues: Values = emptyForm(newVacancySchema);

/** Checks the job with the new-vacancy schema (the one the data interface uses too). */
function validateJob(values: Values) {
  return checkForm(newVacancySchema, values, { required: JOB_REQUIRED_TEXT });
}

export interface JobPostFormProps {
  /** Stores the vacancy (and moves the admin on); rejects on failure. */
  onSubmit: (input: NewVacancy) => Promise<string>;
}

/**
 * The job posting form: Position, Department, Overview, Responsibilities and
 * Prerequisite (one per line), Experience (years, free text). All six are
 * required, else 'All fields are required.' in red; each field to fix is
 * marked with its note and the focus moves to the first. The texts keep
 * whatever is typed and count it against their limits (over a limit, the form
 * refuses). While posting every input is disabled and a spinner shows; a
 * double click posts once; a failure is shown and every value kept.
 */
export function JobPostForm({ onSubmit }: JobPostFormProps) {
  const theme = useTheme();
  const { formProps, field, message, messageRef, status, busy } = useForm({
    initialValues: emptyValues,
    validate: validateJob,
    submit: onSubmit,
    failureMessage: () => JOB_POST_FAILURE_TEXT,
    resetOnSent: false,
  });

  return (
    <form {...formProps} css={css`max-width: 48rem;`}>
      {status === 'invalid' && message ? (
        <ErrorText ref={messageRef} tabIndex={-1}>
          {message}
        </ErrorText>
      ) : null}
      {status === 'failed' && message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          <p>{message}</p>
        </Notice>
      ) : null}
      <TextField label="Position" required characterLimit={fieldLimits.position} {...field('position')} />
      <TextField label="Department" required characterLimit={fieldLimits.department} {...field('department')} />
      <TextAreaField label="Overview" required rows={4} characterLimit={fieldLimits.overview} {...field('overview')} />
      <TextAreaField
        label="Responsibilities"
        required
        rows={5}
        hint="One responsibility per line."
        characterLimit={fieldLimits.responsibilities}
        {...field('responsibilities')}
      />
      <TextAreaField
        label="Prerequisite"
        required
        rows={5}
        hint="One prerequisite per line."
        characterLimit={fieldLimits.prerequisite}
        {...field('prerequisite')}
      />
      <TextField label="Experience" required hint="In years, e.g. 2-4 years." characterLimit={fieldLimits.experience} {...field('experience')} />
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" size="lg" disabled={busy}>
          {status === 'submitting' ? <Spinner label="Posting job" inverse /> : null}
          Post
        </Button>
      </div>
    </form>
  );
}
