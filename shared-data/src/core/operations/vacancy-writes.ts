import { collections } from '../../entities';
import type { NewVacancy } from '../../entity-types';
import { parseEntity } from '../../schemas/check';
import { newVacancySchema } from '../../schemas/input-schemas';
import type { CoreContext, WriteGroups } from '../stores';
import { defined } from './fields';

export function createVacancyWrites({ docs }: CoreContext): WriteGroups['vacancies'] {
  return {
    async create(input: NewVacancy) {
      return docs.add(collections.jobvacancy, defined(parseEntity(newVacancySchema, input)), ['createdAt']);
    },
    /** An optional field left empty is removed from the stored vacancy; blocking has its own operation. */
    async update(id, input: NewVacancy) {
      const { isBlocked: _ignored, ...fields } = parseEntity(newVacancySchema, input);
      const absent = Object.keys(newVacancySchema.entries).filter((key) => key !== 'isBlocked' && (fields as Record<string, unknown>)[key] === undefined);
      await docs.replaceFields(collections.jobvacancy, id, defined(fields), absent);
    },
    async setBlocked(id, isBlocked) {
      if (typeof isBlocked !== 'boolean') throw new Error('isBlocked must be true or false.');
      await docs.update(collections.jobvacancy, id, { isBlocked }, []);
    },
  };
}
