import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@domain/contracts/settings';
import { CRYPTO_REFRESH } from '@domain/constants';
import {
  deriveCryptoRate,
  type CryptoRateCurrency,
  type DerivedRate,
  type PriceBook,
} from '@domain/crypto-rates';
import type { Dec } from '@domain/money';
import { lookupRate, type RateRow } from '@domain/rates';
import { queryRows, type Database, type Tx } from '../../db/client';
import { currentRateIds } from '../rates';
import { findSetting } from '../settings';
import { latestPrices } from './queries';

/** The refresh interval in seconds; a missing or malformed setting reads as the default. */
export async function refreshSeconds(db: Database | Tx): Promise<number> {
  const row = await findSetting(db, SETTING_KEYS.cryptoRefreshInterval);
  const seconds = (row?.value as { seconds?: unknown } | undefined)?.seconds;
  return typeof seconds === 'number' &&
    Number.isInteger(seconds) &&
    seconds >= CRYPTO_REFRESH.min &&
    seconds <= CRYPTO_REFRESH.max
    ? seconds
    : CRYPTO_REFRESH.fallback;
}

// The current rates between USD and every fiat currency (docs/decisions/0006).
async function usdRates(db: Database | Tx, asOf: Date) {
  const rows = await queryRows<RateRow & { from_code: string; to_code: string }>(
    db,
    sql`select r.id, r.from_currency_id, r.to_currency_id, r.buy_rate::text as buy_rate,
        r.sell_rate::text as sell_rate, r.effective_date, r.created_at,
        fc.code as from_code, tc.code as to_code
      from currency_rates r
      join currencies fc on fc.id = r.from_currency_id
      join currencies tc on tc.id = r.to_currency_id
      where r.id in (${currentRateIds(asOf)}) and (fc.code = 'USD' or tc.code = 'USD')`,
  );
  const rates: RateRow[] = rows.map((row) => ({
    ...row,
    effective_date: new Date(row.effective_date).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  }));
  const ids = new Map<string, string>();
  for (const row of rows) {
    ids.set(row.from_code, row.from_currency_id);
    ids.set(row.to_code, row.to_currency_id);
  }
  return (code: string): Dec | null => {
    const usd = ids.get('USD');
    const other = ids.get(code);
    return usd && other ? lookupRate({ fromId: usd, toId: other, rates, asOf }) : null;
  };
}

export type MarketRates = {
  derive(from: CryptoRateCurrency, to: CryptoRateCurrency): DerivedRate;
};

/** Everything a derived crypto rate needs at `asOf`: the latest prices, the interval, USD rates. */
export async function loadMarketRates(db: Database | Tx, asOf: Date): Promise<MarketRates> {
  const [prices, seconds, usdTo] = [
    await latestPrices(db),
    await refreshSeconds(db),
    await usdRates(db, asOf),
  ];
  const book: PriceBook = { prices, asOf, refreshSeconds: seconds };
  return { derive: (from, to) => deriveCryptoRate(from, to, book, usdTo) };
}
