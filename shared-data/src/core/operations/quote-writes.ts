import type { SubmitOptions } from '../../data-api';
import { randomId } from '../../entities';
import type { NewQuote } from '../../entity-types';
import { questionProblem } from '../../quote-status';
import { parseEntity } from '../../schemas/check';
import { newQuoteSchema } from '../../schemas/input-schemas';
import { SubmissionRefusedError } from '../../submission-errors';
import type { CoreContext, WriteGroups } from '../stores';
import { defined } from './fields';

/** Quotes are stored, accepted and asked about only through the public forms' functions. */
export function createQuoteWrites({ forms }: CoreContext): WriteGroups['quotes'] {
  return {
    async create(input: NewQuote, submit?: SubmitOptions) {
      const fields = parseEntity(newQuoteSchema, { ...input, comments: input?.comments ?? '' });
      return forms.submitQuote(defined(fields), submit?.submissionId ?? randomId());
    },
    accept: (reference, key) => forms.acceptQuote(reference, key),
    async ask(reference, key, kind, message) {
      const problem = questionProblem(kind, message);
      if (problem) throw new SubmissionRefusedError(problem, { reason: 'invalid', field: 'message' });
      return forms.askAboutQuote(reference, key, kind, message.trim());
    },
  };
}
