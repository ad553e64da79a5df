import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@domain/contracts/settings';
import {
  rateMarginsValue,
  significantDigitsValue,
  type ReferenceCurrency,
} from '@domain/contracts/reference';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { toDecimalString } from '@domain/money';
import { seriesOf } from '@domain/reference-rates';
import { queryRows, type Database, type Tx } from '../../db/client';
import { referenceRates, referenceSourceState, settings } from '../../db/schema';
import { findSetting } from '../settings';
import type { Observation } from './parse-observations';

export type SourceState = {
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  latest_observation: string | null;
};

const time = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value);

export async function readSourceState(db: Database | Tx, source: string): Promise<SourceState> {
  const [row] = await queryRows<{
    last_attempt_at: Date | string | null;
    last_success_at: Date | string | null;
    last_error: string | null;
    latest_observation: string | null;
  }>(
    db,
    sql`select last_attempt_at, last_success_at, last_error,
        latest_observation::text as latest_observation
      from reference_source_state where source = ${source}`,
  );
  return {
    last_attempt_at: time(row?.last_attempt_at),
    last_success_at: time(row?.last_success_at),
    last_error: row?.last_error ?? null,
    latest_observation: row?.latest_observation ?? null,
  };
}

export async function writeSourceState(
  db: Database | Tx,
  source: string,
  values: Partial<SourceState>,
): Promise<void> {
  await db
    .insert(referenceSourceState)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: referenceSourceState.source, set: values });
}

/**
 * Stores every observation, as published: a day already stored takes the value sent now (the
 * Bank may correct one). Returns the latest day stored for the source.
 */
export async function storeObservations(
  tx: Tx,
  source: string,
  observations: readonly Observation[],
  fetchedAt: Date,
): Promise<string | null> {
  await tx
    .insert(referenceRates)
    .values(observations.map((o) => ({ source, ...o, fetched_at: fetchedAt })))
    .onConflictDoUpdate({
      target: [referenceRates.source, referenceRates.series, referenceRates.observed_on],
      set: { value: sql`excluded.value`, fetched_at: sql`excluded.fetched_at` },
    });
  const [row] = await queryRows<{ latest: string | null }>(
    tx,
    sql`select max(observed_on)::text as latest from reference_rates where source = ${source}`,
  );
  return row?.latest ?? null;
}

export type Defaults = { buy_percent: string; sell_percent: string; digits: number };

/** The bureau's default margins and the rounding; a missing or malformed setting is the default. */
export async function readDefaults(db: Database | Tx): Promise<Defaults> {
  const margins = rateMarginsValue((await findSetting(db, SETTING_KEYS.rateMargins))?.value);
  const digits = significantDigitsValue(
    (await findSetting(db, SETTING_KEYS.rateSignificantDigits))?.value,
  );
  return { ...margins, digits };
}

export async function writeSetting(tx: Tx, key: string, value: object, description: string) {
  await tx
    .insert(settings)
    .values({ key, value, description })
    .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });
}

type RawCurrency = {
  currency_id: string;
  code: string;
  name: string;
  observed_on: string | null;
  mid: string | null;
  buy_margin_percent: string | null;
  sell_margin_percent: string | null;
};

/**
 * Every active fiat currency but CAD, with its latest reference of `source` (from
 * reference_rates_latest_idx; none: not referenced) and its own margins, optionally one only.
 */
export async function referenceCurrencies(
  db: Database | Tx,
  source: string,
  defaults: Defaults,
  onlyId?: string,
): Promise<ReferenceCurrency[]> {
  const one = onlyId ? sql`and c.id = ${onlyId}` : sql``;
  const rows = await queryRows<RawCurrency>(
    db,
    sql`select c.id as currency_id, c.code, c.name,
        latest.observed_on::text as observed_on, latest.value::text as mid,
        c.buy_margin_percent::text as buy_margin_percent,
        c.sell_margin_percent::text as sell_margin_percent
      from currencies c
      left join lateral (select r.observed_on, r.value from reference_rates r
        where r.currency_code = c.code and r.source = ${source}
        order by r.observed_on desc limit 1) latest on true
      where c.is_active and c.crypto_id is null and c.code <> ${BASE_CURRENCY_CODE} ${one}
      order by c.code`,
  );
  const dec = (value: string | null) => (value === null ? null : toDecimalString(value));
  return rows.map((row) => ({
    currency_id: row.currency_id,
    code: row.code,
    name: row.name,
    series: seriesOf(row.code),
    observed_on: row.observed_on,
    // The value as published, digit for digit.
    mid: row.mid,
    buy_margin_percent: dec(row.buy_margin_percent),
    sell_margin_percent: dec(row.sell_margin_percent),
    effective_buy_percent: dec(row.buy_margin_percent) ?? toDecimalString(defaults.buy_percent),
    effective_sell_percent: dec(row.sell_margin_percent) ?? toDecimalString(defaults.sell_percent),
  }));
}
