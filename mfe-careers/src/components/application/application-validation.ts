import type { NewApplicant } from '@seawave/shared-data';
import { fieldNotes, PHONE_INVALID_TEXT, TOO_LONG_TEXT, validateFile } from '@seawave/shared-data/entities';
import { APPLICATION_RETENTION_DAYS } from '@seawave/shared-data/retention';
import { checkForm, checkResumeContent, emptyForm, newApplicantSchema, type FormCheck, type FormValues } from '@seawave/shared-data/schemas';

export const APPLICATION_MISSING_TEXT = 'Please fill in all fields and upload your resume.';
export const APPLICATION_SUCCESS_TEXT = 'Application submitted successfully!';
export const APPLICATION_FAILURE_TEXT = 'An error occurred while submitting the application.';
export const APPLICATION_EMAIL_TEXT = 'Please enter a valid email address.';
export const RESUME_HINT = 'Enter resume name as your first name.';
const RESUME_NOTE = 'Please upload your resume.';
export const CONSENT_TEXT_BEFORE_LINK = `I agree that SEAWAVE keeps my application for ${APPLICATION_RETENTION_DAYS} days as described in the `;
export const CONSENT_LINK_TEXT = 'privacy notice';
export const CONSENT_TEXT_AFTER_LINK = '.';
export const CONSENT_MISSING_TEXT = 'Please agree to the privacy notice to apply.';

export type ApplicationValues = FormValues<typeof newApplicantSchema>;

export const initialApplication: ApplicationValues = emptyForm(newApplicantSchema);

/** Checks the resume's first bytes too, so nothing is uploaded that is not a real document. */
export async function validateApplication(values: ApplicationValues): Promise<FormCheck<NewApplicant, keyof ApplicationValues>> {
  const check = checkForm(
    newApplicantSchema,
    values,
    { required: APPLICATION_MISSING_TEXT, consent: CONSENT_MISSING_TEXT, email: APPLICATION_EMAIL_TEXT, phone: PHONE_INVALID_TEXT, tooLong: TOO_LONG_TEXT },
    { resume: { required: RESUME_NOTE }, email: { email: fieldNotes.email }, consent: { consent: CONSENT_MISSING_TEXT } },
  );
  if (!check.ok) return check;
  const problem = validateFile('resume', check.output.resume) ?? (await checkResumeContent(check.output.resume));
  return problem ? { ok: false, message: problem, fieldErrors: { resume: problem } } : check;
}
