import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

export const receiptQueries = {
  // The receipt's data for a reference number, as the server booked it.
  byReference: (reference: string) =>
    queryOptions({
      queryKey: queryKeys.transactions.exchange(reference),
      queryFn: () => call('exchanges.get', { params: { reference } }),
    }),
};

export function useExchangeReceipt(reference: string | null) {
  return useQuery({ ...receiptQueries.byReference(reference ?? ''), enabled: reference !== null });
}
