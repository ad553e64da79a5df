import { sql } from 'drizzle-orm';
import type { ReferenceCurrency } from '@domain/contracts/reference';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { Dec } from '@domain/money';
import { computeRates } from '@domain/reference-rates';
import { queryRows, type Tx } from '../../db/client';
import { currencyRates } from '../../db/schema';
import { currentRateOfPair } from '../rates';
import { readDefaults, referenceCurrencies } from './queries';

// Recomputations wait for one another (a fetch and a margin change at once write one set).
const RECOMPUTE_LOCK = 7_305_037;

export type Recomputed = { rates_written: number; pinned_kept: number };

type CurrentRow = {
  origin: 'manual' | 'computed';
  pinned_until: Date | string | null;
  reference_observed_on: string | null;
  reference_mid: string | null;
  buy_rate: string;
  sell_rate: string;
};

async function currentRow(tx: Tx, fromId: string, toId: string, now: Date) {
  const [row] = await queryRows<CurrentRow>(
    tx,
    sql`select origin, pinned_until, reference_observed_on::text as reference_observed_on,
        reference_mid::text as reference_mid, buy_rate::text as buy_rate,
        sell_rate::text as sell_rate
      from currency_rates where id = ${currentRateOfPair(now, sql`${fromId}::uuid`, sql`${toId}::uuid`)}`,
  );
  return row ?? null;
}

const same = (a: string | null, b: string) => a !== null && new Dec(a).eq(b);

/**
 * Writes the computed rates of every referenced currency (or of one) as new rate rows, effective
 * `now`: X -> CAD and CAD -> X from its latest mid and its margins (computeRates). A pair whose
 * current rate is a manual one pinned past `now` is kept; a pair whose current rate is already
 * this computed rate gets no new row. Runs inside the caller's transaction, so the audit trail
 * records the actor (a manager's request) or the system (the schedule).
 */
export async function recomputeRates(
  tx: Tx,
  source: string,
  now: Date,
  onlyCurrencyId?: string,
): Promise<Recomputed> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECOMPUTE_LOCK})`);
  const defaults = await readDefaults(tx);
  const currencies = await referenceCurrencies(tx, source, defaults, onlyCurrencyId);
  const [cad] = await queryRows<{ id: string }>(
    tx,
    sql`select id from currencies where code = ${BASE_CURRENCY_CODE}`,
  );
  const result: Recomputed = { rates_written: 0, pinned_kept: 0 };
  if (!cad) return result;
  for (const currency of currencies) {
    if (currency.mid === null || currency.observed_on === null) continue;
    const rates = computeRates(
      currency.mid,
      {
        buy_percent: currency.effective_buy_percent,
        sell_percent: currency.effective_sell_percent,
      },
      defaults.digits,
    );
    const pairs = [
      { from: currency.currency_id, to: cad.id, ...rates.toCad },
      { from: cad.id, to: currency.currency_id, ...rates.fromCad },
    ];
    for (const pair of pairs) {
      const outcome = await writePair(tx, currency, pair, now);
      if (outcome === 'written') result.rates_written += 1;
      if (outcome === 'pinned') result.pinned_kept += 1;
    }
  }
  return result;
}

async function writePair(
  tx: Tx,
  currency: ReferenceCurrency,
  pair: { from: string; to: string; buy_rate: string; sell_rate: string },
  now: Date,
): Promise<'written' | 'pinned' | 'unchanged'> {
  const current = await currentRow(tx, pair.from, pair.to, now);
  if (
    current?.origin === 'manual' &&
    current.pinned_until !== null &&
    new Date(current.pinned_until) > now
  ) {
    return 'pinned';
  }
  if (
    current?.origin === 'computed' &&
    current.reference_observed_on === currency.observed_on &&
    same(current.reference_mid, currency.mid ?? '0') &&
    same(current.buy_rate, pair.buy_rate) &&
    same(current.sell_rate, pair.sell_rate)
  ) {
    return 'unchanged';
  }
  await tx.insert(currencyRates).values({
    from_currency_id: pair.from,
    to_currency_id: pair.to,
    buy_rate: pair.buy_rate,
    sell_rate: pair.sell_rate,
    effective_date: now,
    origin: 'computed',
    reference_observed_on: currency.observed_on,
    reference_mid: currency.mid,
  });
  return 'written';
}
