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

// Prices come from an outside service: anything that is not a positive decimal is "no price".
function usdPrice(currency: CryptoRateCurrency, usdPrices: Record<string, string>): Dec | null {
  const id = currency.crypto_id;
  // hasOwn, so an id such as "constructor" cannot pick up an Object.prototype member.
  if (id === null || !Object.hasOwn(usdPrices, id)) return null;
  try {
    const price = parseDecimal(usdPrices[id], 'Price');
    return price.gt(0) ? price : null;
  } catch {
    return null;
  }
}

/**
 * Rate (units of `to` per unit of `from`) derived from USD prices, SPEC §9:
 * both crypto -> priceFrom / priceTo; crypto -> fiat -> its USD price; fiat -> crypto -> the
 * inverse. SPEC treats every fiat as USD here (crypto -> USD is simply the price); no FX is
 * applied for other fiat currencies. Null when neither side is crypto or a price is missing.
 */
export function deriveCryptoRate(
  from: CryptoRateCurrency,
  to: CryptoRateCurrency,
  usdPrices: Record<string, string>,
): Dec | null {
  const fromCrypto = isCrypto(from);
  const toCrypto = isCrypto(to);
  if (!fromCrypto && !toCrypto) return null;

  const fromPrice = fromCrypto ? usdPrice(from, usdPrices) : null;
  const toPrice = toCrypto ? usdPrice(to, usdPrices) : null;

  if (fromCrypto && toCrypto) {
    return fromPrice && toPrice ? roundRate(fromPrice.div(toPrice)) : null;
  }
  if (fromCrypto) return fromPrice;
  return toPrice ? roundRate(new Dec(1).div(toPrice)) : null;
}
