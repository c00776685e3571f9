import { getDataApi, type NewVacancy } from '@seawave/shared-data';

/** Posts a job (not blocked). Resolves to the new id. */
export async function postVacancy(input: NewVacancy): Promise<string> {
  return (await getDataApi()).vacancies.create({ ...input, isBlocked: false });
}

/** Blocks or unblocks a job; the live lists update by themselves. */
export async function setVacancyBlocked(id: string, isBlocked: boolean): Promise<void> {
  await (await getDataApi()).vacancies.setBlocked(id, isBlocked);
}
