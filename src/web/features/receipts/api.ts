import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const receiptQueries = {
  // The receipt's data for a reference number, as the server booked it.
  byReference: (reference: string) =>
    queryOptions({
      queryKey: queryKeys.transactions.exchange(reference),
      queryFn: () => api<ExchangeResponse>(`/api/exchanges/${encodeURIComponent(reference)}`),
    }),
};

export function useExchangeReceipt(reference: string | null) {
  return useQuery({ ...receiptQueries.byReference(reference ?? ''), enabled: reference !== null });
}
