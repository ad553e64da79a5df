import { eq, inArray, sql } from 'drizzle-orm';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { Dec } from '@domain/money';
import { roundRate } from '@domain/rates';
import {
  SAME_CURRENCY_MESSAGE,
  UNKNOWN_CURRENCY_MESSAGE,
  type CurrencyRate,
} from '@domain/contracts/rates';
import type { Clock } from '@domain/clock';
import type { Database, Tx } from '../../db/client';
import { currencies, currencyRates } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { assertCryptoEnabled } from '../settings';
import { currentRateOfPair, findRate } from './queries';

const NOT_FOUND = 'Currency rate not found';

type RateValues = {
  from_currency_id: string;
  to_currency_id: string;
  buy_rate: string;
  sell_rate: string;
  effective_date?: Date | undefined;
  // A manual rate the reference feed keeps until then (docs/decisions/0037-rates-and-profit.md).
  pinned_until?: Date | null | undefined;
};

// Both currencies exist and differ; a pair involving a crypto currency also needs crypto on,
// exactly as creating that currency did.
async function assertPair(tx: Tx, fromId: string, toId: string) {
  if (fromId === toId) throw badRequest(SAME_CURRENCY_MESSAGE);
  const found = await tx
    .select({ id: currencies.id, crypto_id: currencies.crypto_id })
    .from(currencies)
    .where(inArray(currencies.id, [fromId, toId]));
  if (found.length !== 2) throw badRequest(UNKNOWN_CURRENCY_MESSAGE);
  if (found.some((c) => c.crypto_id !== null)) await assertCryptoEnabled(tx);
}

/**
 * A pin holds the currency against CAD both ways (issue 46): a rate of X -> CAD (or CAD -> X)
 * pinned until a time writes the reverse pair too, with the same effect and pin, its rates the
 * inverses of the typed ones (the reverse pair's buy is 1 / this sell, its sell 1 / this buy), so
 * the feed keeps both and the board and the exchange show the typed figures both ways. A pin
 * ended (pinned_until cleared) ends the reverse pair's pin with it.
 */
async function mirrorPin(
  tx: Tx,
  row: {
    from_currency_id: string;
    to_currency_id: string;
    buy_rate: string;
    sell_rate: string;
    effective_date: Date;
    pinned_until: Date | null;
  },
  ended: boolean,
  now: Date,
): Promise<void> {
  const [cad] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, BASE_CURRENCY_CODE));
  if (!cad || (row.from_currency_id !== cad.id && row.to_currency_id !== cad.id)) return;
  const from = row.to_currency_id;
  const to = row.from_currency_id;
  if (row.pinned_until) {
    await tx.insert(currencyRates).values({
      from_currency_id: from,
      to_currency_id: to,
      buy_rate: roundRate(new Dec(1).div(row.sell_rate)).toFixed(),
      sell_rate: roundRate(new Dec(1).div(row.buy_rate)).toFixed(),
      // In force now at the latest: a row edited long after it took effect must not fall
      // behind the reverse pair's later rates.
      effective_date: row.effective_date > now ? row.effective_date : now,
      origin: 'manual',
      pinned_until: row.pinned_until,
    });
  } else if (ended) {
    await tx.execute(
      sql`update currency_rates set pinned_until = null
        where id = ${currentRateOfPair(now, sql`${from}::uuid`, sql`${to}::uuid`)}
          and origin = 'manual' and pinned_until is not null`,
    );
  }
}

async function reread(tx: Tx, id: string, asOf: Date): Promise<CurrencyRate> {
  const rate = await findRate(tx, id, asOf);
  if (!rate) throw notFound(NOT_FOUND);
  return rate;
}

export async function createRate(
  db: Database,
  clock: Clock,
  values: RateValues,
): Promise<CurrencyRate> {
  const now = clock();
  return db.transaction(async (tx) => {
    await assertPair(tx, values.from_currency_id, values.to_currency_id);
    const [row] = await tx
      .insert(currencyRates)
      .values({
        from_currency_id: values.from_currency_id,
        to_currency_id: values.to_currency_id,
        buy_rate: values.buy_rate,
        sell_rate: values.sell_rate,
        // Without an effective date a rate takes effect when it is created (decision 0006).
        effective_date: values.effective_date ?? now,
        origin: 'manual',
        pinned_until: values.pinned_until ?? null,
      })
      .returning({ id: currencyRates.id });
    if (!row) throw new Error('insert into currency_rates returned no row');
    await mirrorPin(
      tx,
      {
        ...values,
        effective_date: values.effective_date ?? now,
        pinned_until: values.pinned_until ?? null,
      },
      false,
      now,
    );
    return reread(tx, row.id, now);
  });
}

export async function updateRate(
  db: Database,
  clock: Clock,
  id: string,
  input: Partial<RateValues>,
): Promise<CurrencyRate> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.id, id))
      .for('update');
    if (!current) throw notFound(NOT_FOUND);
    const next = {
      from_currency_id: input.from_currency_id ?? current.from_currency_id,
      to_currency_id: input.to_currency_id ?? current.to_currency_id,
      buy_rate: input.buy_rate ?? current.buy_rate,
      sell_rate: input.sell_rate ?? current.sell_rate,
      effective_date: input.effective_date ?? current.effective_date,
      // A rate a person corrects is theirs: manual, and no longer tied to a reference.
      origin: 'manual' as const,
      pinned_until: input.pinned_until === undefined ? current.pinned_until : input.pinned_until,
      reference_observed_on: null,
      reference_mid: null,
    };
    await assertPair(tx, next.from_currency_id, next.to_currency_id);
    await tx.update(currencyRates).set(next).where(eq(currencyRates.id, id));
    const now = clock();
    await mirrorPin(tx, next, current.pinned_until !== null && next.pinned_until === null, now);
    return reread(tx, id, now);
  });
}

export async function deleteRate(db: Database, id: string): Promise<void> {
  // In a transaction, which carries the audit trail's actor (db/audit-context.ts).
  const deleted = await db.transaction((tx) =>
    tx.delete(currencyRates).where(eq(currencyRates.id, id)).returning({ id: currencyRates.id }),
  );
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
