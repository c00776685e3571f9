import * as v from 'valibot';
import { applicant, post, quote, rate, vacancy } from './entity-schemas';
import { rateBasesByMode, type RateBasis } from '../freight/prices';
import { conditionsOf, inputOf, inputSchemaOf } from './field-inputs';
import { summarizeCargo } from '../freight/cargo';
import { email, text, type IssueCode } from './field-helpers';

const quoteInput = inputSchemaOf(quote);

/** The rules check each line against its quote's mode, so the form does too. The facts asked only under a condition follow theirs. */
export const newQuoteSchema = v.pipe(
  quoteInput,
  v.forward(
    v.partialCheck(
      [['packages'], ['mode']],
      ({ packages, mode }) => packages === undefined || summarizeCargo(packages, mode ?? null).issues.length === 0,
      'package' satisfies IssueCode,
    ),
    ['packages'],
  ),
  conditionsOf<v.InferOutput<typeof quoteInput>>(quote),
);
export const newApplicantSchema = inputSchemaOf(applicant);
export const newVacancySchema = inputSchemaOf(vacancy);
export const newPostSchema = inputSchemaOf(post);

/** As the rules: the basis is one its mode is priced on, and the rate is valid for at least one day. */
export const newRateSchema = v.pipe(
  inputSchemaOf(rate),
  v.forward(
    v.partialCheck([['mode'], ['basis']], ({ mode, basis }) => (rateBasesByMode[mode] as readonly RateBasis[]).includes(basis), 'choice' satisfies IssueCode),
    ['basis'],
  ),
  v.forward(
    v.partialCheck([['validFrom'], ['validUntil']], ({ validFrom, validUntil }) => validFrom <= validUntil, 'date' satisfies IssueCode),
    ['validUntil'],
  ),
);

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
