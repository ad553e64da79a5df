import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

// What only the Settings screen does: change a setting, read and refresh crypto prices. Every
// screen reads the settings through @web/shared/settings.

const settingsKeys = queryKeys.settings;

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; value: unknown }) =>
      call('settings.update', { params: { key: input.key }, body: { value: input.value } }),
    onSuccess: () => refreshQueries(queryClient, settingsKeys.all),
  });
}

const cryptoPricesKey = [...settingsKeys.all, 'crypto-prices'] as const;

// The latest stored prices and when they were last updated (by the button or the schedule).
export function useCryptoPrices(enabled: boolean) {
  return useQuery({
    queryKey: cryptoPricesKey,
    queryFn: () => call('crypto.prices'),
    enabled,
  });
}

export function useUpdateCryptoPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('crypto.updatePrices', { body: {} }),
    onSettled: () => refreshQueries(queryClient, cryptoPricesKey),
  });
}
