import { getDataApi, type NewVacancy, type Vacancy } from '@seawave/shared-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { viewState } from './use-inbox';

/** The live lists show it by themselves. */
export async function postVacancy(input: NewVacancy): Promise<string> {
  return (await getDataApi()).vacancies.create({ ...input, isBlocked: false });
}

export async function setVacancyBlocked(id: string, isBlocked: boolean): Promise<void> {
  await (await getDataApi()).vacancies.setBlocked(id, isBlocked);
}

export function useVacancy(vacancyId: string | undefined) {
  const query = useQuery({
    queryKey: queryKeys.vacancies.detail(vacancyId ?? ''),
    queryFn: async () => (vacancyId ? (await getDataApi()).vacancies.get(vacancyId) : null),
  });
  return { state: viewState(query), retry: () => void query.refetch() };
}

export function useUpdateVacancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: NewVacancy }) => (await getDataApi()).vacancies.update(id, input),
    onSuccess: (_done, { id }) => client.invalidateQueries({ queryKey: queryKeys.vacancies.detail(id) }),
  });
}

/** Reads only the vacancies not already `known`; null for one that no longer exists. */
export async function vacancyTitles(ids: Iterable<string>, known: readonly Vacancy[] = []): Promise<Map<string, string | null>> {
  const titles = new Map<string, string | null>(known.map((vacancy) => [vacancy.id, vacancy.position]));
  const missing = [...new Set(ids)].filter((id) => !titles.has(id));
  if (missing.length > 0) {
    const api = await getDataApi();
    const read = await Promise.all(missing.map((id) => api.vacancies.get(id)));
    missing.forEach((id, index) => titles.set(id, read[index]?.position ?? null));
  }
  return titles;
}
