// Rate cards are staff data: their reads as well as their writes load on first use, so no public page carries them.
import { collections } from '../../entities';
import { parseEntity } from '../../schemas/check';
import { rate } from '../../schemas/entity-schemas';
import { newRateSchema } from '../../schemas/input-schemas';
import type { CoreContext, OperationsLoadedOnUse } from '../stores';
import { defined } from './fields';
import { toRate } from '../mapping';

export type RateOperations = OperationsLoadedOnUse<'staff'>;

const optionalKeys = Object.entries(rate.fields)
  .filter(([, def]) => def.info.presence === 'optional')
  .map(([key]) => key);

export function createRateOperations({ docs }: CoreContext): RateOperations {
  return {
    rates: {
      async list() {
        return (await docs.list(collections.rates)).map(toRate);
      },
      async get(id) {
        const raw = await docs.get(collections.rates, id);
        return raw ? toRate(raw) : null;
      },
      async create(input) {
        return docs.add(collections.rates, defined(parseEntity(newRateSchema, input)), ['createdAt']);
      },
      async update(id, input) {
        const fields = parseEntity(newRateSchema, input) as Record<string, unknown>;
        const absent = optionalKeys.filter((key) => fields[key] === undefined);
        await docs.replaceFields(collections.rates, id, defined(fields), absent, ['updatedAt']);
      },
      async remove(id) {
        await docs.remove(collections.rates, id);
      },
    },
  };
}
