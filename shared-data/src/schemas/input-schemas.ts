/**
 * The input schemas of the entities (what their create forms and the data
 * interface accept), derived from the declarations of `entity-schemas.ts` by
 * `field-inputs.ts`; and the two inputs that are no entity's (a staff note,
 * the staff e-mail of the local sign-in dialog).
 */
import * as v from 'valibot';
import { applicant, post, quote, vacancy } from './entity-schemas';
import { inputOf, inputSchemaOf } from './field-inputs';
import { summarizeCargo } from '../freight/cargo';
import { email, text, type IssueCode } from './rules';

/**
 * A quote: its fields, and its package lines within the limits of its mode
 * (`modeLimits`; each line is first checked within the limits of any mode by
 * the field itself), as the rules check each line against its quote's mode.
 */
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

/** A post edit: the four texts always, a photo only when replaced. */
export const postUpdateSchema = v.object({
  ...newPostSchema.entries,
  mainPhoto: v.optional(newPostSchema.entries.mainPhoto),
  profilePhoto: v.optional(newPostSchema.entries.profilePhoto),
});

/** A staff note on a quote or an application (its author and time are set by the data interface). */
export const staffNoteSchema = v.object({ text: inputOf(text('note', { multiLine: true })) });

/** A staff e-mail address typed into the local sign-in dialog. */
export const staffEmailSchema = v.object({ email: inputOf(email()) });
