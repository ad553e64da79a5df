import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

export const receiptQueries = {
  // The receipt's data for a reference number, as the server booked it.
  byReference: (reference: string) =>
    queryOptions({
      queryKey: queryKeys.transactions.exchange(reference),
      queryFn: () => call('exchanges.get', { params: { reference } }),
    }),
  // Where the receipt prints: the till the exchange's cash went through and its printer, if any
  // (docs/decisions/0060).
  printer: (reference: string) =>
    queryOptions({
      queryKey: [...queryKeys.transactions.exchange(reference), 'printer'] as const,
      queryFn: () => call('exchanges.printer', { params: { reference } }),
    }),
};

export function useExchangeReceipt(reference: string | null) {
  return useQuery({ ...receiptQueries.byReference(reference ?? ''), enabled: reference !== null });
}

export function useExchangePrinter(reference: string | null) {
  return useQuery({ ...receiptQueries.printer(reference ?? ''), enabled: !!reference });
}

// Prints the quick receipt on the till's printer; the exchange itself is never changed.
export function usePrintOnPrinter() {
  return useMutation({
    mutationFn: (reference: string) => call('exchanges.print', { params: { reference } }),
  });
}
