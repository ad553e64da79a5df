import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flagValue, SETTING_KEYS, timeZoneValue } from '@domain/setting-values';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const settingsKeys = queryKeys.settings;

export const settingsQueries = {
  all: () =>
    queryOptions({
      queryKey: settingsKeys.all,
      queryFn: () => call('settings.list').then((r) => r.rows),
    }),
};

export function useSettings() {
  return useQuery(settingsQueries.all());
}

function useFlag(key: string, fallback: boolean) {
  const { data } = useSettings();
  const row = data?.find((s) => s.key === key);
  return row ? flagValue(row.value, fallback) : fallback;
}

/**
 * Whether crypto features show (SPEC §4). Currencies, rates and accounts read this one query,
 * so switching the setting hides or shows them everywhere without a reload.
 */
export function useCryptoEnabled(): boolean {
  return useFlag(SETTING_KEYS.cryptoEnabled, false);
}

/** SPEC §9: require_id_for_card is on unless explicitly disabled. */
export function useRequireIdForCard(): boolean {
  return useFlag(SETTING_KEYS.requireIdForCard, true);
}

/** The bureau's time zone (the business_time_zone setting): where its days start and end. */
export function useBusinessTimeZone(): string {
  const { data } = useSettings();
  return timeZoneValue(data?.find((s) => s.key === SETTING_KEYS.businessTimeZone)?.value);
}

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
