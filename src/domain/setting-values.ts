import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from './business-day';

// The settings' keys, and the stored flags and time zone read defensively, without zod: every
// screen reads the bureau's zone to write its times, and the web's first page should not
// download the validation library to do it. The contracts (`contracts/settings.ts`) validate
// what is written with the same rules and re-export these.

export const SETTING_KEYS = {
  cryptoEnabled: 'crypto_enabled',
  cryptoRefreshInterval: 'crypto_refresh_interval',
  requireIdForCard: 'require_id_for_card',
  businessProfile: 'business_profile',
  businessTimeZone: 'business_time_zone',
  rateOverrideTolerance: 'rate_override_tolerance_percent',
  tillVarianceTolerance: 'till_variance_tolerance',
  // The compliance rules' figures (docs/decisions/0026).
  complianceThresholds: 'compliance_thresholds',
  // Computed rates (docs/decisions/0037-rates-and-profit.md): default margins and rounding.
  rateMargins: 'rate_margins',
  rateSignificantDigits: 'rate_significant_digits',
  // Sanctions screening (docs/decisions/0038): the possible and strong match thresholds.
  sanctionsThresholds: 'sanctions_thresholds',
  // Photos of ID documents kept, encrypted (issue 44, docs/decisions/0054): off unless turned on.
  idImages: 'id_images',
  // The bureau's FINTRAC numbers for its reports (docs/decisions/0055).
  fintracReportingEntity: 'fintrac_reporting_entity',
  // Whether a teller may spot count their own open till (issue 46): managers always may.
  tellersSpotCount: 'tellers_spot_count',
  // Whether the owner has put the first-run checklist away (issue 47).
  setupChecklist: 'setup_checklist',
} as const;

// A JSON object (what zod's object schemas accept): not null, not an array.
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Reading a stored setting defensively: a flag whose `enabled` is not true or false is the
// fallback (other fields are ignored, as the flag's schema ignores them).
export function flagValue(value: unknown, fallback: boolean): boolean {
  return isObject(value) && typeof value.enabled === 'boolean' ? value.enabled : fallback;
}

// Reading the stored zone defensively: anything but exactly {time_zone: <a zone name>} reads as
// the default (the setting's schema is strict: no other field).
export function timeZoneValue(value: unknown): string {
  if (!isObject(value) || Object.keys(value).length !== 1) return DEFAULT_BUSINESS_TIME_ZONE;
  const zone = value.time_zone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_BUSINESS_TIME_ZONE;
}
