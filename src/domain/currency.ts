export const BASE_CURRENCY_CODE = 'CAD';

// Buy/sell shortcuts of the side panel: buy goes X -> CAD, sell goes CAD -> X.
export const SHORTCUT_CURRENCIES = ['USD', 'EUR', 'CAD'] as const;
export type ShortcutCurrency = (typeof SHORTCUT_CURRENCIES)[number];

export const CURRENCY_TIERS = [1, 2, 3] as const;
export type CurrencyTier = (typeof CURRENCY_TIERS)[number];

const FIAT_TIER_NAMES: Record<CurrencyTier, string> = {
  1: 'Major Reserve',
  2: 'Major Trading',
  3: 'Standard',
};
const CRYPTO_TIER_NAMES: Record<CurrencyTier, string> = {
  1: 'Major Crypto',
  2: 'Popular Crypto',
  3: 'Standard Crypto',
};

function isTier(tier: number): tier is CurrencyTier {
  return (CURRENCY_TIERS as readonly number[]).includes(tier);
}

export function tierName(tier: number, isCrypto: boolean): string {
  // Tiers outside 1-3 are bad data; show the number rather than pretend it is "Standard".
  if (!isTier(tier)) return `Tier ${tier}`;
  return isCrypto ? CRYPTO_TIER_NAMES[tier] : FIAT_TIER_NAMES[tier];
}

/** A currency is crypto when it carries a price-provider id (SPEC §3). */
export function isCrypto(currency: { crypto_id: string | null | undefined }): boolean {
  // A blank id cannot be priced, so it counts as "not set".
  return typeof currency.crypto_id === 'string' && currency.crypto_id.trim() !== '';
}

/** How many units of a currency a rate may be quoted for (issue 46): JPY per 100, IDR per 1,000. */
export const QUOTE_UNITS = [1, 10, 100, 1000, 10000] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
export const QUOTE_UNIT_MESSAGE = 'Quote unit must be 1, 10, 100, 1000 or 10000';
