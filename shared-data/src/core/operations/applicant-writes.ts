import type { SubmitOptions } from '../../data-api';
import { FileValidationError, randomId, validateFile } from '../../entities';
import type { NewApplicant } from '../../entity-types';
import { parseEntity } from '../../schemas/check';
import { checkResumeContent } from '../../schemas/file-content';
import { newApplicantSchema } from '../../schemas/input-schemas';
import type { CoreContext, WriteGroups } from '../stores';
import { defined } from './fields';
import { isFile, type Uploads } from './uploads';

/** An application is stored by the public forms' function, with the resume uploaded under its ticket. */
export function createApplicantWrites({ forms, fail }: CoreContext, uploads: Uploads): WriteGroups['applicants'] {
  return {
    async create(input: NewApplicant, submit?: SubmitOptions) {
      if (!isFile(input?.resume)) throw new FileValidationError('Please upload your resume.');
      const { resume, ...fields } = parseEntity(newApplicantSchema, input);
      const problem = validateFile('resume', resume) ?? (await checkResumeContent(resume));
      if (problem) throw new FileValidationError(problem);
      const submissionId = submit?.submissionId ?? randomId();
      fail('files.upload');
      const { ticket } = await uploads.uploadResume(resume, submit);
      return forms.submitApplication(defined(fields), submissionId, ticket);
    },
    async arrived(submissionId: string) {
      try {
        return await forms.submitApplication({}, submissionId, null);
      } catch (error) {
        if ((error as { details?: { reason?: unknown } } | null)?.details?.reason === 'not-found') return null;
        throw error;
      }
    },
  };
}
