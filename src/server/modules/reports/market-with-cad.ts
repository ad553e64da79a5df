import { sql } from 'drizzle-orm';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import type { RatesWithCad } from '@domain/currency-performance';
import { marketRateRows } from '@domain/market-rates';
import { lookupRate } from '@domain/rates';
import { toDecimalString } from '@domain/money';
import { queryRows, type Database } from '../../db/client';
import { loadMarketRates } from '../crypto';

type ReportCurrency = { id: string; code: string; crypto_id: string | null };

/**
 * The market's rates with CAD of the crypto currencies the table prices in neither direction
 * (issue 47): what an exchange would book them at now, from the stored prices, by the rule the
 * booking uses (marketRateRows). Currencies the market cannot price are left out.
 */
export async function marketRatesWithCad(
  db: Database,
  currencies: readonly (ReportCurrency & RatesWithCad)[],
  asOf: Date,
): Promise<Map<string, RatesWithCad>> {
  const unpriced = currencies.filter(
    (c) => c.crypto_id !== null && c.toCad === null && c.fromCad === null,
  );
  if (unpriced.length === 0) return new Map();
  const [base] = await queryRows<ReportCurrency>(
    db,
    sql`select id, code, crypto_id from currencies where code = ${BASE_CURRENCY_CODE}`,
  );
  if (!base) return new Map();
  const market = await loadMarketRates(db, asOf);
  const wanted = unpriced.flatMap((c): [ReportCurrency, ReportCurrency][] => [
    [c, base],
    [base, c],
  ]);
  const { rows } = marketRateRows(wanted, [], market.derive, asOf);
  const rate = (fromId: string, toId: string) => {
    const found = lookupRate({ fromId, toId, rates: rows, asOf });
    return found ? toDecimalString(found) : null;
  };
  return new Map(
    unpriced.map((c) => [c.id, { toCad: rate(c.id, base.id), fromCad: rate(base.id, c.id) }]),
  );
}
