import { queryOptions, useQuery } from '@tanstack/react-query';
import { flagValue, SETTING_KEYS, timeZoneValue } from '@domain/setting-values';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

// The bureau's settings as every screen reads them: its switches and its time zone. Only the
// Settings screen changes them (features/settings); reading them lives here, below the
// features, so a screen that follows a switch does not depend on the screen that flips it.

export const settingsQueries = {
  all: () =>
    queryOptions({
      queryKey: queryKeys.settings.all,
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

/** Whether a teller may spot count their own open till (issue 46): off unless the owner sets it. */
export function useTellersSpotCount(): boolean {
  return useFlag(SETTING_KEYS.tellersSpotCount, false);
}

/** The bureau's time zone (the business_time_zone setting): where its days start and end. */
export function useBusinessTimeZone(): string {
  const { data } = useSettings();
  return timeZoneValue(data?.find((s) => s.key === SETTING_KEYS.businessTimeZone)?.value);
}

/** Whether the bureau keeps photos of ID documents (issue 44): off unless the owner turns it on. */
export function useIdImagesEnabled(): boolean {
  return useFlag(SETTING_KEYS.idImages, false);
}
