import { sql } from 'drizzle-orm';
import type { MarketRatesResponse } from '@domain/contracts/crypto';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { queryRows, type Database } from '../../db/client';
import { assertCryptoEnabled } from '../settings';
import { marketRates, pricingSql, toPricing, type RawPricing } from './price-pairs';

/**
 * The market rates the exchange screen previews with (issue 47): for every ordered pair of the
 * given active currencies (and CAD) with a crypto side, the rate pricePairs would book it at
 * without a custom rate, read and derived by the same functions, or why there is none.
 */
export async function marketRatesFor(
  db: Database,
  ids: readonly string[],
  asOf: Date,
): Promise<MarketRatesResponse> {
  const { wanted, columns } = pricingSql(ids, asOf);
  const [row] = await queryRows<RawPricing>(db, sql`with ${wanted} select ${columns}`);
  const { currencies, rates } = toPricing(row ?? { currencies: null, rates: null });
  const active = [...currencies.values()].filter((c) => c.is_active);
  if (!active.some((c) => c.crypto_id !== null)) return { rows: [], reasons: [] };
  await assertCryptoEnabled(db);
  const base = active.find((c) => c.code === BASE_CURRENCY_CODE) ?? null;
  const pairs = active.flatMap((from) =>
    active.filter((to) => to.id !== from.id).map((to) => ({ from, to })),
  );
  const market = await marketRates(db, pairs, base, rates, asOf);
  return {
    rows: market.rows,
    reasons: [...market.reasons].map(([key, reason]) => {
      const [from, to] = key.split('>');
      return { from_currency_id: from ?? '', to_currency_id: to ?? '', reason };
    }),
  };
}
