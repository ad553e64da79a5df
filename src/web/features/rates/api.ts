import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import type { CreateRateInput, UpdateRateInput } from '@domain/contracts/rates';
import { PAGE_SIZE } from '@domain/constants';
import { call } from '@web/lib/call';
import { afterPageBefore } from '@web/lib/page-after';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

export type RateListParams = { search: string; kind: CurrencyKindFilter; offset: number };

const rateKeys = queryKeys.rates;

export const rateQueries = {
  list: (params: RateListParams) =>
    queryOptions({
      queryKey: rateKeys.list(params),
      queryFn: ({ client }) => {
        const after = afterPageBefore(
          client,
          (offset) => rateKeys.list({ ...params, offset }),
          params.offset,
          PAGE_SIZE,
        );
        return call('rates.list', { query: { ...params, limit: PAGE_SIZE, after } });
      },
      placeholderData: keepPreviousData,
    }),
};

export function useRates(params: RateListParams) {
  return useQuery(rateQueries.list(params));
}

function useRateMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => refreshQueries(queryClient, rateKeys.all),
  });
}

export function useCreateRate() {
  return useRateMutation((input: CreateRateInput) => call('rates.create', { body: input }));
}

export function useUpdateRate() {
  return useRateMutation((input: { id: string; changes: UpdateRateInput }) =>
    call('rates.update', { params: { id: input.id }, body: input.changes }),
  );
}

export function useDeleteRate() {
  return useRateMutation((id: string) => call('rates.delete', { params: { id } }));
}
