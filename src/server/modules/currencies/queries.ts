import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Currency, CurrencyKindFilter } from '@domain/contracts/currencies';
import type { CurrencyValues } from '@domain/contracts/currency-check';
import { toDecimalString } from '@domain/money';
import { queryRows, type Database, type Tx } from '../../db/client';
import {
  accountMovements,
  accounts,
  currencies,
  currencyRates,
  transactionDailyTotals,
} from '../../db/schema';

type CurrencyRecord = typeof currencies.$inferSelect;

export function toCurrency(row: CurrencyRecord): Currency {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    tier: row.tier,
    rounding_factor: toDecimalString(row.rounding_factor),
    decimal_places: row.decimal_places,
    quote_unit: row.quote_unit,
    payout_unit: row.payout_unit === null ? null : toDecimalString(row.payout_unit),
    is_active: row.is_active,
    crypto_id: row.crypto_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function kindCondition(kind: CurrencyKindFilter): SQL | undefined {
  if (kind === 'fiat') return isNull(currencies.crypto_id);
  if (kind === 'crypto') return isNotNull(currencies.crypto_id);
  return undefined;
}

export async function listCurrencies(
  db: Database | Tx,
  params: { active?: boolean; kind: CurrencyKindFilter },
): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(
      and(
        params.active === undefined ? undefined : eq(currencies.is_active, params.active),
        kindCondition(params.kind),
      ),
    )
    .orderBy(asc(currencies.tier), asc(currencies.code));
  return rows.map(toCurrency);
}

export async function findCurrency(db: Database | Tx, id: string): Promise<CurrencyRecord | null> {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
  return row ?? null;
}

export async function findCurrencyByCode(db: Database | Tx, code: string) {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row ?? null;
}

export async function findCurrencyByCryptoId(db: Database | Tx, cryptoId: string) {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.crypto_id, cryptoId));
  return row ?? null;
}

export async function insertCurrencyWithAccount(tx: Tx, values: CurrencyValues) {
  const [row] = await tx.insert(currencies).values(values).returning();
  if (!row) throw new Error('insert into currencies returned no row');
  await tx.insert(accounts).values({ currency_id: row.id });
  return row;
}

export async function updateCurrencyRow(tx: Tx, id: string, values: CurrencyValues) {
  const [row] = await tx.update(currencies).set(values).where(eq(currencies.id, id)).returning();
  return row ?? null;
}

/**
 * Whether anything refers to the currency: rates, or the ledger (its account's movements, which
 * every pair of it writes, and the daily totals of its pairs). Read under its account's row
 * lock, which every booking of the currency takes: a booking under way finishes first and is
 * seen (docs/decisions/0064; transactions refer to currencies without a foreign key).
 */
export async function currencyInUse(tx: Tx, id: string): Promise<boolean> {
  await tx.execute(sql`select 1 from ${accounts} where ${accounts.currency_id} = ${id} for update`);
  const [row] = await queryRows<{ used: boolean }>(
    tx,
    sql`
    select exists (
      select 1 from ${currencyRates}
      where ${currencyRates.from_currency_id} = ${id} or ${currencyRates.to_currency_id} = ${id}
    ) or exists (
      select 1 from ${accountMovements} m join ${accounts} a on a.id = m.account_id
      where a.currency_id = ${id}
    ) or exists (
      select 1 from ${transactionDailyTotals} d
      where d.from_currency_id = ${id} or d.to_currency_id = ${id}
    ) as used`,
  );
  return row?.used === true;
}

export async function deleteCurrencyWithAccount(tx: Tx, id: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.currency_id, id));
  await tx.delete(currencies).where(eq(currencies.id, id));
}
