import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE } from '@domain/constants';
import type { TransactionFilter } from '@domain/transaction-status';
import { call, endpointUrl } from '@web/lib/call';
import { afterPageBefore } from '@web/lib/page-after';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const keys = queryKeys.transactions;

export type TransactionListParams = { tab: TransactionFilter; search: string; offset: number };

export const transactionQueries = {
  // Next (and Previous to a page seen) starts after the last row of the page before
  // (docs/decisions/0030).
  list: (params: TransactionListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ client }) => {
        const after = afterPageBefore(
          client,
          (offset) => keys.list({ ...params, offset }),
          params.offset,
          PAGE_SIZE,
        );
        return call('transactions.list', { query: { ...params, limit: PAGE_SIZE, after } });
      },
      placeholderData: keepPreviousData,
    }),
  counts: (search: string) =>
    queryOptions({
      queryKey: keys.counts(search),
      queryFn: () => call('transactions.counts', { query: { search } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => call('transactions.get', { params: { id } }),
    }),
  exchange: (reference: string) =>
    queryOptions({
      queryKey: keys.exchange(reference),
      queryFn: () => call('exchanges.get', { params: { reference } }),
    }),
};

export const useTransactions = (params: TransactionListParams) =>
  useQuery(transactionQueries.list(params));
export const useTransactionCounts = (search: string) => useQuery(transactionQueries.counts(search));
export const useTransaction = (id: string | null) =>
  useQuery({ ...transactionQueries.detail(id ?? ''), enabled: Boolean(id) });
// What a pair earned: managers only (docs/decisions/0037).
export const useTransactionMargin = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...keys.detail(id), 'margin'],
    queryFn: () => call('transactions.margin', { params: { id } }),
    enabled,
  });
export const useExchange = (reference: string | null) =>
  useQuery({ ...transactionQueries.exchange(reference ?? ''), enabled: Boolean(reference) });

// The CSV of the current tab and search, downloaded by the browser as it streams.
export const exportUrl = (params: { tab: TransactionFilter; search: string }) =>
  endpointUrl('transactions.export', { query: params });

export function useClaimTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; withExchange: boolean }) =>
      call('transactions.claim', {
        params: { id: input.id },
        body: { with_exchange: input.withExchange },
      }),
    // Also after a refusal: another counter may have claimed it meanwhile.
    onSettled: (_data, _error, input) => {
      void refreshQueries(client, keys.all);
      // The claim is an entry of the transaction's History card.
      void refreshQueries(client, queryKeys.audit.history('transaction', input.id));
      void refreshQueries(client, queryKeys.dashboard.all);
      void refreshQueries(client, queryKeys.accounts.all);
      // Customer and company pages list the transactions they took part in.
      void refreshQueries(client, queryKeys.customers.details);
      void refreshQueries(client, queryKeys.companies.details);
    },
  });
}
