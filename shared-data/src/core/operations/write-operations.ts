// Input is checked with the forms' own schemas, so the interface refuses exactly what the forms refuse.
import type { CoreContext, WriteGroups } from '../stores';
import { createApplicantWrites } from './applicant-writes';
import { createPostWrites } from './post-writes';
import { createQuoteWrites } from './quote-writes';
import { createVacancyWrites } from './vacancy-writes';
import { createFileWrites, createUploads } from './uploads';

export function createWriteOperations(context: CoreContext): WriteGroups {
  const uploads = createUploads(context);
  return {
    posts: createPostWrites(context, uploads),
    vacancies: createVacancyWrites(context),
    applicants: createApplicantWrites(context, uploads),
    quotes: createQuoteWrites(context),
    files: createFileWrites(context, uploads),
  };
}
