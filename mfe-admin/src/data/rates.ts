import { getDataApi, type NewRate, type Rate } from '@seawave/shared-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { viewState } from './use-inbox';

/** Every rate card, by lane, then mode and basis. */
export function useRates() {
  const query = useQuery({
    queryKey: queryKeys.rates.list,
    queryFn: async () => sortRates(await (await getDataApi()).rates.list()),
  });
  return { state: viewState(query), retry: () => void query.refetch() };
}

export function sortRates(rates: readonly Rate[]): Rate[] {
  const key = (rate: Rate) => [rate.originPlace, rate.originCountry, rate.destinationPlace, rate.destinationCountry, rate.mode, rate.basis, rate.validFrom].join('\u0000');
  return [...rates].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Adds a rate card (`id` null) or rewrites one; the list is read again either way. */
export function useSaveRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: NewRate }) => {
      const api = await getDataApi();
      if (id === null) await api.rates.create(input);
      else await api.rates.update(id, input);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.rates.all }),
  });
}

export function useRemoveRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await getDataApi()).rates.remove(id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.rates.all }),
  });
}
