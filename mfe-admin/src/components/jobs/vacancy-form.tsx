import { css, useTheme } from '@emotion/react';
import { type NewVacancy, type Vacancy } from '@seawave/shared-data';
import { fieldLimits } from '@seawave/shared-data/entities';
import { checkForm, emptyForm, newVacancySchema, type FormValues } from '@seawave/shared-data/schemas';
import { Button, Spinner } from '@seawave/shared-ui';
import { FormMessage } from '../form-message';
import { TextAreaField, TextField, useForm } from '@seawave/shared-ui/form';

export const JOB_REQUIRED_TEXT = 'All fields are required.';
export const JOB_POST_FAILURE_TEXT = 'The job could not be posted. Please try again.';
export const JOB_SAVE_FAILURE_TEXT = 'The changes could not be saved. Please try again.';

export type VacancyFormValues = FormValues<typeof newVacancySchema>;
export const emptyVacancyValues: VacancyFormValues = emptyForm(newVacancySchema);

export function vacancyFormValues(vacancy: Vacancy): VacancyFormValues {
  return {
    ...emptyVacancyValues,
    position: vacancy.position,
    department: vacancy.department,
    overview: vacancy.overview,
    responsibilities: vacancy.responsibilities,
    prerequisite: vacancy.prerequisite,
    experience: vacancy.experience,
    isBlocked: vacancy.isBlocked,
    closingDate: vacancy.closingDate ?? '',
  };
}

/** The same schema as the data interface's. */
function validateJob(values: VacancyFormValues) {
  return checkForm(newVacancySchema, values, { required: JOB_REQUIRED_TEXT });
}

export interface VacancyFormProps {
  initialValues: VacancyFormValues;
  submitLabel: string;
  busyLabel: string;
  failureText: string;
  onSubmit: (input: NewVacancy) => Promise<unknown>;
}

export function VacancyForm({ initialValues, submitLabel, busyLabel, failureText, onSubmit }: VacancyFormProps) {
  const theme = useTheme();
  const { formProps, field, message, messageRef, status, busy } = useForm({
    initialValues,
    validate: validateJob,
    submit: onSubmit,
    failureMessage: () => failureText,
    resetOnSent: false,
  });

  const closingDate = field('closingDate');

  return (
    <form {...formProps} css={css`max-width: 48rem;`}>
      <FormMessage status={status} message={message} messageRef={messageRef} />
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
      <TextField
        type="date"
        label="Closing date (optional)"
        hint="The vacancy closes at the end of this day (UTC) and can no longer be applied for."
        {...closingDate}
        value={closingDate.value ?? ''}
      />
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" size="lg" disabled={busy}>
          {status === 'submitting' ? <Spinner label={busyLabel} inverse /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
