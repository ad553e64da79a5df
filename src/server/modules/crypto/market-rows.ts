import type { CryptoRateCurrency } from '@domain/crypto-rates';
import { toDecimalString } from '@domain/money';
import { lookupRate, type RateRow } from '@domain/rates';
import type { MarketRates } from './market-rates';

type Currency = CryptoRateCurrency & { id: string };

export type MarketRows = {
  // Rows to add to the current rates: one per crypto pair the table does not price.
  rows: RateRow[];
  // Why a crypto pair has no rate ('No current price for BTC'), by "fromId>toId".
  reasons: Map<string, string>;
};

export const pairKey = (fromId: string, toId: string) => `${fromId}>${toId}`;

/**
 * For each wanted (from, to) with a crypto side that the current table rates price in neither
 * direction, a rate derived from the stored prices, shaped as a current rate row so the SPEC §5
 * lookup (and the CAD valuation) reads it like any other. A table rate always wins.
 */
export function marketRateRows(
  wanted: readonly [Currency, Currency][],
  rates: readonly RateRow[],
  market: MarketRates,
  asOf: Date,
): MarketRows {
  const rows: RateRow[] = [];
  const reasons = new Map<string, string>();
  const stamp = asOf.toISOString();
  for (const [from, to] of wanted) {
    if (from.id === to.id || (from.crypto_id === null && to.crypto_id === null)) continue;
    if (lookupRate({ fromId: from.id, toId: to.id, rates, asOf })) continue;
    const key = pairKey(from.id, to.id);
    if (rows.some((r) => pairKey(r.from_currency_id, r.to_currency_id) === key)) continue;
    const derived = market.derive(from, to);
    if (!derived.ok) {
      reasons.set(key, derived.reason);
      continue;
    }
    const rate = toDecimalString(derived.rate);
    rows.push({
      id: `market:${key}`,
      from_currency_id: from.id,
      to_currency_id: to.id,
      buy_rate: rate,
      sell_rate: rate,
      effective_date: stamp,
      created_at: stamp,
    });
  }
  return { rows, reasons };
}
