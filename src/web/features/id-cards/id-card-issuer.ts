import type { IdCardGap } from '@domain/compliance';
import type { Language } from '@domain/language';
import { msg, translate } from '@web/i18n';
import { countryName } from './countries';
import { regionsOf } from './regions';

/** "Ontario, Canada", "New York, United States", "France": who issued the card, or null. */
export function issuerText(
  card: { issuing_country: string | null; issuing_jurisdiction: string | null },
  language: Language,
): string | null {
  const country = card.issuing_country;
  const code = card.issuing_jurisdiction;
  const region = code ? (regionsOf(country)?.find(([c]) => c === code)?.[1] ?? null) : null;
  const parts = [
    region ? translate(region) : code,
    country ? countryName(country, language) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

// What a card lacks, as the Incomplete badge names it.
export const GAP_LABELS: Record<IdCardGap, string> = {
  issuing_country: msg('issuing country'),
  issuing_jurisdiction: msg('province or state'),
  verified_on: msg('verification'),
};
