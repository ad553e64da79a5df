import { sql } from 'drizzle-orm';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { SETTING_KEYS, tillToleranceValue } from '@domain/contracts/settings';
import { type Dec, toDec } from '@domain/money';
import { tableRate } from '@domain/rates';
import { queryRows, type Tx } from '../../db/client';
import { currentRateOfPair } from '../rates';
import { findSetting } from '../settings';

/** The till_variance_tolerance setting: a CAD amount, "0" unless the owner set one. */
export async function tillVarianceTolerance(tx: Tx): Promise<string> {
  return tillToleranceValue((await findSetting(tx, SETTING_KEYS.tillVarianceTolerance))?.value);
}

/**
 * An amount of a currency in CAD, the way an exchange values a pair without a CAD side
 * (pairBaseValue): through the current table rate to CAD (direct buy rate, else the inverse
 * of the reverse one); CAD itself 1:1. Not rounded to the cent, so that with a tolerance of 0
 * no variance, however small, passes as zero. Null when no rate to CAD exists.
 */
export async function cadValueOf(
  tx: Tx,
  currencyId: string,
  amount: string,
  asOf: Date,
): Promise<Dec | null> {
  const [row] = await queryRows<{ code: string; direct: string | null; reverse: string | null }>(
    tx,
    sql`select c.code,
          (select r.buy_rate::text from currency_rates r
            where r.id = ${currentRateOfPair(asOf, sql`c.id`, sql`base.id`)}) as direct,
          (select r.buy_rate::text from currency_rates r
            where r.id = ${currentRateOfPair(asOf, sql`base.id`, sql`c.id`)}) as reverse
        from currencies c left join currencies base on base.code = ${BASE_CURRENCY_CODE}
        where c.id = ${currencyId}::uuid`,
  );
  if (!row) return null;
  if (row.code === BASE_CURRENCY_CODE) return toDec(amount);
  const rate = tableRate(row.direct, row.reverse);
  return rate ? toDec(amount).mul(rate) : null;
}

/**
 * Whether every variance, valued in CAD, is within the tolerance (both sides inclusive). A
 * variance of a currency with no rate to CAD cannot be valued: only a zero one is within.
 */
export async function variancesWithinTolerance(
  tx: Tx,
  variances: readonly { currency_id: string; variance: string }[],
  asOf: Date,
): Promise<boolean> {
  const tolerance = toDec(await tillVarianceTolerance(tx));
  for (const { currency_id, variance } of variances) {
    if (toDec(variance).isZero()) continue;
    const cad = await cadValueOf(tx, currency_id, toDec(variance).abs().toFixed(), asOf);
    if (!cad || cad.gt(tolerance)) return false;
  }
  return true;
}
