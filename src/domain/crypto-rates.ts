import { isCrypto } from './currency';
import { Dec, parseDecimal } from './money';
import { roundRate } from './rates';

// The coins of SPEC §9; `id` is the price provider's coin id (stored as a currency's crypto_id).
export const SUPPORTED_COINS = [
  { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' },
  { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
  { id: 'binancecoin', name: 'BNB', symbol: 'BNB' },
  { id: 'cardano', name: 'Cardano', symbol: 'ADA' },
  { id: 'solana', name: 'Solana', symbol: 'SOL' },
  { id: 'polkadot', name: 'Polkadot', symbol: 'DOT' },
  { id: 'chainlink', name: 'Chainlink', symbol: 'LINK' },
  { id: 'litecoin', name: 'Litecoin', symbol: 'LTC' },
  { id: 'uniswap', name: 'Uniswap', symbol: 'UNI' },
  { id: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE' },
] as const;
export type SupportedCoin = (typeof SUPPORTED_COINS)[number];
export type SupportedCoinId = SupportedCoin['id'];

export type CryptoRateCurrency = { code: string; crypto_id: string | null };

// A stored price: the provider's price of one coin in one vs-currency (lower-cased code).
export type StoredPrice = {
  coin_id: string;
  vs_currency: string;
  price: string;
  last_updated_at: string | null;
  fetched_at: string;
};

// A price older than this many refresh intervals no longer prices anything.
export const PRICE_MAX_AGE_INTERVALS = 10;

export type PriceBook = {
  prices: readonly StoredPrice[];
  asOf: Date;
  refreshSeconds: number;
};

export type DerivedRate = { ok: true; rate: Dec } | { ok: false; reason: string };

export const CRYPTO_RATE_REASONS = {
  noCrypto: 'At least one currency must be crypto to fetch rates',
  noPrice: (code: string) => `No current price for ${code}`,
  noUsdRate: (code: string) => `No current rate for USD to ${code}`,
} as const;

const USD = 'USD';

// Prices come from an outside service: anything that is not a positive decimal is "no price".
function positive(value: string): Dec | null {
  try {
    const price = parseDecimal(value, 'Price');
    return price.gt(0) ? price : null;
  } catch {
    return null;
  }
}

/** The price of `coinId` in `vs` if the book holds one that is not too old (by the provider's time). */
function currentPrice(book: PriceBook, coinId: string, vs: string): Dec | null {
  const maxAgeMs = book.refreshSeconds * 1000 * PRICE_MAX_AGE_INTERVALS;
  let best: StoredPrice | null = null;
  for (const row of book.prices) {
    if (row.coin_id !== coinId || row.vs_currency !== vs) continue;
    if (best === null || Date.parse(row.fetched_at) > Date.parse(best.fetched_at)) best = row;
  }
  if (best === null) return null;
  const pricedAt = Date.parse(best.last_updated_at ?? best.fetched_at);
  if (Number.isNaN(pricedAt) || book.asOf.getTime() - pricedAt > maxAgeMs) return null;
  return positive(best.price);
}

type Step = { ok: true; value: Dec } | { ok: false; reason: string };

/** What one coin costs in a fiat currency: the provider's price in it, else USD through FX. */
function coinInFiat(
  coin: CryptoRateCurrency & { crypto_id: string },
  fiat: CryptoRateCurrency,
  book: PriceBook,
  usdTo: (code: string) => Dec | null,
): Step {
  const noPrice = { ok: false, reason: CRYPTO_RATE_REASONS.noPrice(coin.code) } as const;
  if (fiat.code !== USD) {
    const direct = currentPrice(book, coin.crypto_id, fiat.code.toLowerCase());
    if (direct) return { ok: true, value: direct };
  }
  const usd = currentPrice(book, coin.crypto_id, 'usd');
  if (!usd) return noPrice;
  if (fiat.code === USD) return { ok: true, value: usd };
  const fx = usdTo(fiat.code);
  if (!fx || !fx.gt(0)) return { ok: false, reason: CRYPTO_RATE_REASONS.noUsdRate(fiat.code) };
  return { ok: true, value: usd.mul(fx) };
}

const hasCoinId = (c: CryptoRateCurrency): c is CryptoRateCurrency & { crypto_id: string } =>
  isCrypto(c) && c.crypto_id !== null;

/**
 * Rate (units of `to` per unit of `from`) derived from stored prices (docs/decisions/0016):
 * both crypto -> ratio of their USD prices; crypto -> USD -> the price; USD -> crypto -> its
 * inverse; crypto <-> another fiat -> the provider's price in that currency when it gave one,
 * else the USD price through `usdTo` (units of that currency per USD, the current rate).
 * Exact decimals, rounded half-up to the rate scale. A missing or stale price names the coin.
 */
export function deriveCryptoRate(
  from: CryptoRateCurrency,
  to: CryptoRateCurrency,
  book: PriceBook,
  usdTo: (code: string) => Dec | null = () => null,
): DerivedRate {
  const fromCoin = hasCoinId(from) ? from : null;
  const toCoin = hasCoinId(to) ? to : null;
  if (!fromCoin && !toCoin) return { ok: false, reason: CRYPTO_RATE_REASONS.noCrypto };

  if (fromCoin && toCoin) {
    const pf = currentPrice(book, fromCoin.crypto_id, 'usd');
    if (!pf) return { ok: false, reason: CRYPTO_RATE_REASONS.noPrice(from.code) };
    const pt = currentPrice(book, toCoin.crypto_id, 'usd');
    if (!pt) return { ok: false, reason: CRYPTO_RATE_REASONS.noPrice(to.code) };
    return { ok: true, rate: roundRate(pf.div(pt)) };
  }
  if (fromCoin) {
    const step = coinInFiat(fromCoin, to, book, usdTo);
    return step.ok ? { ok: true, rate: roundRate(step.value) } : step;
  }
  const step = coinInFiat(toCoin as CryptoRateCurrency & { crypto_id: string }, from, book, usdTo);
  return step.ok ? { ok: true, rate: roundRate(new Dec(1).div(step.value)) } : step;
}
