import type { CryptoRateCurrency, DerivedRate } from './crypto-rates';
import { toDecimalString, type Dec } from './money';
import { crossRate, lookupRate, type RateRow } from './rates';

// Crypto pairs priced at the market (docs/decisions/0016): the one rule the server books with
// and the exchange screen previews with.

type Currency = CryptoRateCurrency & { id: string };

export type MarketRows = {
  // Rows to add to the current rates: one per crypto pair the table does not price.
  rows: RateRow[];
  // Why a crypto pair has no rate ('No current price for BTC'), by "fromId>toId".
  reasons: Map<string, string>;
};

export const pairKey = (fromId: string, toId: string) => `${fromId}>${toId}`;

const hasCrypto = (from: Currency, to: Currency) =>
  from.crypto_id !== null || to.crypto_id !== null;

/**
 * The ordered pairs an exchange needs market rates for: each pair with a crypto side, and its
 * from -> CAD valuation (the CAD value of every pair is booked).
 */
export function marketPairsWanted<C extends Currency>(
  pairs: readonly { from: C; to: C }[],
  base: C | null,
): [C, C][] {
  return pairs
    .filter(({ from, to }) => hasCrypto(from, to))
    .flatMap(({ from, to }) => [
      [from, to] as [C, C],
      ...(base && to.id !== base.id ? [[from, base] as [C, C]] : []),
    ]);
}

/**
 * For each wanted (from, to) with a crypto side that the current table rates price in neither
 * direction, a rate derived from the stored prices, shaped as a current rate row so the SPEC §5
 * lookup (and the CAD valuation) reads it like any other. A table rate always wins.
 */
export function marketRateRows(
  wanted: readonly [Currency, Currency][],
  rates: readonly RateRow[],
  derive: (from: CryptoRateCurrency, to: CryptoRateCurrency) => DerivedRate,
  asOf: Date,
): MarketRows {
  const rows: RateRow[] = [];
  const reasons = new Map<string, string>();
  const stamp = asOf.toISOString();
  for (const [from, to] of wanted) {
    if (from.id === to.id || !hasCrypto(from, to)) continue;
    if (lookupRate({ fromId: from.id, toId: to.id, rates, asOf })) continue;
    const key = pairKey(from.id, to.id);
    if (rows.some((r) => pairKey(r.from_currency_id, r.to_currency_id) === key)) continue;
    const derived = derive(from, to);
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

export type PairRateSource = 'custom' | 'table' | 'market' | 'cross';

/**
 * The rate a pair is booked at, and where it came from: a positive custom rate; else the current
 * table rates (directly or reversed); else the market's (crypto, from `market` rows); else the
 * table's two legs through CAD (docs/decisions/0037). Null when none prices it.
 */
export function pricedPairRate(args: {
  fromId: string;
  toId: string;
  customRate?: string | number | null;
  baseId: string | null;
  tableRates: readonly RateRow[];
  marketRows: readonly RateRow[];
  asOf?: Date;
}): { rate: Dec; source: PairRateSource; uncustom: Dec | null } | null {
  const { fromId, toId, customRate, baseId, tableRates, marketRows, asOf } = args;
  const custom = lookupRate({ fromId, toId, customRate, rates: [] });
  const uncustom = uncustomRate({ fromId, toId, baseId, tableRates, marketRows, asOf });
  if (custom) return { rate: custom, source: 'custom', uncustom: uncustom?.rate ?? null };
  return uncustom ? { ...uncustom, uncustom: uncustom.rate } : null;
}

function uncustomRate(args: {
  fromId: string;
  toId: string;
  baseId: string | null;
  tableRates: readonly RateRow[];
  marketRows: readonly RateRow[];
  asOf?: Date;
}): { rate: Dec; source: Exclude<PairRateSource, 'custom'> } | null {
  const { fromId, toId, baseId, tableRates, marketRows, asOf } = args;
  const table = lookupRate({ fromId, toId, rates: tableRates, asOf });
  if (table) return { rate: table, source: 'table' };
  const rates = [...tableRates, ...marketRows];
  const market = lookupRate({ fromId, toId, rates, asOf });
  if (market) return { rate: market, source: 'market' };
  const cross = crossRate({ fromId, toId, baseId, rates: tableRates, asOf });
  return cross ? { rate: cross, source: 'cross' } : null;
}
