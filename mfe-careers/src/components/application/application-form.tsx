import { css, useTheme } from '@emotion/react';
import { type ExperienceRange, type NewApplicant, type Relocate, type SubmitOptions, type Submitted, type UploadProgress as Progress } from '@seawave/shared-data';
import { FileValidationError, acceptAttribute, experienceOptions, fieldLimits, validateFile } from '@seawave/shared-data/entities';
import { submissionFailureMessage } from '@seawave/shared-data/schemas';
import { Button, Notice, Spinner, visuallyHidden } from '@seawave/shared-ui';
import { FileField, RadioGroupField, SelectField, TextField, HoneypotField, UploadProgress, useForm } from '@seawave/shared-ui/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  APPLICATION_FAILURE_TEXT,
  APPLICATION_SUCCESS_TEXT,
  initialApplication,
  RESUME_HINT,
  validateApplication,
  type ApplicationValues,
} from './application-validation';
import { ConsentField } from './consent-field';

export const CURRENT_POSITION_HINT = 'Your own current job title; the vacancy you are applying for is sent with your application.';

export interface AppliedVacancy {
  id: string;
  position: string;
}

const relocateChoices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly { value: Relocate; label: string }[];

const experienceChoices = experienceOptions.map((value) => ({ value, label: `${value} years` }));

export interface ApplicationFormProps {
  /** Rejects on failure, a passed deadline included. */
  onSubmit: (input: NewApplicant, options: SubmitOptions) => Promise<Submitted>;
  onSuccess: () => void;
  /** Default 4 s, long enough to read the success message. */
  successDelayMs?: number;
  vacancy?: AppliedVacancy;
}

/** A bot that fills the hidden honeypot field sees the same success, and nothing is stored. */
export function ApplicationForm({ onSubmit, onSuccess, successDelayMs = 4000, vacancy }: ApplicationFormProps) {
  const theme = useTheme();
  const successRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const initialValues = useMemo<ApplicationValues>(
    () => (vacancy ? { ...initialApplication, vacancyId: vacancy.id } : initialApplication),
    [vacancy],
  );
  const { formProps, field, choice, values, message, messageRef, status, busy, honeypotRef, resetCount } = useForm({
    initialValues,
    validate: validateApplication,
    submit: (input: NewApplicant, _values, submission) => {
      setProgress(null);
      return onSubmit(input, { onProgress: setProgress, submissionId: submission.id });
    },
    // A refused file says why; so do a limit, a closed vacancy, being offline or an unanswered send.
    failureMessage: (error) => (error instanceof FileValidationError ? error.message : (submissionFailureMessage(error) ?? APPLICATION_FAILURE_TEXT)),
    // A send on its way finishes when the visitor leaves, and shows its outcome on return (the resume is not kept).
    outbox: { key: vacancy ? `application-${vacancy.id}` : 'application' },
  });

  useEffect(() => {
    if (status !== 'sent') return undefined;
    // The visitor may be at the bottom of the form: bring the message to them, and announce it.
    successRef.current?.scrollIntoView?.({ block: 'center' });
    successRef.current?.focus({ preventScroll: true });
    const timer = window.setTimeout(onSuccess, successDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, onSuccess, successDelayMs]);

  const resume = field('resume');
  const resumeProblem = values.resume ? validateFile('resume', values.resume) : null;

  return (
    <form {...formProps} aria-describedby="application-required-note">
      <p id="application-required-note" css={css`margin: 0 0 ${theme.space[4]}; color: ${theme.colors.textMuted};`}>
        Fields marked * are required.
      </p>
      {message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          <p>{message}</p>
        </Notice>
      ) : null}
      {status === 'sent' ? (
        <Notice variant="success" ref={successRef} tabIndex={-1}>
          <p>{APPLICATION_SUCCESS_TEXT}</p>
        </Notice>
      ) : null}
      <fieldset disabled={busy} css={css`margin: 0; padding: 0; border: 0; min-width: 0;`}>
        <legend css={visuallyHidden}>Your details</legend>
        <TextField label="Name" autoComplete="name" required characterLimit={fieldLimits.name} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required characterLimit={fieldLimits.email} {...field('email')} />
        <TextField label="Number" type="tel" autoComplete="tel" required characterLimit={fieldLimits.number} {...field('number')} />
        <TextField
          label="Current Position"
          autoComplete="organization-title"
          required
          characterLimit={fieldLimits.position}
          hint={vacancy ? CURRENT_POSITION_HINT : undefined}
          {...field('position')}
        />
        <RadioGroupField<Relocate>
          label="Willing to relocate?"
          inline
          options={relocateChoices.map((option) => ({ ...option, disabled: busy }))}
          {...choice('relocate')}
        />
        <SelectField<ExperienceRange> label="Experience" options={experienceChoices} {...field('experience')} />
        <FileField
          label="Resume"
          name={resume.name}
          required
          accept={acceptAttribute('resume')}
          hint={
            <>
              <span>{RESUME_HINT}</span> <span>PDF, DOC or DOCX, up to 5 MB.</span>
            </>
          }
          error={resumeProblem ?? resume.error}
          resetKey={resetCount}
          onFileChange={resume.onValueChange}
          disabled={busy}
        />
        <ConsentField {...field('consent')} />
        {status === 'submitting' && progress ? <UploadProgress label="Uploading resume" sentBytes={progress.sentBytes} totalBytes={progress.totalBytes} /> : null}
        <HoneypotField inputRef={honeypotRef} />
      </fieldset>
      <Button type="submit" size="lg" disabled={busy}>
        {status === 'submitting' ? <Spinner label="Submitting application" inverse /> : null}
        {status === 'submitting' ? 'Submitting…' : 'Submit Application'}
      </Button>
    </form>
  );
}
