import * as v from 'valibot';
import { applicant, post, quote, vacancy } from './entity-schemas';
import { inputOf, inputSchemaOf } from './field-inputs';
import { summarizeCargo } from '../freight/cargo';
import { email, text, type IssueCode } from './rules';

/** The rules check each line against its quote's mode, so the form does too. */
export const newQuoteSchema = v.pipe(
  inputSchemaOf(quote),
  v.forward(
    v.partialCheck(
      [['packages'], ['mode']],
      ({ packages, mode }) => packages === undefined || summarizeCargo(packages, mode ?? null).issues.length === 0,
      'package' satisfies IssueCode,
    ),
    ['packages'],
  ),
);
export const newApplicantSchema = inputSchemaOf(applicant);
export const newVacancySchema = inputSchemaOf(vacancy);
export const newPostSchema = inputSchemaOf(post);

export const postUpdateSchema = v.object({
  ...newPostSchema.entries,
  mainPhoto: v.optional(newPostSchema.entries.mainPhoto),
  profilePhoto: v.optional(newPostSchema.entries.profilePhoto),
});

/** Its author and time are set by the data interface. */
export const staffNoteSchema = v.object({ text: inputOf(text('note', { multiLine: true })) });

export const staffEmailSchema = v.object({ email: inputOf(email()) });

/** Who works a quote, as declared on the quote ('' for nobody). */
export const quoteAssignmentSchema = v.object({ assignedTo: inputOf(quote.fields.assignedTo) });
