import { sql } from 'drizzle-orm';
import type { CryptoPrice } from '@domain/contracts/crypto';
import { queryRows, type Database, type Tx } from '../../db/client';
import { cryptoPrices, cryptoPriceSourceState } from '../../db/schema';
import type { PriceQuote } from './parse-prices';

type RawPrice = {
  coin_id: string;
  vs_currency: string;
  price: string;
  source: string;
  last_updated_at: Date | string | null;
  fetched_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The latest price of every coin and vs-currency (crypto_prices_latest_idx). */
export async function latestPrices(db: Database | Tx): Promise<CryptoPrice[]> {
  const rows = await queryRows<RawPrice>(
    db,
    sql`select distinct on (coin_id, vs_currency) coin_id, vs_currency, price::text as price,
        source, last_updated_at, fetched_at
      from crypto_prices order by coin_id, vs_currency, fetched_at desc, id desc`,
  );
  return rows.map((row) => ({
    ...row,
    last_updated_at: row.last_updated_at === null ? null : iso(row.last_updated_at),
    fetched_at: iso(row.fetched_at),
  }));
}

export async function insertPrices(
  tx: Tx,
  source: string,
  quotes: readonly PriceQuote[],
  fetchedAt: Date,
): Promise<void> {
  if (quotes.length === 0) return;
  await tx.insert(cryptoPrices).values(
    quotes.map((quote) => ({
      coin_id: quote.coin_id,
      vs_currency: quote.vs_currency,
      price: quote.price,
      source,
      last_updated_at: quote.last_updated_at,
      fetched_at: fetchedAt,
    })),
  );
}

export type SourceState = {
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  retry_after: Date | null;
};

export async function readSourceState(db: Database | Tx, source: string): Promise<SourceState> {
  const [row] = await queryRows<Record<keyof SourceState, Date | string | null>>(
    db,
    sql`select last_attempt_at, last_success_at, last_error, retry_after
      from crypto_price_source_state where source = ${source}`,
  );
  const time = (value: Date | string | null | undefined) =>
    value === null || value === undefined ? null : new Date(value);
  return {
    last_attempt_at: time(row?.last_attempt_at),
    last_success_at: time(row?.last_success_at),
    last_error: typeof row?.last_error === 'string' ? row.last_error : null,
    retry_after: time(row?.retry_after),
  };
}

export async function writeSourceState(
  db: Database | Tx,
  source: string,
  values: Partial<SourceState>,
): Promise<void> {
  await db
    .insert(cryptoPriceSourceState)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: cryptoPriceSourceState.source, set: values });
}

// What to ask the source for: the active crypto currencies' ids, and usd plus every active fiat code.
export async function pricingTargets(
  db: Database | Tx,
): Promise<{ coinIds: string[]; vsCurrencies: string[] }> {
  const rows = await queryRows<{ code: string; crypto_id: string | null }>(
    db,
    sql`select code, crypto_id from currencies where is_active order by code`,
  );
  const coinIds = rows.flatMap((r) => (r.crypto_id ? [r.crypto_id] : []));
  const fiat = rows.filter((r) => r.crypto_id === null).map((r) => r.code.toLowerCase());
  return { coinIds, vsCurrencies: [...new Set(['usd', ...fiat])] };
}

export async function findRateCurrencies(
  db: Database | Tx,
  ids: readonly string[],
): Promise<Map<string, { code: string; crypto_id: string | null }>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; code: string; crypto_id: string | null }>(
    db,
    sql`select id, code, crypto_id from currencies where id in (${list})`,
  );
  return new Map(rows.map((row) => [row.id, { code: row.code, crypto_id: row.crypto_id }]));
}
