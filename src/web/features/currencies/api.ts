import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCurrencyInput,
  CurrencyKindFilter,
  UpdateCurrencyInput,
} from '@domain/contracts/currencies';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const currencyKeys = queryKeys.currencies;
// Accounts are created with a currency, so a new currency changes the accounts list too.
const ACCOUNTS_KEY = queryKeys.accounts.all;
// Rates embed currency names and codes.
const RATES_KEY = queryKeys.rates.all;

export const currencyQueries = {
  /** Active currencies ordered by tier for pickers (`active: true`), or all for the table. */
  list: (params: { active?: boolean; kind: CurrencyKindFilter }) =>
    queryOptions({
      queryKey: currencyKeys.list(params),
      queryFn: () =>
        call('currencies.list', { query: { active: params.active, kind: params.kind } }).then(
          (r) => r.rows,
        ),
    }),
};

export function useCurrencies(params: { active?: boolean; kind: CurrencyKindFilter }) {
  return useQuery(currencyQueries.list(params));
}

export function useCreateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCurrencyInput) => call('currencies.create', { body: input }),
    onSuccess: async () => {
      await Promise.all([
        refreshQueries(queryClient, currencyKeys.all),
        refreshQueries(queryClient, ACCOUNTS_KEY),
      ]);
    },
  });
}

export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: UpdateCurrencyInput }) =>
      call('currencies.update', { params: { id: input.id }, body: input.changes }),
    onSuccess: async () => {
      await Promise.all([
        refreshQueries(queryClient, currencyKeys.all),
        refreshQueries(queryClient, ACCOUNTS_KEY),
        refreshQueries(queryClient, RATES_KEY),
      ]);
    },
  });
}
