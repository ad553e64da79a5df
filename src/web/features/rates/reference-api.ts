import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyMarginsInput, ReferenceSettingsInput } from '@domain/contracts/reference';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const rateKeys = queryKeys.rates;

// The reference source's last fetch and error, the margins, and which currencies it prices.
export function useReferenceStatus() {
  return useQuery({
    queryKey: rateKeys.reference,
    queryFn: () => call('reference.status'),
  });
}

// Each of these writes rates: the rate list and the status are read again.
function useReferenceMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => refreshQueries(queryClient, rateKeys.all),
  });
}

export function useFetchReferenceRates() {
  return useReferenceMutation(() => call('reference.fetch'));
}

export function useSaveReferenceSettings() {
  return useReferenceMutation((body: ReferenceSettingsInput) =>
    call('reference.settings', { body }),
  );
}

export function useSaveCurrencyMargins() {
  return useReferenceMutation((input: { id: string; margins: CurrencyMarginsInput }) =>
    call('currencies.margins', { params: { id: input.id }, body: input.margins }),
  );
}
