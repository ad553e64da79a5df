import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdjustmentInput } from '@domain/contracts/accounts';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const accountKeys = queryKeys.accounts;

export const MOVEMENTS_PAGE_SIZE = 10;

export const accountQueries = {
  list: (kind: CurrencyKindFilter) =>
    queryOptions({
      queryKey: accountKeys.list(kind),
      queryFn: () => call('accounts.list', { query: { kind } }).then((r) => r.rows),
    }),
  movements: (accountId: string, offset: number) =>
    queryOptions({
      queryKey: accountKeys.movements(accountId, offset),
      queryFn: () =>
        call('accounts.movements', {
          params: { id: accountId },
          query: { limit: MOVEMENTS_PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useAccounts(kind: CurrencyKindFilter) {
  return useQuery(accountQueries.list(kind));
}

export function useMovements(accountId: string, offset: number) {
  return useQuery(accountQueries.movements(accountId, offset));
}

/** The server applies the change and books it in the ledger; the browser never sends a balance. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, ...body }: AdjustmentInput & { accountId: string }) =>
      call('accounts.adjust', { params: { id: accountId }, body }),
    // Balances and movement history both change.
    onSuccess: () => refreshQueries(queryClient, accountKeys.all),
  });
}
