// Business constants of SPEC §9.
export const PAGE_SIZE = 10;
export const MAX_ID_CARDS = 2;
export const DASHBOARD_RECENT = 5;
export const CUSTOMER_HISTORY = 10;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const DEFAULT_RISK_LEVEL: RiskLevel = 'low';

/** Crypto price refresh interval, in seconds. */
export const CRYPTO_REFRESH = { min: 30, max: 3600, fallback: 60 } as const;

/**
 * Reads the refresh interval typed in settings: unparsable -> 60, otherwise rounded to whole
 * seconds and clamped to 30-3600. Numbers are accepted too (the stored setting is JSON).
 */
export function parseRefreshInterval(input: string | number | null | undefined): number {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? clampSeconds(input) : CRYPTO_REFRESH.fallback;
  }
  // A regex rather than Number(): Number('') is 0 and Number('0x10') is 16.
  const text = (input ?? '').trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? clampSeconds(Number(text)) : CRYPTO_REFRESH.fallback;
}

function clampSeconds(seconds: number): number {
  return Math.min(CRYPTO_REFRESH.max, Math.max(CRYPTO_REFRESH.min, Math.round(seconds)));
}
