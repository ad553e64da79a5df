import { asc, desc, eq } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { Denomination } from '@domain/contracts/cash';
import { toDec, toDecimalString } from '@domain/money';
import type { Database } from '../../db/client';
import { currencies, denominations } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { recordCashAudit } from './audit-entry';

type DenominationRow = typeof denominations.$inferSelect;

const toDenomination = (row: DenominationRow): Denomination => ({
  id: row.id,
  currency_id: row.currency_id,
  value: toDecimalString(row.value),
  kind: row.kind,
  is_active: row.is_active,
});

/** The notes and coins of every currency (or one), by currency code then value, largest first. */
export async function listDenominations(
  db: Database,
  currencyId?: string,
): Promise<{ rows: Denomination[] }> {
  const rows = await db
    .select({ denomination: denominations })
    .from(denominations)
    .innerJoin(currencies, eq(currencies.id, denominations.currency_id))
    .where(currencyId ? eq(denominations.currency_id, currencyId) : undefined)
    .orderBy(asc(currencies.code), desc(denominations.value));
  return { rows: rows.map((row) => toDenomination(row.denomination)) };
}

export async function createDenomination(
  db: Database,
  input: { currency_id: string; value: string; kind: 'note' | 'coin' },
): Promise<Denomination> {
  return db.transaction(async (tx) => {
    const [currency] = await tx
      .select()
      .from(currencies)
      .where(eq(currencies.id, input.currency_id));
    if (!currency) throw notFound(CASH_MESSAGES.unknownCurrency);
    if (toDec(input.value).decimalPlaces() > currency.decimal_places) {
      const message = CASH_MESSAGES.denominationPlaces(currency.code, currency.decimal_places);
      throw badRequest(message, { value: message });
    }
    const [row] = await tx.insert(denominations).values(input).returning();
    if (!row) throw new Error('insert returned no denomination');
    await recordCashAudit(tx, {
      action: 'create',
      recordType: 'denomination',
      recordId: row.id,
      parentId: currency.id,
      after: { currency: currency.code, value: input.value, kind: input.kind },
    });
    return toDenomination(row);
  });
}

/** (De)activates a denomination: counts may still name an inactive one. */
export async function updateDenomination(
  db: Database,
  id: string,
  input: { is_active: boolean },
): Promise<Denomination> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(denominations).where(eq(denominations.id, id));
    if (!before) throw notFound('Denomination not found');
    const [row] = await tx
      .update(denominations)
      .set({ is_active: input.is_active })
      .where(eq(denominations.id, id))
      .returning();
    if (!row) throw notFound('Denomination not found');
    await recordCashAudit(tx, {
      action: 'update',
      recordType: 'denomination',
      recordId: id,
      parentId: row.currency_id,
      before: { is_active: before.is_active },
      after: { is_active: row.is_active },
    });
    return toDenomination(row);
  });
}
